import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usersQueryKey } from './get-users';

export function deleteUser(id: string) {
  return apiRequest(`/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // Only the lists: refetching the deleted user's detail, still on screen, would just answer 404.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...usersQueryKey, 'list'] }),
  });
}
