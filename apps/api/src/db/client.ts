import { mkdirSync, readdirSync } from 'node:fs';
import type { Readable } from 'node:stream';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as tar from 'tar';
import { DEFAULT_PGLITE_SHARED_BUFFERS, MIGRATIONS_FOLDER as migrationsFolder } from '../config.ts';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';
import { listenPostgres, type NoticeHandlers, type NoticeListener } from './notices.ts';
import * as schema from './schema.ts';
import { type Census, census } from './tables.ts';
import { isTransientDatabaseError } from './transient.ts';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver sits underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The rows of a raw query: both drivers answer `{ rows }`, which the one `Db` type cannot say. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Plain parameterised SQL on one connection: for bulk work (the seed) that needs session settings. */
export type SessionQuery = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * The connections the database is reached through: how many are open, how many a statement holds,
 * and how many callers wait for one. Null where the driver cannot tell: PGlite is one connection,
 * which queues statements inside itself and does not say how many.
 */
export type PoolStats = { size: number; inUse: number | null; waiting: number | null };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  poolStats(): PoolStats;
  withSession<T>(work: (query: SessionQuery) => Promise<T>): Promise<T>;
  /** Hears the NOTIFY notices of one channel, sent by any instance on this database, as they commit. */
  listen(channels: string[], handlers: NoticeHandlers): Promise<NoticeListener>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Hands the embedded database's files to `store` as a gzipped tarball and answers the schema version
   * and rows per table they hold. PostgreSQL has none: its backups are pg_dump's (docs/operations.md).
   */
  snapshot?: (store: (tarball: Readable) => Promise<void>) => Promise<Census>;
};

// Any fixed number works: every instance takes the same lock, so only one migrates at a time.
const MIGRATION_LOCK_ID = 72_410_001;

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

