import { type UserData, userSchema } from '@portal/shared';
import { apiRequest, ifMatch } from '@/lib/api-client';
import { changingMutation, recordPath } from '@/lib/query-factories';

/** Saved only as `etag` names it: someone else's save since answers 412 (DESIGN §10). */
export function updateUser({ id, data, etag }: { id: string; data: UserData; etag: string | null }) {
  return apiRequest(recordPath('/users', id), {
    method: 'PUT',
    body: data,
    headers: ifMatch(etag),
    schema: userSchema,
  });
}

export const useUpdateUser = changingMutation(updateUser);
