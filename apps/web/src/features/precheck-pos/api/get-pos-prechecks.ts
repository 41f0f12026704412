import { POS_PAGE_SIZE, posPrecheckPageSchema } from '@portal/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Prefix of every POS pre-check query: mutations invalidate it so lists and details refetch. */
export const posPrechecksQueryKey = ['precheck-pos'] as const;

export type PosPrechecksListParams = { q: string; page: number };

export function getPosPrechecks({ q, page }: PosPrechecksListParams, signal?: AbortSignal) {
  return apiRequest('/precheck-pos', {
    query: { q: q || undefined, page, pageSize: POS_PAGE_SIZE },
    schema: posPrecheckPageSchema,
    signal,
  });
}

export function posPrechecksQueryOptions(params: PosPrechecksListParams) {
  return queryOptions({
    queryKey: [...posPrechecksQueryKey, 'list', params],
    queryFn: ({ signal }) => getPosPrechecks(params, signal),
    // Keeps the current page on screen while the next one loads, so the table does not flash empty.
    placeholderData: keepPreviousData,
  });
}

export function usePosPrechecks(params: PosPrechecksListParams) {
  return useQuery(posPrechecksQueryOptions(params));
}
