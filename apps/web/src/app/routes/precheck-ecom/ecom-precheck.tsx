import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { reviewerOf } from '@/features/review';
import { EcomPrecheckDetail } from '@/features/precheck/ecom/components/ecom-precheck-detail';

export default function EcomPrecheckRoute() {
  const { id } = useParams();
  const me = useCurrentUser();
  if (!id) return <Navigate to={paths.dashboard.getHref()} replace />;
  // Keyed by id: moving from one record to another starts with a fresh screen.
  return <EcomPrecheckDetail key={id} id={id} reviewer={reviewerOf(me.data)} />;
}
