import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { WebhookDetail } from '@/features/webhooks/components/webhook-detail';

export default function WebhookRoute() {
  const { id } = useParams();
  if (!id) return <Navigate to={paths.webhooks.getHref()} replace />;
  // Keyed by id: moving from one endpoint to another starts with a fresh screen (and no secret shown).
  return <WebhookDetail key={id} id={id} />;
}
