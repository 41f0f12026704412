import { STAFF_ROLES } from '@portal/shared';
import { RequireAuth } from '@/features/auth/components/require-auth';

/** The guard of the review team's screens (admins and reviewers), as a route of its own (router.tsx). */
export default function RequireStaff() {
  return <RequireAuth roles={STAFF_ROLES} />;
}
