import {
  type OutboxStatus,
  UNSENT_STATUSES,
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  type WebhookDelivery,
  webhookDeliveryPageSchema,
} from '@portal/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { recordPath } from '@/lib/query-factories';
import { webhooksQueryKey } from './get-webhooks';

/** How often a page with a delivery on its way is asked for again. */
const FOLLOW_MS = 2000;
/** A retry due within this long is followed too; one due in hours is not polled for. */
const FOLLOW_RETRY_WITHIN_MS = 60_000;

const isUnsent = (status: OutboxStatus) => (UNSENT_STATUSES as readonly OutboxStatus[]).includes(status);

/** Whether the log should be asked again soon: a delivery is queued, being sent, or retried shortly. */
export function isFollowed(delivery: WebhookDelivery, now = Date.now()): boolean {
  if (!isUnsent(delivery.status)) return false;
  if (delivery.status !== 'retrying' || delivery.nextAttemptAt === null) return true;
  return Date.parse(delivery.nextAttemptAt) - now <= FOLLOW_RETRY_WITHIN_MS;
}

/** One page of an endpoint's deliveries, newest first (DESIGN §11). */
export function getWebhookDeliveries(id: string, page: number, signal?: AbortSignal) {
  return apiRequest(`${recordPath('/webhooks', id)}/deliveries`, {
    query: { page, pageSize: WEBHOOK_DELIVERIES_PAGE_SIZE },
    schema: webhookDeliveryPageSchema,
    signal,
  });
}

export const webhookDeliveriesQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: [...webhooksQueryKey, 'deliveries', id, { page }],
    queryFn: ({ signal }) => getWebhookDeliveries(id, page, signal),
    // Keeps the current page on screen while the next one loads, as every list does.
    placeholderData: keepPreviousData,
    // A page with a delivery on its way follows it until it has gone (or failed), without a reload.
    refetchInterval: ({ state }) => (state.data?.items.some((item) => isFollowed(item)) ? FOLLOW_MS : false),
  });

export function useWebhookDeliveries(id: string, page: number) {
  return useQuery(webhookDeliveriesQueryOptions(id, page));
}
