import { MERCHANTS_PAGE_SIZE, merchantPageSchema } from '@portal/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Prefix of every merchant query: a delete invalidates the lists under it. */
export const merchantsQueryKey = ['merchants'] as const;

export type MerchantsListParams = { q: string; page: number };

/** Newest first, 10 a page (spec §9); the API's path is singular (spec §7). */
export function getMerchants({ q, page }: MerchantsListParams, signal?: AbortSignal) {
  return apiRequest('/merchant', {
    query: { q: q || undefined, page, pageSize: MERCHANTS_PAGE_SIZE },
    schema: merchantPageSchema,
    signal,
  });
}

export function merchantsQueryOptions(params: MerchantsListParams) {
  return queryOptions({
    queryKey: [...merchantsQueryKey, 'list', params],
    queryFn: ({ signal }) => getMerchants(params, signal),
    // Keeps the current page on screen while the next one loads, so the table does not flash empty.
    placeholderData: keepPreviousData,
  });
}

export function useMerchants(params: MerchantsListParams) {
  return useQuery(merchantsQueryOptions(params));
}
