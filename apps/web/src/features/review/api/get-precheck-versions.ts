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

/**
 * The answers the applicant's latest update changed (its version's paths), for a reviewer reading
 * version `version` > 1; empty otherwise, or while the versions load.
 */
export function useLatestChanges(
  kind: PrecheckKind,
  id: string,
  version: number | undefined,
  enabled: boolean,
) {
  const versions = usePrecheckVersions(kind, id, enabled && (version ?? 1) > 1);
  const latest = versions.data?.items.find((item) => item.version === version);
  return latest?.changedFields ?? NONE;
}

const NONE: readonly string[] = [];
