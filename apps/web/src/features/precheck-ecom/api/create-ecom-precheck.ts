import type { EcomPrecheckData } from '@portal/shared';
import { createPrecheckMutation, type CreatePrecheckInput } from '@/lib/query-factories';
import { ecomPrechecksQueryKey } from './get-ecom-prechecks';

/** Error messages come back in `language`. */
export type CreateEcomPrecheckInput = CreatePrecheckInput<EcomPrecheckData>;

const create = createPrecheckMutation<EcomPrecheckData>(ecomPrechecksQueryKey, '/precheck');

export const { request: createEcomPrecheck, use: useCreateEcomPrecheck } = create;
