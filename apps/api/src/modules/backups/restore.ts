import { existsSync, readdirSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import * as tar from 'tar';
import { createPglite, embeddedDatabaseDir } from '../../db/client.ts';
import { lockDataDir } from '../../db/data-dir-lock.ts';
import * as schema from '../../db/schema.ts';
import { verifyChain } from '../audit/index.ts';
import { deriveKey, secretFingerprint } from '../../lib/crypto/derive-key.ts';
import { census } from '../../db/tables.ts';
import { type Manifest, manifestPathOf, manifestSignature, readManifest, sha256OfFile } from './snapshot.ts';

/** A restore that stopped before changing anything, with the reason for the person who ran it. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

const differences = (expected: Manifest['rows'], found: Manifest['rows']) =>
  [...new Set([...Object.keys(expected), ...Object.keys(found)])]
    .filter((table) => expected[table] !== found[table])
    .map(
      (table) =>
        `${table}: ${found[table] ?? 'missing'} rows, the manifest says ${expected[table] ?? 'none'}`,
    );

async function manifestOf(snapshot: string): Promise<Manifest> {
  try {
    return await readManifest(snapshot);
  } catch {
    throw new RestoreRefused(
      `${snapshot} has no readable manifest beside it (${path.basename(manifestPathOf(snapshot))}): only a complete snapshot, with its manifest, is restored`,
    );
  }
}

/**
 * Restores a snapshot into `dataDir` (the server stopped: the directory's lock says so). Nothing there
 * changes until its manifest has been found authentic (its MAC under APP_SECRET), the snapshot
 * checked against it (sha256, schema version, rows per table) and its audit chain verified, unpacked
 * in a directory beside the database; only then does it take the database's place, by a rename.
 */
export async function restoreSnapshot(options: {
  snapshot: string;
  dataDir: string;
  replace: boolean;
  /** The APP_SECRET the restored server will run with, when one is known. */
  appSecret: string | undefined;
  /** Restores a manifest without a MAC (from before they were signed): the person vouches for it. */
  acceptUnsigned?: boolean;
  log?: (line: string) => void;
}): Promise<Manifest> {
  const log = options.log ?? (() => undefined);
  const manifest = await manifestOf(options.snapshot);
  if (!options.appSecret) {
    throw new RestoreRefused(
      `No APP_SECRET for ${options.dataDir}: second factors and website passwords in the snapshot are encrypted under the secret of the server that made it. Set APP_SECRET to that secret, or copy that server's DATA_DIR/app-secret into ${options.dataDir}, then run the restore again. Nothing was restored.`,
    );
  }
  if (secretFingerprint(options.appSecret) !== manifest.secret) {
    throw new RestoreRefused(
      `The snapshot was made under another APP_SECRET than the one for ${options.dataDir}: its second factors and website passwords could not be read. Use the secret of the server that made it. Nothing was restored.`,
    );
  }
  const manifestName = path.basename(manifestPathOf(options.snapshot));
  const signature = manifestSignature(deriveKey(options.appSecret, 'backup-manifests'), manifest);
  if (signature === 'missing' && !options.acceptUnsigned) {
    throw new RestoreRefused(
      `${manifestName} carries no MAC: it was written by a version before manifests were signed, or someone removed it. If you know where the snapshot came from, run again with --accept-unsigned. Nothing was restored.`,
    );
  }
  // The run's output keeps that this one was restored on the person's word.
  if (signature === 'missing') log(`${manifestName} carries no MAC: restoring it as --accept-unsigned asks`);
  if (signature === 'invalid') {
    throw new RestoreRefused(
      `${manifestName} was not written by a server with this APP_SECRET: it was altered or forged. Nothing was restored.`,
    );
  }
  const sha256 = await sha256OfFile(options.snapshot).catch(() => {
    throw new RestoreRefused(`${options.snapshot} cannot be read`);
  });
  const bytes = (await stat(options.snapshot)).size;
  if (sha256 !== manifest.sha256 || bytes !== manifest.bytes) {
    throw new RestoreRefused(
      `${options.snapshot} does not match its manifest (${bytes} bytes with sha256 ${sha256}; the manifest says ${manifest.bytes} bytes with ${manifest.sha256}): it is truncated or altered. Nothing was restored.`,
    );
  }
  await mkdir(options.dataDir, { recursive: true });
  const lock = lockDataDir(options.dataDir);
  try {
    const target = embeddedDatabaseDir(options.dataDir);
    const holdsDatabase = existsSync(target) && readdirSync(target).length > 0;
    if (holdsDatabase && !options.replace) {
      throw new RestoreRefused(
        `${options.dataDir} already holds a database. Restoring replaces it: run again with --replace (after a backup of it, if it matters). Nothing was restored.`,
      );
    }
    const staging = `${target}.restoring`;
    await rm(staging, { recursive: true, force: true });
    log(`checking ${path.basename(options.snapshot)} (${manifest.createdAt}) in ${staging}`);
    try {
      await mkdir(staging);
      await tar.extract({ file: options.snapshot, cwd: staging });
      await checkDirectory(staging, manifest);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
    if (holdsDatabase) {
      const replaced = `${target}.replaced`;
      await rm(replaced, { recursive: true, force: true });
      await rename(target, replaced);
      await rename(staging, target);
      await rm(replaced, { recursive: true, force: true });
    } else {
      await rm(target, { recursive: true, force: true });
      await rename(staging, target);
    }
    log(
      `restored: ${Object.values(manifest.rows).reduce((a, b) => a + b, 0)} rows in ${Object.keys(manifest.rows).length} tables`,
    );
    return manifest;
  } finally {
    lock.release();
  }
}

async function checkDirectory(location: string, manifest: Manifest) {
  const client = await createPglite(location);
  try {
    const found = await census((text, params) => client.query<Record<string, unknown>>(text, params));
    if (found.schemaVersion !== manifest.schemaVersion) {
      throw new RestoreRefused(
        `The snapshot holds schema version ${found.schemaVersion}; its manifest says ${manifest.schemaVersion}. Nothing was restored.`,
      );
    }
    const wrong = differences(manifest.rows, found.rows);
    if (wrong.length > 0) {
      throw new RestoreRefused(
        `The snapshot's rows differ from its manifest: ${wrong.join('; ')}. Nothing was restored.`,
      );
    }
    const chain = await verifyChain(drizzle({ client, schema }));
    if (!chain.ok) {
      throw new RestoreRefused(
        `The snapshot's audit log is broken at entry ${chain.firstBrokenSeq}. Nothing was restored.`,
      );
    }
  } finally {
    await client.close();
  }
}
