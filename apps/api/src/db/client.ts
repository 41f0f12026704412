import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver sits underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Plain parameterised SQL on one connection: for bulk work (the seed) that needs session settings. */
export type SessionQuery = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  withSession<T>(work: (query: SessionQuery) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

// Any fixed number works: every instance takes the same lock, so only one migrates at a time.
const MIGRATION_LOCK_ID = 72_410_001;

type IdleError = (error: Error) => void;

async function openPostgres(url: string, onIdleError: IdleError): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // An idle connection the server ends (restart, failover, admin command) surfaces here; unheard, the
  // 'error' event would crash the process. The pool replaces the connection on the next query.
  pool.on('error', onIdleError);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client: lock, schema }), { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lock.release();
  }
  return {
    db,
    kind: 'postgres',
    async withSession(work) {
      const client = await pool.connect();
      try {
        return await work((text, params) => client.query(text, params));
      } finally {
        client.release();
      }
    },
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}

/**
 * The embedded database is one PGlite instance: it queues statements itself and holds its lock for
 * the whole of a transaction, so code inside a transaction must use the transaction handle.
 */
async function openPglite(dataDir: string | 'memory'): Promise<Database> {
  let location = 'memory://';
  if (dataDir !== 'memory') {
    location = path.join(dataDir, 'pgdata');
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location, { extensions: { pg_trgm } });
  const pgliteDb = drizzlePglite({ client, schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    withSession: (work) =>
      work(
        (text, params) =>
          client.query<Record<string, unknown>>(text, params) as Promise<{ rows: Record<string, unknown>[] }>,
      ),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}

/** PostgreSQL when a URL is given, else the embedded database in dataDir ('memory' for tests). */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  onIdleError?: IdleError;
}): Promise<Database> {
  const onIdleError =
    options.onIdleError ?? ((error: Error) => console.warn(`database connection lost: ${error.message}`));
  return options.databaseUrl ? openPostgres(options.databaseUrl, onIdleError) : openPglite(options.dataDir);
}
