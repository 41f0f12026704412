import { MerchantsList } from '@/features/merchants/components/merchants-list';

export default function MerchantsRoute() {
  return <MerchantsList />;
}
