import { userSchema } from '@portal/shared';
import { apiVersioned } from '@/lib/api-client';
import { recordPath, recordQueryOf } from '@/lib/query-factories';
import { usersQueryKey } from './get-users';

/** The user with the `ETag` a save must name, so a save never overwrites someone else's. */
const record = recordQueryOf(usersQueryKey, (id, signal) =>
  apiVersioned(recordPath('/users', id), { schema: userSchema, signal }),
);

export const { request: getUser, options: userQueryOptions, use: useUser } = record;
