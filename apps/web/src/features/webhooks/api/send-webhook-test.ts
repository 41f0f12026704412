import { apiRequest } from '@/lib/api-client';
import { changingMutation, recordPath } from '@/lib/query-factories';

/** Queues a `test` event for this endpoint alone (202); it then shows in the delivery log. */
export function sendWebhookTest(id: string) {
  return apiRequest(`${recordPath('/webhooks', id)}/test`, { method: 'POST' });
}

export const useSendWebhookTest = changingMutation(sendWebhookTest);
