import type { PrecheckKind } from './dashboard.ts';

/**
 * How each kind of pre-check is named outside the database: its API path, its tag in the API
 * document, its target in the audit trail and the prefix of its webhook events. Without zod, so a
 * screen that only links to pre-checks loads no schema for it.
 */
export const PRECHECK_KIND_NAMES = {
  pos: { path: '/precheck-pos', tag: 'precheck-pos', audit: 'precheck-pos', event: 'precheck_pos' },
  ecom: { path: '/precheck', tag: 'precheck-ecom', audit: 'precheck', event: 'precheck' },
} as const satisfies Record<PrecheckKind, { path: string; tag: string; audit: string; event: string }>;
