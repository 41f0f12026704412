import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ecomPrechecksQueryKey } from './get-ecom-prechecks';

export function deleteEcomPrecheck(id: string) {
  return apiRequest(`/precheck/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteEcomPrecheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEcomPrecheck,
    // Only the lists: refetching the deleted record's detail, still on screen, would just answer 404.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ecomPrechecksQueryKey, 'list'] }),
  });
}
