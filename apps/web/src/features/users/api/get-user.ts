import { userSchema } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usersQueryKey } from './get-users';

export function getUser(id: string, signal?: AbortSignal) {
  return apiRequest(`/users/${encodeURIComponent(id)}`, { schema: userSchema, signal });
}

export function userQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...usersQueryKey, 'detail', id],
    queryFn: ({ signal }) => getUser(id, signal),
  });
}

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
