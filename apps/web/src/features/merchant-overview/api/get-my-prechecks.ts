import { MY_PRECHECKS_PAGE_SIZE, myPrechecksPageSchema } from '@portal/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const myPrechecksQueryKey = ['me', 'prechecks'] as const;

/** The signed-in user's own pre-checks of both kinds, newest first (DESIGN §6, "/merchant overview"). */
export function getMyPrechecks(page: number, signal?: AbortSignal) {
  return apiRequest('/me/prechecks', {
    query: { page, pageSize: MY_PRECHECKS_PAGE_SIZE },
    schema: myPrechecksPageSchema,
    signal,
  });
}

export function myPrechecksQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...myPrechecksQueryKey, page],
    queryFn: ({ signal }) => getMyPrechecks(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMyPrechecks(page: number) {
  return useQuery(myPrechecksQueryOptions(page));
}
