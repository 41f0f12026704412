import { retentionStatusSchema } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const retentionQueryKey = ['privacy', 'retention'] as const;

/** The retention periods in force, what the next pass erases, the legal holds (DESIGN §13). */
export function getRetention(signal?: AbortSignal) {
  return apiRequest('/privacy/retention', { schema: retentionStatusSchema, signal });
}

export function useRetention() {
  return useQuery(
    queryOptions({ queryKey: retentionQueryKey, queryFn: ({ signal }) => getRetention(signal) }),
  );
}
