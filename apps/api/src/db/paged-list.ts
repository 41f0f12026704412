import { type ListQuery, searchCountLimit } from '@portal/shared';
import { type AnyColumn, count, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from './client.ts';
import { prepared, preparedFirstPages } from './prepared.ts';
import { type Listed, newestPageIds, offsetOf, searchAny } from './search.ts';

/** The name the known total travels under beside a page's columns. */
const TOTAL = '__total';

export type PagedListSpec<F extends SelectedFieldsFlat> = {
  /** Names the list's prepared statements: unique in the code base. */
  name: string;
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

export type PagedList<F extends SelectedFieldsFlat> = {
  items: SelectResultFields<F>[];
  total: number;
  totalCapped: boolean;
};

/**
 * A searchable list, newest first (created_at, then id, both descending): one page of it and the
 * number of rows the search matches. The page's ids come from the (created_at, id) index, then the rows
 * are joined to them. A search's total is counted with the same filter, alongside, up to a little past
 * the page (searchCountLimit; one more is looked for, to tell "exactly there" from "more"); without a
 * search the table is counted, or, when the list has `unfilteredTotal`, it comes in the page's own
 * statement. Pages without a search are prepared statements; the first of them, every list screen's
 * opening, one per page size with nothing bound but constants, so PostgreSQL plans it once per
 * connection.
 */
export function pagedList<T extends Listed, F extends SelectedFieldsFlat>(table: T, spec: PagedListSpec<F>) {
  const select = (
    db: Db,
    where: SQL | undefined,
    knownTotal: SQL<number> | undefined,
    range: { limit: number | Placeholder; offset: number | Placeholder },
  ) => {
    // Typed per list on the way out: drizzle's builder types do not follow a generic selection.
    const columns: SelectedFieldsFlat = knownTotal ? { ...spec.columns, [TOTAL]: knownTotal } : spec.columns;
    const pageIds = newestPageIds(db, table, where, range);
    return db
      .select(columns)
      .from(table as PgTable)
      .innerJoin(pageIds, eq(table.id, pageIds.pageId))
      .orderBy(desc(table.createdAt), desc(table.id));
  };
  const unfilteredPage = prepared((db) =>
    select(db, undefined, spec.unfilteredTotal, {
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
    }).prepare(`${spec.name}_page`),
  );
  const firstPage = preparedFirstPages((db, rows, pageSize) =>
    select(db, undefined, spec.unfilteredTotal, { limit: rows, offset: 0 }).prepare(
      `${spec.name}_first_${pageSize}`,
    ),
  );
  const countAll = (db: Db, knownTotal: SQL<number> | undefined) =>
    db
      .select({ value: knownTotal ?? count() })
      .from(table as PgTable)
      .limit(1)
      .then(([row]) => Number(row?.value ?? 0));
  const countMatches = (db: Db, where: SQL, upTo: number) => {
    const matches = db
      .select({ one: sql`1` })
      .from(table as PgTable)
      .where(where)
      .limit(upTo + 1)
      .as('matches');
    return db
      .select({ value: count() })
      .from(matches)
      .then(([row]) => Number(row?.value ?? 0));
  };

  return async (db: Db, query: ListQuery): Promise<PagedList<F>> => {
    const where = searchAny(query.q, spec.searchIn);
    const knownTotal = where ? undefined : spec.unfilteredTotal;
    const range = { limit: query.pageSize, offset: offsetOf(query.page, query.pageSize) };
    const page = where
      ? select(db, where, undefined, range)
      : range.offset === 0
        ? firstPage(db, range.limit).execute()
        : unfilteredPage(db).execute(range);
    const upTo = searchCountLimit(query.page, query.pageSize);
    const [rows, counted] = await Promise.all([
      page,
      knownTotal ? undefined : where ? countMatches(db, where, upTo) : countAll(db, undefined),
    ]);
    if (!knownTotal) {
      const totalCapped = where !== undefined && counted! > upTo;
      const total = totalCapped ? upTo : counted!;
      return { items: rows as SelectResultFields<F>[], total, totalCapped };
    }
    const items = rows.map(({ [TOTAL]: _total, ...row }) => row) as SelectResultFields<F>[];
    // A page past the end has no row to carry the total: asked on its own then.
    const total = rows.length > 0 ? Number(rows[0]![TOTAL]) : await countAll(db, knownTotal);
    return { items, total, totalCapped: false };
  };
}
