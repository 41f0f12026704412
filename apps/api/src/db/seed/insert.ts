import type { SessionQuery } from '../client.ts';

type Column = { name: string; type: string };

/**
 * Inserts many rows in one statement: each column travels as one array parameter and `unnest`
 * turns them back into rows, so a batch of thousands costs one round trip. Array-typed columns
 * travel as array literals and are cast back per row.
 */
export async function insertBatch(
  query: SessionQuery,
  table: string,
  columns: Column[],
  rows: Record<string, unknown>[],
  returning?: string,
) {
  const params = columns.map((column) =>
    rows.map((row) => {
      const value = row[column.name];
      if (Array.isArray(value))
        return `{${value.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
      if (value !== null && typeof value === 'object' && !(value instanceof Date))
        return JSON.stringify(value);
      return value ?? null;
    }),
  );
  // Nested arrays and JSON cannot ride inside an array parameter as such: they travel as text.
  const carrier = (type: string) => (type.endsWith('[]') || type === 'jsonb' ? 'text' : type);
  const selects = columns.map((column, i) => `u.c${i}::${column.type}`);
  const unnestArgs = columns.map((column, i) => `$${i + 1}::${carrier(column.type)}[]`);
  const text =
    `insert into ${table} (${columns.map((c) => c.name).join(', ')}) ` +
    `select ${selects.join(', ')} from unnest(${unnestArgs.join(', ')}) as u(${columns.map((_, i) => `c${i}`).join(', ')})` +
    (returning ? ` returning ${returning}` : '');
  return query(text, params);
}
