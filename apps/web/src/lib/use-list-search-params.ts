import { listQuerySchema } from '@portal/shared';
import { useSearchParams } from 'react-router';

const searchSchema = listQuerySchema(1).pick({ q: true, page: true });

/** Moves a list in the URL to page `next`, keeping the rest of the query; page 1 is left out. */
export const pageSetter =
  (setParams: ReturnType<typeof useSearchParams>[1]) =>
  (next: number): void =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });

/**
 * A list's search text and page live in the URL (?q=&page=), so reload, back and shared links show
 * the same list. Page 1 is left out of the URL; a malformed URL reads as the first, unfiltered page.
 */
export function useListSearchParams() {
  const [params, setParams] = useSearchParams();
  const parsed = searchSchema.safeParse({
    q: params.get('q') ?? undefined,
    page: params.get('page') ?? undefined,
  });
  const q = parsed.success ? (parsed.data.q ?? '') : '';
  const page = parsed.success ? parsed.data.page : 1;

  const setPage = pageSetter(setParams);

  /** A new search starts again at page 1 (spec §4). Replaces the entry: each search is no step back. */
  const setQuery = (next: string) => {
    if (next === q) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('q', next);
        else updated.delete('q');
        updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  };

  return { q, page, setPage, setQuery };
}
