import { webhookListSchema } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';
import { singleQuery } from '@/lib/query-factories';

/** Prefix of every webhook query: the list, each endpoint, each endpoint's deliveries. */
export const webhooksQueryKey = ['webhooks'] as const;

/** Every endpoint, newest first: few enough to come in one answer, without paging. */
export function getWebhooks(signal?: AbortSignal) {
  return apiRequest('/webhooks', { schema: webhookListSchema, signal });
}

export const { options: webhooksQueryOptions, use: useWebhooks } = singleQuery(
  [...webhooksQueryKey, 'list'],
  getWebhooks,
);
