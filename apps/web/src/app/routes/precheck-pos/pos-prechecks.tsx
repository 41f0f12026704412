import { PosPrechecksList } from '@/features/precheck/pos/components/pos-prechecks-list';

export default function PosPrechecksRoute() {
  return <PosPrechecksList />;
}
