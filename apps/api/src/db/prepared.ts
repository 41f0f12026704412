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
