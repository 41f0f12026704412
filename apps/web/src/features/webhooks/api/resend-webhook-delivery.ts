import { apiRequest } from '@/lib/api-client';
import { changingMutation, recordPath } from '@/lib/query-factories';

/**
 * Sends a delivery that is over (sent, failed or skipped) again, with its `webhook-id` and its schedule
 * from the start (202); one still being tried answers 409, a gone one 404, with a message fit to show.
 */
export function resendWebhookDelivery({ id, deliveryId }: { id: string; deliveryId: string }) {
  return apiRequest(`${recordPath(`${recordPath('/webhooks', id)}/deliveries`, deliveryId)}/resend`, {
    method: 'POST',
  });
}

export const useResendWebhookDelivery = changingMutation(resendWebhookDelivery);
