import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migratedImages, openDatabase } from '../db/client.ts';

/**
 * Migrates one database for the whole run, which each test file then copies (test/database.ts): a
 * PostgreSQL template database when DATABASE_URL is set, else an image file of an embedded one, and
 * one of a whole data directory for the embedded databases tests keep on files, a compiled server's
 * among them (`openDataDir`). The test workers learn where they are from the environment, which they
 * inherit.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-image-'));
    const images = await migratedImages();
    const write = async (name: string, image: Blob) => {
      const file = path.join(dir, name);
      writeFileSync(file, Buffer.from(await image.arrayBuffer()));
      return file;
    };
    process.env.PORTAL_TEST_IMAGE = await write('migrated.tar', images.database);
    process.env.PORTAL_TEST_DATA_DIR_IMAGE = await write('data-dir.tar', images.dataDir);
    return async () => rmSync(dir, { recursive: true, force: true });
  }
  const name = `portal_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const template = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory' });
  await template.close();
  process.env.PORTAL_TEST_TEMPLATE = name;
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
