import { randomBytes } from 'node:crypto';
import { openAsBlob, readFileSync } from 'node:fs';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';

/**
 * The migrated image as PGlite reads it: a Blob of the file whose `arrayBuffer()` reads the file whole.
 * Node's own reads a Blob out in small chunks and joins them, which took a third of each test
 * database's opening.
 */
export async function imageBlob(file: string): Promise<Blob> {
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
 * The embedded test database's page cache. PostgreSQL zeroes it at every start, and PGlite's own
 * default (128MB) made that most of opening one, for a database that holds a test's few rows.
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
