import { useSearchParams } from 'react-router';
import { pageSetter } from './use-list-search-params';
import type { z } from 'zod';

/** A list's query schema: its filters (each optional text) beside the page and page size. */
type FilterQuerySchema = z.ZodType<{ page: number; pageSize: number }>;

/** The filters of a list's query: what it asks besides the page. */
export type FiltersOf<S extends FilterQuerySchema> = Omit<z.output<S>, 'page' | 'pageSize'>;

/** The URL's filters and page, each that does not parse left out rather than the whole set. */
function parse<S extends FilterQuerySchema>(
  schema: S,
  keys: ReadonlySet<string>,
  params: URLSearchParams,
): { filter: FiltersOf<S>; page: number } {
  const given = Object.fromEntries([...params].filter(([key]) => key === 'page' || keys.has(key)));
  let parsed = schema.safeParse(given);
  if (!parsed.success) {
    const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    parsed = schema.safeParse(Object.fromEntries(Object.entries(given).filter(([key]) => !bad.has(key))));
  }
  if (!parsed.success) return { filter: {} as FiltersOf<S>, page: 1 };
  const { page, pageSize: _pageSize, ...filter } = parsed.data;
  return { filter, page };
}

/**
 * A filtered list's filters and page live in the URL, as every list's search does, so reload, back
 * and a link sent to a colleague show the same rows. New filters start again at page 1. `schema` is
 * the list's query schema from `@portal/shared`, the one the API checks the same filters with.
 */
export function useFilterParams<S extends FilterQuerySchema>(
  schema: S,
  keys: readonly (keyof FiltersOf<S> & string)[],
) {
  const [params, setParams] = useSearchParams();
  const { filter, page } = parse(schema, new Set(keys), params);

  const setPage = pageSetter(setParams);

  const setFilter = (next: FiltersOf<S>) =>
    setParams(() => {
      const updated = new URLSearchParams();
      for (const key of keys) {
        const value = next[key];
        if (value) updated.set(key, String(value));
      }
      return updated;
    });

  return { filter, page, setPage, setFilter };
}
