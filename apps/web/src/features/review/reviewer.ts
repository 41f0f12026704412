import { type CurrentUser, isStaffRole, type StaffRole } from '@portal/shared';

/** Who reviews pre-checks on a screen: a staff member (admins may also reopen and delete). */
export type Reviewer = { id: string; role: StaffRole };

/** The signed-in user as a reviewer, or undefined for anyone outside the team (merchants). */
export function reviewerOf(user: CurrentUser | null | undefined): Reviewer | undefined {
  if (!user || !isStaffRole(user.role)) return undefined;
  return { id: user.id, role: user.role };
}
