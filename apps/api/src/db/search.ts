import { type AnyColumn, desc, ilike, or, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { containsPattern } from './errors.ts';

/** Case-insensitive substring match of a search term on any of the columns (trigram indexes serve it). */
export function searchAny(q: string | undefined, columns: AnyColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

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
  where: SQL | undefined,
  { limit, offset }: { limit: number | Placeholder; offset: number | Placeholder },
) {
  return db
    .select({ pageId: table.id })
    .from(table as PgTable)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit)
    .offset(offset)
    .as('page_ids');
}
