import { type UserData, userSchema } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';
import { invalidatingMutation } from '@/lib/query-factories';
import { usersQueryKey } from './get-users';

export function updateUser({ id, data }: { id: string; data: UserData }) {
  return apiRequest(`/users/${encodeURIComponent(id)}`, { method: 'PUT', body: data, schema: userSchema });
}

export const useUpdateUser = invalidatingMutation(updateUser, usersQueryKey);
