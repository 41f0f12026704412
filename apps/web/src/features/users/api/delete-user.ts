import { deleteMutation } from '@/lib/query-factories';
import { usersQueryKey } from './get-users';

export const { request: deleteUser, use: useDeleteUser } = deleteMutation(usersQueryKey, '/users');