const appliedMigrations = async (query: Query) => {
  const { rows } = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as made`);
  if (!rows[0]?.made) return 0;
  return Number((await query('select count(*) as n from drizzle.__drizzle_migrations')).rows[0]?.n);
};

/**
 * Runs `migrate`, then, if it applied anything, vacuums and analyses the database: a migration that
 * rewrote a table (0010 does) leaves it without the visibility map that index-only scans (the
 * searches' newest-first index) need, and without statistics, until autovacuum gets round to it.
 */
async function migrateThenVacuum(query: Query, migrate: () => Promise<void>) {
  const before = await appliedMigrations(query);
  await migrate();
  if ((await appliedMigrations(query)) !== before) await query('vacuum analyze');
}

type IdleError = (error: Error) => void;

const ignoreCheckedOutError = () => undefined;

type PoolClient = pg.PoolClient;

/** The SQL of a pg query, whether it was given as text or as a config object. */
const queryText = (config: unknown): unknown =>
  typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;

/**
 * Drizzle's `transaction()` sends BEGIN before its try/finally, so when BEGIN fails (the connection died
 * between checkout and BEGIN) the client is never released: after ten such losses the pool is empty
 * for good and every request times out. Such a client is released here, with its error, which makes
 * the pool destroy it.
 */
function releaseOnFailedBegin(client: PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    const text = queryText(config);
    const pending = query(config, ...rest);
    if (typeof text !== 'string' || !/^\s*begin\b/i.test(text) || !(pending instanceof Promise))
      return pending;
    return pending.catch((error: unknown) => {
      client.release(error instanceof Error ? error : true);
      throw error;
    });
  }) as typeof client.query;
}

const READ_RETRIES = [50, 250];

/**
 * A plain read that fails because its connection died is run again on a fresh connection: it changes
 * nothing, so a second run is safe. Writes and anything in a transaction are never repeated here.
 */
function retryReads(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<unknown>;
  const isRead = (config: unknown) => {
    const text = queryText(config);
    return typeof text === 'string' && /^\s*select\b/i.test(text) && !/\bfor\s+(update|share)\b/i.test(text);
  };
  const retrying = async (config: unknown, values?: unknown) => {
    for (const delay of READ_RETRIES) {
      try {
        return await query(config, values);
      } catch (error) {
        if (!isTransientDatabaseError(error) || !isRead(config)) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
    return query(config, values);
  };
  pool.query = ((config: unknown, values?: unknown, callback?: unknown) =>
    typeof values === 'function' || typeof callback === 'function'
      ? (query as (...args: unknown[]) => unknown)(config, values, callback)
      : retrying(config, values)) as typeof pool.query;
}

async function openPostgres(url: string, onIdleError: IdleError): Promise<Database> {
  // Without a connect timeout a request would wait for ever while the server is away.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  // A connection the server ends (restart, failover, admin command) emits 'error'; unheard, the event
  // would crash the process. The pool reports idle clients' errors itself; a checked-out client's error
  // also fails its next query, which reports it, so here it only needs hearing. The pool replaces dead
  // connections by itself.
  pool.on('error', onIdleError);
  pool.on('connect', (client) => {
    client.on('error', ignoreCheckedOutError);
    releaseOnFailedBegin(client);
  });
  retryReads(pool);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateThenVacuum(
      (text) => lock.query(text),
      () => migratePg(drizzlePg({ client: lock, schema }), { migrationsFolder }),
    );
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lock.release();
  }
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({
      size: pool.totalCount,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async withSession(work) {
      const client = await pool.connect();
      try {
        return await work((text, params) => client.query(text, params));
      } finally {
        client.release();
      }
    },
    listen: (channels, handlers) => listenPostgres(url, channels, handlers, onIdleError),
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}

/** Where the embedded database keeps its files inside DATA_DIR. */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, 'pgdata');

/**
 * A PGlite as the portal opens every embedded database: with its extension, from `image` when given,
 * and a page cache (PostgreSQL's `shared_buffers`) of `sharedBuffers`, else the configuration's
 * default. Its pages live in the WebAssembly heap, which grows to hold them and never gives memory back.
 */
export function createPglite(
  location: string,
  {
    image,
    sharedBuffers = DEFAULT_PGLITE_SHARED_BUFFERS,
  }: { image?: Blob | undefined; sharedBuffers?: string | undefined } = {},
): Promise<PGlite> {
  return PGlite.create(location, {
    extensions: { pg_trgm },
    ...(image && { loadDataDir: image }),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
  });
}

/**
 * The embedded database is one PGlite instance: it queues statements itself and holds its lock for
 * the whole of a transaction, so code inside a transaction must use the transaction handle.
 */
async function openPglite(dataDir: string, image?: Blob, sharedBuffers?: string): Promise<Database> {
  let location = 'memory://';
  let lock: DataDirLock | undefined;
  if (dataDir !== 'memory') {
    location = embeddedDatabaseDir(dataDir);
    mkdirSync(location, { recursive: true });
    lock = lockDataDir(dataDir);
  }
  const client = await createPglite(location, { image, sharedBuffers }).catch((error: unknown) => {
    lock?.release();
    throw error;
  });
  const close = async () => {
    try {
      await client.close();
    } finally {
      lock?.release();
    }
  };
  const pgliteDb = drizzlePglite({ client, schema });
  await migrateThenVacuum(
    (text) => client.query<Record<string, unknown>>(text),
    () => migratePglite(pgliteDb, { migrationsFolder }),
  ).catch(async (error: unknown) => {
    await close().catch(() => undefined);
    throw error;
  });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    poolStats: () => ({ size: 1, inUse: null, waiting: null }),
    withSession: (work) => work((text, params) => client.query<Record<string, unknown>>(text, params)),
    // One instance holds the embedded database (its lock), so its own notices are all there are.
    async listen(channels, handlers) {
      const unlisten = await Promise.all(
        channels.map((channel) => client.listen(channel, (payload) => handlers.notice(channel, payload))),
      );
      handlers.up();
      return {
        confirmedSince: () => Date.now(),
        notify: async (channel, payload) =>
          void (await client.query('select pg_notify($1, $2)', [channel, payload])),
        instances: async () => 1,
        async close() {
          if (!client.closed) for (const stop of unlisten) await stop();
        },
      };
    },
    ping: async () => void (await db.execute(sql`select 1`)),
    close,
    /**
     * Inside one transaction, which every other statement and transaction waits for (PGlite takes its
     * transaction lock for each `query`): the counts and the files are of the same moment, and after
     * the checkpoint nothing writes the files until it ends. An in-memory database (the tests') has
     * no files to copy.
     */
    snapshot: !lock
      ? undefined
      : (store: (tarball: Readable) => Promise<void>) =>
          client.transaction(async (tx) => {
            const query: SessionQuery = (text, params) => tx.query<Record<string, unknown>>(text, params);
            // Flushes every change into the data files, so a restore replays no WAL.
            await query('checkpoint');
            const counted = await census(query);
            await store(tarOf(location));
            return counted;
          }),
  };
}

// The running server's own marks, which a copy of its files must not carry (as pg_basebackup leaves them).
const NOT_DATA = new Set(['postmaster.pid', 'postmaster.opts']);

/**
 * The files of a quiescent data directory as a gzipped tarball, streamed: memory stays flat at any
 * size, where PGlite's `dumpDataDir` builds the whole tarball in memory (docs/operations.md, Backups).
 */
const tarOf = (dir: string): Readable =>
  tar.create(
    { cwd: dir, gzip: true, portable: true, filter: (entry) => !NOT_DATA.has(path.basename(entry)) },
    readdirSync(dir),
  ) as unknown as Readable;

/** PostgreSQL when a URL is given, else the embedded database in dataDir ('memory' for tests). */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** A new database starts as this image (see `migratedImages`) instead of empty. */
  image?: Blob;
  /** The embedded database's page cache (PostgreSQL's `shared_buffers`, e.g. `32MB`); unset, the configuration's default. */
  pgliteSharedBuffers?: string;
  onIdleError?: IdleError;
}): Promise<Database> {
  const onIdleError =
    options.onIdleError ?? ((error: Error) => console.warn(`database connection lost: ${error.message}`));
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, onIdleError)
    : openPglite(options.dataDir, options.image, options.pgliteSharedBuffers);
}

/**
 * Images of a freshly migrated embedded database; opening one takes a fraction of running initdb and
 * the migrations again. `dataDir` is the whole data directory as a server's first start leaves it,
 * for a DATA_DIR of its own. `database` holds the portal's database alone, for in-memory ones: the two
 * templates PostgreSQL keeps for `create database`, which nothing opened in memory runs, are each as
 * large as it and would be unpacked at every opening.
 */
export async function migratedImages(): Promise<{ dataDir: Blob; database: Blob }> {
  const client = await createPglite('memory://');
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    const dataDir = await client.dumpDataDir('none');
    for (const template of ['template0', 'template1']) {
      await client.query(`alter database ${template} is_template false`);
      await client.query(`drop database ${template}`);
    }
    return { dataDir, database: await client.dumpDataDir('none') };
  } finally {
    await client.close();
  }
}
