import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { posPrechecksQueryKey } from './get-pos-prechecks';

export function deletePosPrecheck(id: string) {
  return apiRequest(`/precheck-pos/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeletePosPrecheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePosPrecheck,
    // Only the lists: refetching the deleted record's detail, still on screen, would just answer 404.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...posPrechecksQueryKey, 'list'] }),
  });
}
