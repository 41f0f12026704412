import { type UserData, userSchema } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';
import { changingMutation } from '@/lib/query-factories';

export function updateUser({ id, data }: { id: string; data: UserData }) {
  return apiRequest(`/users/${encodeURIComponent(id)}`, { method: 'PUT', body: data, schema: userSchema });
}

export const useUpdateUser = changingMutation(updateUser);
