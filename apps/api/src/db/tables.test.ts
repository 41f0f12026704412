import { describe, expect, it } from 'vitest';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { openDatabase } from './client.ts';
import * as schema from './schema.ts';
import { rowCounts, schemaVersion, TABLES_IN_DEPENDENCY_ORDER } from './tables.ts';

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
