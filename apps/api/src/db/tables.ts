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

/**
 * Fixes, for the current transaction, the settings a value's text depends on (times are written in
 * the session's zone and date style), so that PGlite and a PostgreSQL server write equal values alike
 * and either reads the other's text back as the same value.
 */
export async function useCanonicalText(query: SessionQuery): Promise<void> {
  await query(`select set_config('TimeZone', 'UTC', true), set_config('DateStyle', 'ISO, YMD', true),
    set_config('IntervalStyle', 'postgres', true), set_config('extra_float_digits', '1', true),
    set_config('bytea_output', 'hex', true)`);
}

/**
 * A checksum per table of the schema, equal on two databases when their tables hold equal rows in
 * whatever order, and different when a row is missing, extra or changed: the MD5 of each row's text,
 * its two halves summed over the table (a sum needs neither a sort nor the whole table's text at
 * once). Runs in a transaction of its own, whose settings end with it: call it outside one.
 */
export async function tableChecksums(query: SessionQuery): Promise<Record<string, string>> {
  const half = (from: number) =>
    `coalesce(sum(('x' || substr(h, ${from}, 16))::bit(64)::bigint::numeric), 0)`;
  const sums = TABLES_IN_DEPENDENCY_ORDER.map(
    (name) =>
      `select '${name}' as name, (select md5(${half(1)} || ':' || ${half(17)}) from (select md5(t::text) as h from "${name}" t) r) as checksum`,
  ).join(' union all ');
  await query('begin read only');
  try {
    await useCanonicalText(query);
    const { rows } = await query(sums);
    const byName = new Map(rows.map((row) => [String(row.name), String(row.checksum)]));
    return Object.fromEntries(TABLES_IN_DEPENDENCY_ORDER.map((name) => [name, byName.get(name) ?? '']));
  } finally {
    await query('commit');
  }
}

export type SequenceState = { lastValue: string; isCalled: boolean };

/**
 * Every sequence beside the schema's tables (identity columns' and named ones, such as the
 * references'), with its last value and whether that value was drawn yet: what the next row gets.
 */
export async function sequenceStates(query: SessionQuery): Promise<Record<string, SequenceState>> {
  const { rows: names } = await query(
    `select relname as name from pg_class where relkind = 'S' and relnamespace = current_schema()::regnamespace order by relname`,
  );
  if (names.length === 0) return {};
  const { rows } = await query(
    names
      .map(
        ({ name }) =>
          `select '${String(name)}' as name, last_value::text as last_value, is_called from "${String(name)}"`,
      )
      .join(' union all '),
  );
  return Object.fromEntries(
    rows.map((row) => [
      String(row.name),
      { lastValue: String(row.last_value), isCalled: row.is_called === true },
    ]),
  );
}
