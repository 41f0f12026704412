import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { Dashboard } from '@/features/dashboard/components/dashboard';

export default function DashboardRoute() {
  const me = useCurrentUser();
  return <Dashboard role={me.data?.role} />;
}
