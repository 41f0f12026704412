import type { ListQuery } from '@portal/shared';
import { type AnyColumn, count, desc, eq } from 'drizzle-orm';
import type { PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from './client.ts';
import { type Listed, newestPageIds, searchAny } from './search.ts';

export type PagedListSpec<F extends SelectedFieldsFlat> = {
  /** The columns each listed row carries. */
  columns: F;
  /** The columns a search term is looked for in (any of them). */
  searchIn: AnyColumn[];
  /**
   * The total without a search, when counting the table is too slow (the pre-checks' counters);
   * left out, the table is counted.
   */
  unfilteredTotal?: (db: Db) => Promise<number>;
};

export type PagedList<F extends SelectedFieldsFlat> = { items: SelectResultFields<F>[]; total: number };

/**
 * One page of a searchable list, newest first (created_at, then id, both descending), and the number
 * of rows the search matches. The page's ids come from the (created_at, id) index, then the rows are
 * joined to them; the total is counted with the same filter, or given by `unfilteredTotal`.
 */
export async function pagedList<T extends Listed, F extends SelectedFieldsFlat>(
  db: Db,
  table: T,
  spec: PagedListSpec<F>,
  query: ListQuery,
): Promise<PagedList<F>> {
  const where = searchAny(query.q, spec.searchIn);
  const pageIds = newestPageIds(db, table, where, query.page, query.pageSize);
  // Typed per list on the way out: drizzle's builder types do not follow a generic selection.
  const columns: SelectedFieldsFlat = spec.columns;
  const [items, total] = await Promise.all([
    db
      .select(columns)
      .from(table as PgTable)
      .innerJoin(pageIds, eq(table.id, pageIds.pageId))
      .orderBy(desc(table.createdAt), desc(table.id)),
    where || !spec.unfilteredTotal
      ? db
          .select({ value: count() })
          .from(table as PgTable)
          .where(where)
          .then(([row]) => row?.value ?? 0)
      : spec.unfilteredTotal(db),
  ]);
  return { items: items as SelectResultFields<F>[], total };
}
