import { type UserData, userSchema } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';
import { invalidatingMutation } from '@/lib/query-factories';
import { usersQueryKey } from './get-users';

export function createUser(body: UserData) {
  return apiRequest('/users', { method: 'POST', body, schema: userSchema });
}

export const useCreateUser = invalidatingMutation(createUser, usersQueryKey);
