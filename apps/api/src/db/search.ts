import { type AnyColumn, desc, ilike, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { containsPattern } from './errors.ts';

/** How a list finds a search term: the condition a row must meet. */
export type Search = (term: string) => SQL;

/** Case-insensitive substring match on any of the columns (trigram indexes serve it). */
export const anyContains =
  (columns: AnyColumn[]): Search =>
  (term) => {
    const pattern = containsPattern(term);
    return or(...columns.map((column) => ilike(column, pattern)))!;
  };

/**
 * Case-insensitive substring match on a column that holds its text lower-cased already (a pre-check's
 * search_text): LIKE on the term lower-cased by the same lower() matches exactly what ILIKE would.
 */
export const foldedContains =
  (column: AnyColumn): Search =>
  (term) =>
    sql`${column} like lower(${containsPattern(term)})`;

export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;

/** A table listed newest first: its (created_at, id) index serves the order. */
export type Listed = PgTable & { id: PgColumn; createdAt: PgColumn };

/**
 * The ids of one page, newest first, as a subquery to join the rows to. Skipping `offset` rows then
 * walks only the (created_at, id) index, not the table: deep pages of a large table stay fast.
 */
export function newestPageIds<T extends Listed>(
  db: Db,
  table: T,
  { limit, offset }: { limit: number | Placeholder; offset: number | Placeholder },
) {
  return db
    .select({ pageId: table.id })
    .from(table as PgTable)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit)
    .offset(offset)
    .as('page_ids');
}
