import { ApiKeysPage } from '@/features/api-keys/components/api-keys-page';

export default function ApiKeysRoute() {
  return <ApiKeysPage />;
}
