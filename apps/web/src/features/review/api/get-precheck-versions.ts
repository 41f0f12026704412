import { type PrecheckKind, precheckVersionsSchema } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { precheckPartPath } from './precheck-api';

/** A pre-check's versions with the fields each changed; asked only once the applicant made one. */
export function usePrecheckVersions(kind: PrecheckKind, id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['precheck-versions', kind, id],
    queryFn: ({ signal }) =>
      apiRequest(precheckPartPath(kind, id, 'versions'), { schema: precheckVersionsSchema, signal }),
    enabled,
  });
}
