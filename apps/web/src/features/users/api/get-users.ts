import { USERS_PAGE_SIZE, userPageSchema } from '@portal/shared';
import { type ListParams, listQuery } from '@/lib/query-factories';

/** Prefix of every users query: mutations invalidate it so lists and details refetch. */
export const usersQueryKey = ['users'] as const;

export type UsersListParams = ListParams;

const list = listQuery(usersQueryKey, '/users', USERS_PAGE_SIZE, userPageSchema);

export const {
  request: getUsers,
  options: usersQueryOptions,
  use: useUsers,
  exportPath: usersExportPath,
} = list;
