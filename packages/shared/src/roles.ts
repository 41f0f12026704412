import { z } from './zod.ts';

export const ROLES = ['admin', 'reviewer', 'merchant'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'merchant';
export const roleSchema = z.enum(ROLES, { error: 'validation.roleInvalid' });

/**
 * The team that reviews pre-checks (DESIGN §12): both sign in with a second factor and see every
 * pre-check; only admins run the portal itself (users, keys, webhooks, backups, outbox, audit, deleting).
 */
export const STAFF_ROLES = ['admin', 'reviewer'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (role: string): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role);
