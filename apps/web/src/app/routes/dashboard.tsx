import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { Dashboard } from '@/features/dashboard/components/dashboard';
import { DashboardInsights } from '@/features/dashboard/components/dashboard-insights';

export default function DashboardRoute() {
  const me = useCurrentUser();
  // An element, not yet a mounted component: the statistics are only fetched when Dashboard shows it (staff).
  return <Dashboard role={me.data?.role} staffInsights={<DashboardInsights />} />;
}
