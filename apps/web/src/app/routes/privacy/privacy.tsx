import { PrivacyPage } from '@/features/privacy/components/privacy-page';

export default function PrivacyRoute() {
  return <PrivacyPage />;
}
