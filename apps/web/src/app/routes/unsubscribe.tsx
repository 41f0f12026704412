import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { UnsubscribePage } from '@/features/notifications/components/unsubscribe-page';

export default function UnsubscribeRoute() {
  const [params] = useSearchParams();
  return (
    <AuthLayout>
      <UnsubscribePage token={params.get('token')} />
    </AuthLayout>
  );
}
