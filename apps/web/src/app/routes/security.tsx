import { isStaffRole } from '@portal/shared';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';
import { SecurityPage } from '@/features/security/components/security-page';

export default function SecurityRoute() {
  const me = useCurrentUser();
  const { signOut } = useSignOut();
  // Inside RequireAuth: the user is known by the time this renders.
  if (!me.data) return null;
  return (
    <SecurityPage user={me.data} onSignedOut={signOut}>
      {/* Only admins are told of new pre-checks (DESIGN §11). */}
      {isStaffRole(me.data.role) && <NotificationSettings />}
    </SecurityPage>
  );
}
