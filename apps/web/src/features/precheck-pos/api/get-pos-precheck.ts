import { posPrecheckSchema } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { posPrechecksQueryKey } from './get-pos-prechecks';

export function getPosPrecheck(id: string, signal?: AbortSignal) {
  return apiRequest(`/precheck-pos/${encodeURIComponent(id)}`, { schema: posPrecheckSchema, signal });
}

export function posPrecheckQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...posPrechecksQueryKey, 'detail', id],
    queryFn: ({ signal }) => getPosPrecheck(id, signal),
  });
}

export function usePosPrecheck(id: string) {
  return useQuery(posPrecheckQueryOptions(id));
}
