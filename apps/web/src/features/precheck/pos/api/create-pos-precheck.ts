import type { PosPrecheckData } from '@portal/shared';
import { createPrecheck, type CreatePrecheckInput } from '@/features/precheck/api/create-precheck';

/**
 * Prefix of every POS pre-check query (a delete drops the record's detail by it).
 * Here rather than beside the list's request: the public form sends through this file, and the list's
 * schema (and zod) would come with it on the form's first load.
 */
export const posPrechecksQueryKey = ['precheck-pos'] as const;

/** The PDF and any error messages come back in `language`. */
export type CreatePosPrecheckInput = CreatePrecheckInput<PosPrecheckData>;

const create = createPrecheck<PosPrecheckData>('/precheck-pos');

export const { request: createPosPrecheck, submit: submitPosPrecheck, copyOf: posPrecheckCopy } = create;
