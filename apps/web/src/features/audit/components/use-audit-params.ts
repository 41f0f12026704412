import { auditListQuerySchema } from '@portal/shared';
import { useFilterParams } from '@/lib/use-filter-params';

export const AUDIT_FILTER_KEYS = ['actor', 'action', 'targetType', 'targetId', 'from', 'to'] as const;

/** The audit list's filters and page, kept in the URL. */
export function useAuditParams() {
  return useFilterParams(auditListQuerySchema, AUDIT_FILTER_KEYS);
}
