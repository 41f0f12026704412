import {
  OUTBOX_PAGE_SIZE,
  type OutboxListQuery,
  type OutboxStatus,
  outboxPageSchema,
  UNSENT_STATUSES,
} from '@portal/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** How often a page of messages still on their way is asked for again. */
const FOLLOW_MS = 2000;

const isUnsent = (status: OutboxStatus) => (UNSENT_STATUSES as readonly OutboxStatus[]).includes(status);

/** Prefix of every outbox query. */
export const outboxQueryKey = ['outbox'] as const;

/** What the outgoing list is narrowed by: a kind, a status, or both. */
export type OutboxFilter = Omit<OutboxListQuery, 'page' | 'pageSize'>;

/** One page of the outbox under the filters in effect (DESIGN §11). */
export function getOutbox(filter: OutboxFilter, page: number, signal?: AbortSignal) {
  return apiRequest('/outbox', {
    query: { ...filter, page, pageSize: OUTBOX_PAGE_SIZE },
    schema: outboxPageSchema,
    signal,
  });
}

export const outboxQueryOptions = (filter: OutboxFilter, page: number) =>
  queryOptions({
    queryKey: [...outboxQueryKey, 'list', { ...filter, page }],
    queryFn: ({ signal }) => getOutbox(filter, page, signal),
    // Keeps the current page on screen while the next one loads, as every list does.
    placeholderData: keepPreviousData,
    // A page with a message still on its way follows it until it has gone (or failed), without a reload.
    refetchInterval: ({ state }) =>
      state.data?.items.some((message) => isUnsent(message.status)) ? FOLLOW_MS : false,
  });

export function useOutbox(filter: OutboxFilter, page: number) {
  return useQuery(outboxQueryOptions(filter, page));
}
