import { type Placeholder, sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * A statement built once per database handle and kept prepared: drizzle turns it into SQL once rather
 * than on every request (building a wide select was a fifth of a detail request's CPU), and PostgreSQL
 * parses and plans it once per connection. Give the statement a name unique in the code base.
 */
export function prepared<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const built = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/**
 * A row count written into a prepared statement's text rather than bound. PostgreSQL keeps one plan
 * for a prepared statement only while that plan is estimated no dearer than planning for the values
 * at hand; a bound LIMIT is estimated at a tenth of the table, so a statement with one is planned
 * again on every execution, which costs more than running it. The count must be a program constant or
 * a validated integer: it becomes SQL text.
 */
export function fixedLimit(rows: number): Placeholder {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new RangeError(`not a row count: ${rows}`);
  // drizzle writes an SQL object in LIMIT's place as it is; its type admits only numbers and placeholders.
  return sql.raw(String(rows)) as unknown as Placeholder;
}

/**
 * A first page prepared once per page size, its row count written in (`fixedLimit`), so each is
 * planned once per connection. `build` gets that count and the page size, to name the statement by.
 * Page sizes are validated integers up to MAX_PAGE_SIZE: at most that many statements per caller.
 */
export function preparedFirstPages<Statement>(
  build: (db: Db, rows: Placeholder, pageSize: number) => Statement,
): (db: Db, pageSize: number) => Statement {
  const bySize = new Map<number, (db: Db) => Statement>();
  return (db, pageSize) => {
    let statement = bySize.get(pageSize);
    if (!statement) {
      const rows = fixedLimit(pageSize);
      statement = prepared((handle) => build(handle, rows, pageSize));
      bySize.set(pageSize, statement);
    }
    return statement(db);
  };
}
