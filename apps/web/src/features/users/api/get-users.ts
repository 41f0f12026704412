import { USERS_PAGE_SIZE, userPageSchema } from '@portal/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Prefix of every users query: mutations invalidate it so lists and details refetch. */
export const usersQueryKey = ['users'] as const;

export type UsersListParams = { q: string; page: number };

export function getUsers({ q, page }: UsersListParams, signal?: AbortSignal) {
  return apiRequest('/users', {
    query: { q: q || undefined, page, pageSize: USERS_PAGE_SIZE },
    schema: userPageSchema,
    signal,
  });
}

export function usersQueryOptions(params: UsersListParams) {
  return queryOptions({
    queryKey: [...usersQueryKey, 'list', params],
    queryFn: ({ signal }) => getUsers(params, signal),
    // Keeps the current page on screen while the next one loads, so the table does not flash empty.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(params: UsersListParams) {
  return useQuery(usersQueryOptions(params));
}
