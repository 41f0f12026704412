import type { CurrentUser } from '@portal/shared';
import { notFound } from './app-error.ts';

/** The caller a route's access hook let in: the token's user and the token's id. */
export type AuthenticatedUser = CurrentUser & { jti: string };

/**
 * A record with an owner: admins see every one, a user only their own. For anyone else it does not
 * exist (404, not 403), so ids cannot be probed.
 */
export function assertOwnerOrAdmin<T extends { submittedBy: string | null }>(
  row: T | undefined,
  user: AuthenticatedUser,
): T {
  if (!row || (user.role !== 'admin' && row.submittedBy !== user.id)) throw notFound();
  return row;
}
