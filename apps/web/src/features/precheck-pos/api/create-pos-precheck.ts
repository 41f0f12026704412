import type { PosPrecheckData } from '@portal/shared';
import { createPrecheckMutation, type CreatePrecheckInput } from '@/lib/query-factories';
import { posPrechecksQueryKey } from './get-pos-prechecks';

/** The PDF and any error messages come back in `language`. */
export type CreatePosPrecheckInput = CreatePrecheckInput<PosPrecheckData>;

const create = createPrecheckMutation<PosPrecheckData>(posPrechecksQueryKey, '/precheck-pos');

export const { request: createPosPrecheck, use: useCreatePosPrecheck } = create;
