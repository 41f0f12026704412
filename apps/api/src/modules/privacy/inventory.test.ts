import { readFileSync } from 'node:fs';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';
import { INVENTORY, PRIVACY_DOC, privacyDoc } from './index.ts';

/** Every table of the schema with its columns, as SQL names them. */
const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableConfig(table))
  .map(({ name, columns }) => ({ name, columns: columns.map((column) => column.name) }));

describe('the personal-data inventory', () => {
  it('knows every table of the schema and no other', () => {
    expect(Object.keys(INVENTORY).sort()).toEqual(tables.map((table) => table.name).sort());
  });

  it.each(tables)('classifies each column of $name once: personal or not', ({ name, columns }) => {
    const entry = INVENTORY[name]!;
    const listed = [...Object.keys(entry.personal), ...entry.notPersonal];
    expect(listed.sort()).toEqual([...columns].sort());
  });

  it('is what docs/privacy.md says (npm run docs:privacy)', async () => {
    const committed = readFileSync(PRIVACY_DOC, 'utf8');
    expect(await privacyDoc(committed)).toBe(committed);
    const stale = committed.replace('`gen_email`: ', '`gen_email`: (edited) ');
    expect(await privacyDoc(stale)).toBe(committed);
  });
});
