import { webhookEndpointSchema } from '@portal/shared';
import { apiVersioned } from '@/lib/api-client';
import { recordPath, recordQueryOf } from '@/lib/query-factories';
import { webhooksQueryKey } from './get-webhooks';

/** One endpoint with the `ETag` a save must name, so a save never overwrites someone else's. */
const record = recordQueryOf(webhooksQueryKey, (id, signal) =>
  apiVersioned(recordPath('/webhooks', id), { schema: webhookEndpointSchema, signal }),
);

export const { request: getWebhook, options: webhookQueryOptions, use: useWebhook } = record;
