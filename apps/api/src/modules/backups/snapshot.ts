import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import { type ManifestSignature, SNAPSHOT_KINDS, type SnapshotKind } from '@portal/shared';
import { z } from '@portal/shared/zod';
import type { Census } from '../../db/tables.ts';

/**
 * A snapshot is the embedded database's data directory as a gzipped tarball, taken while nothing writes
 * it (`Database.snapshot`), rather than pglite-tools' `pgDump` SQL: it opens again exactly as it was
 * (indexes, sequences, the audit chain's hashes) without replaying SQL, and needs no second WebAssembly
 * program. Its one limit, that only PGlite opens it, is what `db:copy` answers when a team moves to
 * PostgreSQL.
 */
export const SNAPSHOT_EXTENSION = '.tar.gz';
const MANIFEST_EXTENSION = '.json';
const PREFIX = 'portal-';

export const manifestSchema = z.object({
  createdAt: z.iso.datetime(),
  // Manifests from before there were two kinds were all but a few scheduled.
  kind: z.enum(SNAPSHOT_KINDS).default('scheduled'),
  schemaVersion: z.number().int(),
  rows: z.record(z.string(), z.number().int()),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.number().int(),
  /** `secretFingerprint` of the APP_SECRET the encrypted fields were written under. */
  secret: z.string(),
  /**
   * HMAC-SHA256 of the rest, under a key derived from APP_SECRET (`manifestMac`): whoever can write
   * the backup folder but does not hold the secret cannot make a manifest a restore accepts.
   * Manifests written before it have none.
   */
  mac: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export type Manifest = z.infer<typeof manifestSchema>;

/**
 * The manifest's MAC: over its fields in a fixed order, the tables by code point (a locale's collation
 * could order them otherwise on the machine that restores), so a reformatted file still verifies.
 */
export function manifestMac(key: Buffer, manifest: Manifest): string {
  const { createdAt, kind, schemaVersion, rows, sha256, bytes, secret } = manifest;
  const sortedRows = Object.fromEntries(Object.entries(rows).sort(([a], [b]) => (a < b ? -1 : 1)));
  const signed = JSON.stringify([createdAt, kind, schemaVersion, sortedRows, sha256, bytes, secret]);
  return createHmac('sha256', key).update(signed).digest('hex');
}

/** Whether the manifest carries a MAC this key made, none, or another. */
export function manifestSignature(key: Buffer, manifest: Manifest): ManifestSignature {
  if (!manifest.mac) return 'missing';
  const made = Buffer.from(manifestMac(key, manifest), 'hex');
  return timingSafeEqual(Buffer.from(manifest.mac, 'hex'), made) ? 'valid' : 'invalid';
}

export const manifestPathOf = (snapshot: string) =>
  snapshot.slice(0, -SNAPSHOT_EXTENSION.length) + MANIFEST_EXTENSION;

/** A file's SHA-256, read as a stream: a snapshot is never held in memory whole. */
export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  // Large reads: a few turns of the event loop for a large snapshot, not one per 64 KiB.
  for await (const chunk of createReadStream(file, { highWaterMark: 4 << 20 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const partialOf = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.partial`);

/**
 * Every file is written under a name no listing shows (`partialOf`) and flushed to disk as it is closed
 * (`flush`), then renamed when complete: a rename is only as durable as the data renamed, and a crash
 * after an unflushed rename could list a snapshot whose blocks never reached the disk.
 */
const writeOptions = { mode: 0o600, flush: true } as const;

/** Flushes the directory's entries: the renames themselves. */
async function syncDirectory(dir: string) {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes one snapshot and then its manifest, each under a temporary name renamed when complete: a
 * snapshot without its manifest is one that did not finish, and is neither listed nor restored. The
 * rows the manifest records were counted in the same moment as the files were taken
 * (`Database.snapshot`). `createdAt` is the moment before: whatever was acknowledged before it is inside.
 */
export async function writeSnapshot(options: {
  dir: string;
  snapshot: (store: (tarball: Readable) => Promise<void>) => Promise<Census>;
  secret: string;
  /** The key of the manifest's MAC (`backup-manifests`, from APP_SECRET). */
  macKey: Buffer;
  kind: SnapshotKind;
  now?: () => Date;
}): Promise<Manifest & { file: string }> {
  await mkdir(options.dir, { recursive: true, mode: 0o700 });
  await removeUnfinished(options.dir);
  const createdAt = (options.now ?? (() => new Date()))();
  const name = `${PREFIX}${createdAt.toISOString().replace(/[:.]/g, '-')}`;
  const file = path.join(options.dir, name + SNAPSHOT_EXTENSION);
  // Hashed and counted as it is written: reading it back would take a turn of the event loop per
  // chunk, behind every request in a busy server.
  const hash = createHash('sha256');
  let bytes = 0;
  const counted = await options.snapshot((tarball) =>
    pipeline(
      tarball,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          hash.update(chunk);
          bytes += chunk.byteLength;
          yield chunk;
        }
      },
      createWriteStream(partialOf(file), writeOptions),
    ),
  );
  const unsigned: Manifest = {
    createdAt: createdAt.toISOString(),
    kind: options.kind,
    ...counted,
    sha256: hash.digest('hex'),
    bytes,
    secret: options.secret,
  };
  const manifest: Manifest = { ...unsigned, mac: manifestMac(options.macKey, unsigned) };
  await rename(partialOf(file), file);
  const manifestFile = manifestPathOf(file);
  await writeFile(partialOf(manifestFile), JSON.stringify(manifest, null, 2) + '\n', writeOptions);
  await rename(partialOf(manifestFile), manifestFile);
  await syncDirectory(options.dir);
  return { ...manifest, file };
}

/** What a snapshot stopped half-way (the server killed) left: its partial files. */
async function removeUnfinished(dir: string) {
  for (const name of await readdir(dir)) {
    if (name.startsWith(`.${PREFIX}`)) await rm(path.join(dir, name), { recursive: true, force: true });
  }
}

/** A complete snapshot, with whether its manifest's MAC holds under this server's key. */
export type ListedSnapshot = Manifest & { name: string; file: string; signature: ManifestSignature };

/**
 * The complete snapshots in `dir`, newest first, each with its manifest's signature under `macKey`; a
 * missing directory holds none.
 */
export async function listSnapshots(dir: string, macKey: Buffer): Promise<ListedSnapshot[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const listed: ListedSnapshot[] = [];
  for (const name of names) {
    if (!name.startsWith(PREFIX) || !name.endsWith(SNAPSHOT_EXTENSION)) continue;
    const file = path.join(dir, name);
    const manifest = await readManifest(file).catch(() => undefined);
    if (manifest) listed.push({ ...manifest, name, file, signature: manifestSignature(macKey, manifest) });
  }
  return listed.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * Whether a snapshot's manifest is this server's: only those count for the schedule, the window
 * kept and the Privacy screen's dates. Any other (unsigned, from before manifests were signed, or
 * altered, or forged by whoever can write the folder) says a date and a kind nobody vouches for: one
 * dated in 2099 would otherwise stop the schedule, or push the real snapshots out of the window.
 */
export const isTrusted = (snapshot: { signature: ManifestSignature }) => snapshot.signature === 'valid';

export async function readManifest(snapshot: string): Promise<Manifest> {
  return manifestSchema.parse(JSON.parse(await readFile(manifestPathOf(snapshot), 'utf8')));
}

/**
 * Which snapshots go: all but the newest `keep` scheduled ones, and of those written on request all
 * but the newest `keep`, and any older than the oldest scheduled one kept. Requests, however many,
 * never push a scheduled snapshot out; nor do they keep data longer than the schedule does. Only this
 * server's snapshots (`isTrusted`) count; the others go as soon as the schedule has written `keep` of
 * its own, whatever their manifests say of themselves.
 */
export function snapshotsToPrune<T extends Pick<ListedSnapshot, 'kind' | 'createdAt' | 'signature'>>(
  newestFirst: T[],
  keep: number,
): T[] {
  const trusted = newestFirst.filter(isTrusted);
  const scheduled = trusted.filter((snapshot) => snapshot.kind === 'scheduled');
  const kept = new Set(scheduled.slice(0, keep));
  const oldestKept = scheduled.slice(0, keep).at(-1);
  // Until the schedule has written `keep`, the window has no end yet.
  const horizon = scheduled.length > keep ? oldestKept?.createdAt : undefined;
  for (const snapshot of trusted.filter((one) => one.kind === 'manual').slice(0, keep))
    if (horizon === undefined || snapshot.createdAt >= horizon) kept.add(snapshot);
  if (scheduled.length < keep)
    for (const snapshot of newestFirst.filter((one) => !isTrusted(one))) kept.add(snapshot);
  return newestFirst.filter((snapshot) => !kept.has(snapshot));
}

/** Removes the snapshots `snapshotsToPrune` names, each with its manifest (the manifest first). */
export async function pruneSnapshots(dir: string, keep: number, macKey: Buffer): Promise<string[]> {
  const old = snapshotsToPrune(await listSnapshots(dir, macKey), keep);
  for (const snapshot of old) {
    await rm(manifestPathOf(snapshot.file), { force: true });
    await rm(snapshot.file, { force: true });
  }
  return old.map((snapshot) => snapshot.name);
}
