import { randomBytes } from 'node:crypto';
import { existsSync, openAsBlob, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type Database, embeddedDatabaseDir, openDatabase } from '../db/client.ts';

/**
 * The migrated image as PGlite reads it: a Blob of the file whose `arrayBuffer()` reads the file whole.
 * Node's own reads a Blob out in small chunks and joins them, which took a third of each test
 * database's opening.
 */
async function imageBlob(file: string): Promise<Blob> {
  const blob = await openAsBlob(file);
  blob.arrayBuffer = () => {
    const { buffer, byteOffset, byteLength } = readFileSync(file);
    // A file this large gets an ArrayBuffer of its own, which needs no copy.
    const whole = byteOffset === 0 && byteLength === buffer.byteLength;
    return Promise.resolve(whole ? buffer : buffer.slice(byteOffset, byteOffset + byteLength));
  };
  return blob;
}

/**
 * The in-memory test database's page cache, below the configuration's default: PostgreSQL zeroes it
 * at every start, for a database that holds a test's few rows.
 */
const SHARED_BUFFERS = '16MB';

/**
 * A database of the test's own, empty but migrated: a fresh PostgreSQL database when DATABASE_URL is
 * set (created beside the given one and dropped afterwards), else an in-memory PGlite. Under Vitest
 * both start as a copy of the run's migrated database (test/global-setup.ts), which is far quicker
 * than migrating each.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const imageFile = process.env.PORTAL_TEST_IMAGE;
    const image = imageFile ? await imageBlob(imageFile) : undefined;
    return openDatabase({ dataDir: 'memory', pgliteSharedBuffers: SHARED_BUFFERS, ...(image && { image }) });
  }

  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const template = process.env.PORTAL_TEST_TEMPLATE;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  // Dropping the database ends any connection still closing; that is expected here, not a failure.
  const database = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: 'memory',
    onIdleError: () => undefined,
  });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * The run's image of a whole migrated data directory (test/global-setup.ts) when `dataDir` (a
 * DATA_DIR) has no embedded database yet and the run made one: a new database starts from it as a
 * server's first start leaves one. initdb and the migrations are most of opening a new one, which
 * the tests of what comes after need not repeat (first-start.test.ts starts from nothing).
 */
function imageForNew(dataDir: string): string | undefined {
  const image = process.env.PORTAL_TEST_DATA_DIR_IMAGE;
  return image && !existsSync(path.join(embeddedDatabaseDir(dataDir), 'PG_VERSION')) ? image : undefined;
}

/** The embedded database in `dataDir`, opened; a new one migrated from the run's image (`imageForNew`). */
export async function openDataDir(dataDir: string): Promise<Database> {
  const image = imageForNew(dataDir);
  return openDatabase({ dataDir, ...(image && { image: await imageBlob(image) }) });
}

/** Gives `dataDir` a migrated embedded database from the run's image, if it has none (`imageForNew`). */
export async function migrateDataDir(dataDir: string): Promise<void> {
  if (imageForNew(dataDir)) await (await openDataDir(dataDir)).close();
}
