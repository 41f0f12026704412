import type { PrecheckKind } from '@portal/shared';

/** Where each kind of pre-check lives on the API. */
export const PRECHECK_API_PATHS: Record<PrecheckKind, string> = { pos: '/precheck-pos', ecom: '/precheck' };
