import { userSchema } from '@portal/shared';
import { recordQuery } from '@/lib/query-factories';
import { usersQueryKey } from './get-users';

const record = recordQuery(usersQueryKey, '/users', userSchema);

export const { request: getUser, options: userQueryOptions, use: useUser } = record;
