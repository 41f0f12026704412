import { ecomPrecheckSchema } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ecomPrechecksQueryKey } from './get-ecom-prechecks';

export function getEcomPrecheck(id: string, signal?: AbortSignal) {
  return apiRequest(`/precheck/${encodeURIComponent(id)}`, { schema: ecomPrecheckSchema, signal });
}

export function ecomPrecheckQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ecomPrechecksQueryKey, 'detail', id],
    queryFn: ({ signal }) => getEcomPrecheck(id, signal),
  });
}

export function useEcomPrecheck(id: string) {
  return useQuery(ecomPrecheckQueryOptions(id));
}
