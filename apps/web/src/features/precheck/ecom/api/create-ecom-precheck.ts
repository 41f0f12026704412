import type { EcomPrecheckData } from '@portal/shared';
import { createPrecheck, type CreatePrecheckInput } from '@/features/precheck/api/create-precheck';

/**
 * Prefix of every e-commerce pre-check query (a delete drops the record's detail by it).
 * Here rather than beside the list's request: the public form sends through this file, and the list's
 * schema (and zod) would come with it on the form's first load.
 */
export const ecomPrechecksQueryKey = ['precheck-ecom'] as const;

/** Error messages come back in `language`. */
export type CreateEcomPrecheckInput = CreatePrecheckInput<EcomPrecheckData>;

const create = createPrecheck<EcomPrecheckData>('/precheck');

export const { request: createEcomPrecheck, submit: submitEcomPrecheck, copyOf: ecomPrecheckCopy } = create;
