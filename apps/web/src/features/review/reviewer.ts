import { type CurrentUser, STAFF_ROLES } from '@portal/shared';

/** Who reviews pre-checks on a screen: a staff member (admins may also reopen and delete). */
export type Reviewer = { id: string; role: 'admin' | 'reviewer' };

/** The signed-in user as a reviewer, or undefined for anyone outside the team (merchants). */
export function reviewerOf(user: CurrentUser | null | undefined): Reviewer | undefined {
  if (!user || !(STAFF_ROLES as readonly string[]).includes(user.role)) return undefined;
  return { id: user.id, role: user.role === 'admin' ? 'admin' : 'reviewer' };
}
