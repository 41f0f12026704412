import { merchantSchema } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { merchantsQueryKey } from './get-merchants';

export function getMerchant(id: string, signal?: AbortSignal) {
  return apiRequest(`/merchant/${encodeURIComponent(id)}`, { schema: merchantSchema, signal });
}

export function merchantQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...merchantsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getMerchant(id, signal),
  });
}

export function useMerchant(id: string) {
  return useQuery(merchantQueryOptions(id));
}
