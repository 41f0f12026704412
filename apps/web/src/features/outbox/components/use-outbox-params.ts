import { outboxListQuerySchema } from '@portal/shared';
import { useFilterParams } from '@/lib/use-filter-params';

export const OUTBOX_FILTER_KEYS = ['kind', 'status'] as const;

/** The outgoing list's filters and page, kept in the URL. */
export function useOutboxParams() {
  return useFilterParams(outboxListQuerySchema, OUTBOX_FILTER_KEYS);
}
