import { type AnyColumn, desc, ilike, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { normalizeReference } from '@portal/shared';
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
 * The part of a search term its trigram index is asked for. The index intersects the lists of rows
 * holding each of the part's trigrams, so a part whose trigrams most rows hold costs long reads for
 * nothing:
 * - pg_trgm pads every word of a pattern, so a word of one or two characters ("S.r.l.", "& Co. KG")
 *   becomes trigrams that most rows hold: the part is the longest run of the term's words that are
 *   three or more letters or digits long (the whole term when it has none).
 * - A word with digits (a shop number, a postcode, a number in an e-mail address) is held by few rows,
 *   while common words are held by many: when the term has one of three or more characters, the
 *   longest such word alone is the part, which finds the same rows many times faster.
 * The whole term is then checked on the rows found (foldedContains).
 */
export function indexedPart(term: string): string {
  const words = [...term.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    long: m[0].length >= 3,
    digits: /\p{N}/u.test(m[0]),
  }));
  const numbered = words
    .filter((word) => word.long && word.digits)
    .sort((a, b) => b.end - b.start - (a.end - a.start))[0];
  if (numbered && words.length > 1) return term.slice(numbered.start, numbered.end);
  let best: { start: number; end: number } | undefined;
  let run: { start: number; end: number } | undefined;
  for (const word of words) {
    run = word.long ? { start: run?.start ?? word.start, end: word.end } : undefined;
    if (run && (!best || run.end - run.start > best.end - best.start)) best = run;
  }
  return best ? term.slice(best.start, best.end) : term;
}

/**
 * Case-insensitive substring match on a column that holds its text lower-cased already (a pre-check's
 * search_text): LIKE on the term lower-cased by the same lower() matches exactly what ILIKE would.
 * When only part of the term goes to the index (indexedPart), the rows it finds are checked for the
 * whole term with strpos, which no index serves, so the planner does not hand it the whole term again.
 */
export const foldedContains =
  (column: AnyColumn): Search =>
  (term) => {
    const part = indexedPart(term);
    const found = sql`${column} like lower(${containsPattern(part)})`;
    return part === term ? found : sql`${found} and strpos(${column}, lower(${term})) > 0`;
  };

/**
 * A term that reads as a reference (any case, with or without dashes: `normalizeReference`) also
 * finds the record bearing it, through the reference's unique index; anything else searches as before.
 */
export const orReference =
  (column: AnyColumn, search: Search): Search =>
  (term) => {
    const reference = normalizeReference(term);
    return reference ? sql`(${column} = ${reference} or ${search(term)})` : search(term);
  };

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
