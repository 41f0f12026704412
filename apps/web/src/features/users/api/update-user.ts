import { type UserData, userSchema } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usersQueryKey } from './get-users';

export function updateUser({ id, data }: { id: string; data: UserData }) {
  return apiRequest(`/users/${encodeURIComponent(id)}`, { method: 'PUT', body: data, schema: userSchema });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
