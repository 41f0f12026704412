import { EcomPrechecksList } from '@/features/precheck/ecom/components/ecom-prechecks-list';

export default function EcomPrechecksRoute() {
  return <EcomPrechecksList />;
}
