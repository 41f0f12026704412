import { userSchema } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiVersioned } from '@/lib/api-client';
import { recordPath } from '@/lib/query-factories';
import { usersQueryKey } from './get-users';

/** The user with the `ETag` a save must name, so a save never overwrites someone else's. */
export const getUser = (id: string, signal?: AbortSignal) =>
  apiVersioned(recordPath('/users', id), { schema: userSchema, signal });

export const userQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'detail', id],
    queryFn: ({ signal }) => getUser(id, signal),
  });

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
