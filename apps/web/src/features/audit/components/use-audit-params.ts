import { type AuditFilter, auditListQuerySchema } from '@portal/shared';
import { useSearchParams } from 'react-router';

export const AUDIT_FILTER_KEYS = ['actor', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
const FILTER_KEYS: ReadonlySet<string> = new Set(AUDIT_FILTER_KEYS);

/** The URL's filters and page, each that does not parse left out rather than the whole set. */
function parse(params: URLSearchParams): { filter: AuditFilter; page: number } {
  const given = Object.fromEntries([...params].filter(([key]) => key === 'page' || FILTER_KEYS.has(key)));
  let parsed = auditListQuerySchema.safeParse(given);
  if (!parsed.success) {
    const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    parsed = auditListQuerySchema.safeParse(
      Object.fromEntries(Object.entries(given).filter(([key]) => !bad.has(key))),
    );
  }
  if (!parsed.success) return { filter: {}, page: 1 };
  const { page, pageSize: _pageSize, ...filter } = parsed.data;
  return { filter, page };
}

/**
 * The audit list's filters and page live in the URL, as every list's search does, so reload, back and
 * a link sent to a colleague show the same entries. New filters start again at page 1.
 */
export function useAuditParams() {
  const [params, setParams] = useSearchParams();
  const { filter, page } = parse(params);

  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });

  const setFilter = (next: AuditFilter) =>
    setParams(() => {
      const updated = new URLSearchParams();
      for (const key of AUDIT_FILTER_KEYS) {
        const value = next[key];
        if (value) updated.set(key, value);
      }
      return updated;
    });

  return { filter, page, setPage, setFilter };
}
