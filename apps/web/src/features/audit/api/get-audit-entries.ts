import { AUDIT_PAGE_SIZE, type AuditFilter, auditPageSchema, auditVerifySchema } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Prefix of every audit query. */
export const auditQueryKey = ['audit'] as const;

/** The audit log's CSV export, asked with the same filters as the screen (DESIGN §9). */
export const auditExportPath = '/audit/export.csv';

/** One page of the audit log under the filters in effect, newest first (DESIGN §9). */
export function useAuditEntries(filter: AuditFilter, page: number) {
  return useQuery({
    queryKey: [...auditQueryKey, 'list', { ...filter, page }],
    queryFn: ({ signal }) =>
      apiRequest('/audit', {
        query: { ...filter, page, pageSize: AUDIT_PAGE_SIZE },
        schema: auditPageSchema,
        signal,
      }),
    // Keeps the current page on screen while the next one loads, as every list does.
    placeholderData: keepPreviousData,
  });
}

/** The chain's verification: checked afresh whenever the screen opens or asks again. */
export function useAuditChain() {
  return useQuery({
    queryKey: [...auditQueryKey, 'verify'],
    queryFn: ({ signal }) => apiRequest('/audit/verify', { schema: auditVerifySchema, signal }),
    staleTime: 0,
  });
}
