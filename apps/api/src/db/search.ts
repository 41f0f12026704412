import { type AnyColumn, ilike, or, type SQL } from 'drizzle-orm';
import { containsPattern } from './errors.ts';

/** Case-insensitive substring match of a search term on any of the columns (trigram indexes serve it). */
export function searchAny(q: string | undefined, columns: AnyColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;
