import { type WebhookUpdate, webhookEndpointSchema } from '@portal/shared';
import { apiVersioned, ifMatch } from '@/lib/api-client';
import { changingMutation, recordPath } from '@/lib/query-factories';

/**
 * Saved only as `etag` names it: a change since (someone else's save, or the portal's) answers 412
 * (DESIGN §10). The answer is the saved endpoint with its new `ETag`, for the next save.
 */
export function updateWebhook({ id, data, etag }: { id: string; data: WebhookUpdate; etag: string | null }) {
  return apiVersioned(recordPath('/webhooks', id), {
    method: 'PUT',
    body: data,
    headers: ifMatch(etag),
    schema: webhookEndpointSchema,
  });
}

export const useUpdateWebhook = changingMutation(updateWebhook);
