import { type UserData, userSchema } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';
import { changingMutation } from '@/lib/query-factories';

export function createUser(body: UserData) {
  return apiRequest('/users', { method: 'POST', body, schema: userSchema });
}

export const useCreateUser = changingMutation(createUser);
