import { type PrecheckKind, reviewHistorySchema } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { precheckPartPath } from './precheck-api';

/** A pre-check's history, oldest first; refreshed with everything else after any change. */
export function usePrecheckHistory(kind: PrecheckKind, id: string) {
  return useQuery({
    queryKey: ['precheck-history', kind, id],
    queryFn: ({ signal }) =>
      apiRequest(precheckPartPath(kind, id, 'history'), {
        schema: reviewHistorySchema,
        signal,
      }),
  });
}
