import { z } from './zod.ts';

export const ROLES = ['admin', 'merchant'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'merchant';
export const roleSchema = z.enum(ROLES, { error: 'validation.roleInvalid' });

/** The roles of the team that reviews pre-checks (DESIGN §12); the reviewer role joins it. */
export const STAFF_ROLES = ['admin'] as const satisfies readonly Role[];
