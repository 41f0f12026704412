import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { MerchantDetail } from '@/features/merchants/components/merchant-detail';

export default function MerchantRoute() {
  const { id } = useParams();
  if (!id) return <Navigate to={paths.merchants.getHref()} replace />;
  // Keyed by id: moving from one merchant to another starts with a fresh screen.
  return <MerchantDetail key={id} id={id} />;
}
