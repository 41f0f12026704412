import { z } from './zod.ts';

export const ROLES = ['admin', 'merchant'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'merchant';
export const roleSchema = z.enum(ROLES, { error: 'validation.roleInvalid' });
