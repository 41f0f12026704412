import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { reviewerOf } from '@/features/review';
import { PosPrecheckDetail } from '@/features/precheck/pos/components/pos-precheck-detail';

export default function PosPrecheckRoute() {
  const { id } = useParams();
  const me = useCurrentUser();
  if (!id) return <Navigate to={paths.dashboard.getHref()} replace />;
  // Keyed by id: moving from one record to another starts with a fresh screen.
  return <PosPrecheckDetail key={id} id={id} reviewer={reviewerOf(me.data)} />;
}
