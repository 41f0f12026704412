import { ECOM_PAGE_SIZE, ecomPrecheckPageSchema } from '@portal/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Prefix of every e-commerce pre-check query: mutations invalidate it so lists and details refetch. */
export const ecomPrechecksQueryKey = ['precheck-ecom'] as const;

export type EcomPrechecksListParams = { q: string; page: number };

export function getEcomPrechecks({ q, page }: EcomPrechecksListParams, signal?: AbortSignal) {
  return apiRequest('/precheck', {
    query: { q: q || undefined, page, pageSize: ECOM_PAGE_SIZE },
    schema: ecomPrecheckPageSchema,
    signal,
  });
}

export function ecomPrechecksQueryOptions(params: EcomPrechecksListParams) {
  return queryOptions({
    queryKey: [...ecomPrechecksQueryKey, 'list', params],
    queryFn: ({ signal }) => getEcomPrechecks(params, signal),
    // Keeps the current page on screen while the next one loads, so the table does not flash empty.
    placeholderData: keepPreviousData,
  });
}

export function useEcomPrechecks(params: EcomPrechecksListParams) {
  return useQuery(ecomPrechecksQueryOptions(params));
}
