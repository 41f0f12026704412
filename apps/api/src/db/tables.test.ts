import { describe, expect, it } from 'vitest';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { openDatabase } from './client.ts';
import * as schema from './schema.ts';
import { openTestDatabase } from '../test/database.ts';
import { rowCounts, schemaVersion, TABLES_IN_DEPENDENCY_ORDER, tableChecksums } from './tables.ts';

describe('the tables in dependency order', () => {
  it('holds every table once, each after every table its foreign keys reference', () => {
    const tables = Object.values(schema).filter((value) => is(value, PgTable));
    expect([...TABLES_IN_DEPENDENCY_ORDER].sort()).toEqual(tables.map((t) => getTableConfig(t).name).sort());
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const key of config.foreignKeys) {
        const parent = getTableConfig(key.reference().foreignTable).name;
        if (parent === config.name) continue;
        expect(TABLES_IN_DEPENDENCY_ORDER.indexOf(parent)).toBeLessThan(
          TABLES_IN_DEPENDENCY_ORDER.indexOf(config.name),
        );
      }
    }
  });

  it('counts the rows of every table and reads the number of applied migrations', async () => {
    const database = await openDatabase({ dataDir: 'memory' });
    try {
      await database.withSession(async (query) => {
        const before = await rowCounts(query);
        expect(Object.keys(before)).toEqual([...TABLES_IN_DEPENDENCY_ORDER]);
        await query(
          `insert into users (name, email, role, language_preference) values ('A', 'a@example.com', 'admin', 'en'), ('B', 'b@example.com', 'merchant', 'en')`,
        );
        const after = await rowCounts(query);
        expect(after.users).toBe(before.users! + 2);
        expect(await schemaVersion(query)).toBeGreaterThan(20);
      });
    } finally {
      await database.close();
    }
  });
});

describe('the checksums per table', () => {
  const users = [
    `('00000000-0000-4000-8000-000000000001', 'Ann', 'ann@example.com', 'admin', 'en', '2026-01-02 03:04:05.123456+00', '2026-01-03 00:00:00+00')`,
    `('00000000-0000-4000-8000-000000000002', 'Bo', 'bo@example.com', 'merchant', 'de', '2026-01-02 03:04:05+00', '2026-01-03 00:00:00+00')`,
  ];
  const insert = (rows: string[]) =>
    `insert into users (id, name, email, role, language_preference, created_at, updated_at) values ${rows.join(', ')}`;

  it('follow the rows, whatever order they were stored in, to the microsecond', async () => {
    const [one, other] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    try {
      const empty = await one.withSession(tableChecksums);
      await one.withSession((query) => query(insert(users)));
      await other.withSession((query) => query(insert([...users].reverse())));
      const filled = await one.withSession(tableChecksums);
      expect(await other.withSession(tableChecksums)).toEqual(filled);
      expect(filled.users).not.toBe(empty.users);
      expect({ ...filled, users: empty.users }).toEqual(empty);

      await other.withSession((query) =>
        query(`update users set created_at = created_at + interval '1 microsecond' where name = 'Ann'`),
      );
      expect((await other.withSession(tableChecksums)).users).not.toBe(filled.users);
    } finally {
      await Promise.all([one.close(), other.close()]);
    }
  });
});
