import type { ListQuery } from '@portal/shared';
import { type AnyColumn, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from './client.ts';
import { type Listed, newestPageIds, searchAny } from './search.ts';

/** The name the known total travels under beside a page's columns. */
const TOTAL = '__total';

export type PagedListSpec<F extends SelectedFieldsFlat> = {
  /** The columns each listed row carries. */
  columns: F;
  /** The columns a search term is looked for in (any of them). */
  searchIn: AnyColumn[];
  /**
   * The total without a search, when counting the table is too slow (the pre-checks' counters): an
   * expression selected beside the page's rows. Left out, the table is counted.
   */
  unfilteredTotal?: SQL<number>;
};

export type PagedList<F extends SelectedFieldsFlat> = { items: SelectResultFields<F>[]; total: number };

/**
 * One page of a searchable list, newest first (created_at, then id, both descending), and the number
 * of rows the search matches. The page's ids come from the (created_at, id) index, then the rows are
 * joined to them. The total is counted with the same filter, alongside; without a search, when the
 * list has `unfilteredTotal`, it comes in the page's own statement.
 */
export async function pagedList<T extends Listed, F extends SelectedFieldsFlat>(
  db: Db,
  table: T,
  spec: PagedListSpec<F>,
  query: ListQuery,
): Promise<PagedList<F>> {
  const where = searchAny(query.q, spec.searchIn);
  const pageIds = newestPageIds(db, table, where, query.page, query.pageSize);
  const knownTotal = where ? undefined : spec.unfilteredTotal;
  // Typed per list on the way out: drizzle's builder types do not follow a generic selection.
  const columns: SelectedFieldsFlat = knownTotal ? { ...spec.columns, [TOTAL]: knownTotal } : spec.columns;
  const countRows = () =>
    db
      .select({ value: knownTotal ?? count() })
      .from(table as PgTable)
      .where(where)
      .limit(1)
      .then(([row]) => Number(row?.value ?? 0));
  const [rows, counted] = await Promise.all([
    db
      .select(columns)
      .from(table as PgTable)
      .innerJoin(pageIds, eq(table.id, pageIds.pageId))
      .orderBy(desc(table.createdAt), desc(table.id)),
    knownTotal ? undefined : countRows(),
  ]);
  if (!knownTotal) return { items: rows as SelectResultFields<F>[], total: counted! };
  const items = rows.map(({ [TOTAL]: _total, ...row }) => row) as SelectResultFields<F>[];
  // A page past the end has no row to carry the total: asked on its own then.
  const total = rows.length > 0 ? Number(rows[0]![TOTAL]) : await countRows();
  return { items, total };
}
