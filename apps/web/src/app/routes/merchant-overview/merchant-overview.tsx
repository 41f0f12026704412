import { MerchantOverview } from '@/features/merchant-overview/components/merchant-overview';

export default function MerchantOverviewRoute() {
  return <MerchantOverview />;
}
