import { type ListQuery, searchCountLimit } from '@portal/shared';
import { and, count, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { splitCarried } from './carried-column.ts';
import type { Db } from './client.ts';
import { prepared, preparedFirstPages } from './prepared.ts';
import { type Listed, newestPageIds, offsetOf, type Search } from './search.ts';

/** The name the known total travels under beside a page's columns. */
const TOTAL = '__total';
/** The names a batch's cursor travels under beside its columns (`batches`). */
const CURSOR_AT = '__cursorAt';
const CURSOR_ID = '__cursorId';

export type PagedListSpec<F extends SelectedFieldsFlat> = {
  /** Names the list's prepared statements: unique in the code base. */
  name: string;
  /** The columns each listed row carries. */
  columns: F;
  /** How a search term is looked for. */
  search: Search;
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
 * are joined to them. A search's total is counted in the same statement, up to a little past the page
 * (searchCountLimit; one more is looked for, to tell "exactly there" from "more"); without a search
 * the table is counted, or, when the list has `unfilteredTotal`, it comes in the page's own statement.
 * Pages without a search are prepared statements; the first of them, every list screen's opening, one
 * per page size with nothing bound but constants, so PostgreSQL plans it once per connection.
 * `batches` walks the same search in the same order through every row (the list's export).
 */
export function pagedList<T extends Listed, F extends SelectedFieldsFlat>(table: T, spec: PagedListSpec<F>) {
  /** A page without a search, with the known total beside its rows when the list has one. */
  const unfiltered = (db: Db, range: { limit: number | Placeholder; offset: number | Placeholder }) => {
    const knownTotal = spec.unfilteredTotal;
    // Typed per list on the way out: drizzle's builder types do not follow a generic selection.
    const columns: SelectedFieldsFlat = knownTotal ? { ...spec.columns, [TOTAL]: knownTotal } : spec.columns;
    const pageIds = newestPageIds(db, table, range);
    return db
      .select(columns)
      .from(table as PgTable)
      .innerJoin(pageIds, eq(table.id, pageIds.pageId))
      .orderBy(desc(table.createdAt), desc(table.id));
  };
  const unfilteredPage = prepared((db) =>
    unfiltered(db, {
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
    }).prepare(`${spec.name}_page`),
  );
  const firstPage = preparedFirstPages((db, rows, pageSize) =>
    unfiltered(db, { limit: rows, offset: 0 }).prepare(`${spec.name}_first_${pageSize}`),
  );
  const countAll = (db: Db, knownTotal: SQL<number> | undefined) =>
    db
      .select({ value: knownTotal ?? count() })
      .from(table as PgTable)
      .limit(1)
      .then(([row]) => Number(row?.value ?? 0));
  // In the page's order: the newest-first walk that finds the page finds the matches after it too,
  // where an unordered count may take a costlier path to the same few rows.
  const matching = (db: Db, where: SQL, upTo: number) => {
    // Widened, not asserted: drizzle's column types do not follow the generic table into a CTE.
    const listed: PgTable = table;
    const { id, createdAt }: { id: PgColumn; createdAt: PgColumn } = table;
    return db
      .select({ id, createdAt })
      .from(listed)
      .where(where)
      .orderBy(desc(createdAt), desc(id))
      .limit(upTo + 1);
  };
  const countMatches = (db: Db, where: SQL, upTo: number) =>
    db
      .select({ value: count() })
      .from(matching(db, where, upTo).as('matches'))
      .then(([row]) => Number(row?.value ?? 0));
  /**
   * A search's page and its count in one statement: the matches up to the count's limit are found once
   * (a CTE read twice is materialised), counted, and the page's rows are joined to its slice of them.
   */
  const searchPage = (
    db: Db,
    where: SQL,
    upTo: number,
    { limit, offset }: { limit: number; offset: number },
  ) => {
    const matches = db.$with('matches').as(matching(db, where, upTo));
    const pageIds = db
      .select({ pageId: matches.id })
      .from(matches)
      .orderBy(desc(matches.createdAt), desc(matches.id))
      .limit(limit)
      .offset(offset)
      .as('page_ids');
    return db
      .with(matches)
      .select({
        ...spec.columns,
        [TOTAL]: sql<number>`(select count(*) from ${matches})`,
      } as SelectedFieldsFlat)
      .from(table as PgTable)
      .innerJoin(pageIds, eq(table.id, pageIds.pageId))
      .orderBy(desc(table.createdAt), desc(table.id));
  };

  /** The page's rows without the total they carry, and that total (none past the end). */
  const withoutTotal = (rows: Record<string, unknown>[]) => {
    const { rows: items, carried } = splitCarried(rows, TOTAL);
    return {
      items: items as SelectResultFields<F>[],
      carried: carried === undefined ? undefined : Number(carried),
    };
  };

  const page = async (db: Db, query: ListQuery): Promise<PagedList<F>> => {
    const range = { limit: query.pageSize, offset: offsetOf(query.page, query.pageSize) };
    if (query.q) {
      const where = spec.search(query.q);
      const upTo = searchCountLimit(query.page, query.pageSize);
      const { items, carried } = withoutTotal(await searchPage(db, where, upTo, range));
      const counted = carried ?? (await countMatches(db, where, upTo));
      return { items, total: Math.min(counted, upTo), totalCapped: counted > upTo };
    }
    const knownTotal = spec.unfilteredTotal;
    const rows =
      range.offset === 0 ? firstPage(db, range.limit).execute() : unfilteredPage(db).execute(range);
    if (!knownTotal) {
      const [items, total] = await Promise.all([rows, countAll(db, undefined)]);
      return { items: items as SelectResultFields<F>[], total, totalCapped: false };
    }
    const { items, carried } = withoutTotal(await rows);
    return { items, total: carried ?? (await countAll(db, knownTotal)), totalCapped: false };
  };

  /**
   * Every row the search matches (every row without one) in the page order, `batchSize` rows at a
   * time, with the columns asked for: each batch continues below the last row of the one before by
   * (created_at, id), which the newest-first index serves, so the thousandth batch costs what the
   * first does where an offset would walk every row before it. The cursor's time travels as text:
   * a JavaScript Date keeps milliseconds, the column microseconds, and a rounded cursor would skip or
   * repeat rows that share a millisecond.
   */
  async function* batches<C extends SelectedFieldsFlat>(
    db: Db,
    q: string | undefined,
    columns: C,
    batchSize: number,
  ): AsyncGenerator<SelectResultFields<C>[]> {
    const search = q ? spec.search(q) : undefined;
    // Widened, not asserted: drizzle's select types do not follow the generic table.
    const listed: PgTable = table;
    const selection: SelectedFieldsFlat = {
      ...columns,
      [CURSOR_AT]: sql<string>`${table.createdAt}::text`,
      [CURSOR_ID]: table.id,
    };
    for (let after: { at: unknown; id: unknown } | undefined; ;) {
      const below = after && sql`(${table.createdAt}, ${table.id}) < (${after.at}::timestamptz, ${after.id})`;
      const rows: Record<string, unknown>[] = await db
        .select(selection)
        .from(listed)
        .where(and(search, below))
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(batchSize);
      // The cursor columns ride along: stripping them from a million rows costs more than they do.
      if (rows.length > 0) yield rows as SelectResultFields<C>[];
      const last = rows[batchSize - 1];
      if (!last) return;
      after = { at: last[CURSOR_AT], id: last[CURSOR_ID] };
    }
  }

  return Object.assign(page, { batches });
}
