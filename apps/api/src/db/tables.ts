import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { SessionQuery } from './client.ts';
import * as schema from './schema.ts';

const allTables = Object.values(schema).filter((value) => is(value, PgTable));

/**
 * Every table of the schema, each after the tables its foreign keys point at: the order a copy inserts
 * them in (and the reverse, the order a wipe deletes them in). Derived from the schema, so a new table
 * is counted, backed up and copied without a list to keep.
 */
export const TABLES_IN_DEPENDENCY_ORDER: readonly string[] = (() => {
  const parents = new Map(
    allTables.map((table) => {
      const config = getTableConfig(table);
      const referenced = config.foreignKeys.map((key) => getTableConfig(key.reference().foreignTable).name);
      return [config.name, referenced.filter((name) => name !== config.name)] as const;
    }),
  );
  const ordered: string[] = [];
  const visit = (name: string, path: readonly string[]) => {
    if (ordered.includes(name)) return;
    if (path.includes(name)) throw new Error(`foreign keys form a cycle: ${[...path, name].join(' → ')}`);
    for (const parent of parents.get(name) ?? []) visit(parent, [...path, name]);
    ordered.push(name);
  };
  for (const name of [...parents.keys()].sort()) visit(name, []);
  return ordered;
})();

/** How many drizzle migrations the database has applied: the schema version a backup or copy records. */
export async function schemaVersion(query: SessionQuery): Promise<number> {
  const { rows } = await query(
    `select case when to_regclass('drizzle.__drizzle_migrations') is null then 0
       else (select count(*) from drizzle.__drizzle_migrations) end::int as version`,
  );
  return Number(rows[0]?.version ?? 0);
}

/** Rows per table, every table of the schema, in one statement (one snapshot of the database). */
export async function rowCounts(query: SessionQuery): Promise<Record<string, number>> {
  const counts = TABLES_IN_DEPENDENCY_ORDER.map(
    (name) => `select '${name}' as name, count(*)::bigint as n from "${name}"`,
  ).join(' union all ');
  const { rows } = await query(counts);
  const byName = new Map(rows.map((row) => [String(row.name), Number(row.n)]));
  return Object.fromEntries(TABLES_IN_DEPENDENCY_ORDER.map((name) => [name, byName.get(name) ?? 0]));
}

/** What a database holds, as a backup's manifest records it and a restore checks it. */
export type Census = { schemaVersion: number; rows: Record<string, number> };

export async function census(query: SessionQuery): Promise<Census> {
  return { schemaVersion: await schemaVersion(query), rows: await rowCounts(query) };
}
