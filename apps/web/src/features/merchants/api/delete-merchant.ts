import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { merchantsQueryKey } from './get-merchants';

export function deleteMerchant(id: string) {
  return apiRequest(`/merchant/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteMerchant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMerchant,
    // Only the lists: refetching the deleted record's detail, still on screen, would just answer 404.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...merchantsQueryKey, 'list'] }),
  });
}
