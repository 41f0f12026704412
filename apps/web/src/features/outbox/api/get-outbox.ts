import { OUTBOX_PAGE_SIZE, type OutboxListQuery, outboxPageSchema } from '@portal/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

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
  });

export function useOutbox(filter: OutboxFilter, page: number) {
  return useQuery(outboxQueryOptions(filter, page));
}
