import { createHash } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Piscina from 'piscina';
import { z } from 'zod';
import { rowCounts, schemaVersion } from '../../db/tables.ts';
import { threadEntry } from '../thread-entry.ts';

/**
 * A snapshot is PGlite's own dump of its data directory (`dumpDataDir`, a gzipped tarball) rather than
 * pglite-tools' `pgDump` SQL: it is taken in one step between two statements, opens again exactly as it
 * was (indexes, sequences, the audit chain's hashes) without replaying SQL, and needs no second
 * WebAssembly program. Its one limit, that only PGlite opens it, is what `db:copy` answers when a team
 * moves to PostgreSQL.
 */
export const SNAPSHOT_EXTENSION = '.tar.gz';
const MANIFEST_EXTENSION = '.json';
const PREFIX = 'portal-';

export const manifestSchema = z.object({
  createdAt: z.iso.datetime(),
  schemaVersion: z.number().int(),
  rows: z.record(z.string(), z.number().int()),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.number().int(),
  /** `secretFingerprint` of the APP_SECRET the encrypted fields were written under. */
  secret: z.string(),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const manifestPathOf = (snapshot: string) =>
  snapshot.slice(0, -SNAPSHOT_EXTENSION.length) + MANIFEST_EXTENSION;

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The schema version and rows per table of a data directory's image, opened in `workDir` and removed. */
export async function censusOf(image: Blob, workDir: string): Promise<Census> {
  const client = await PGlite.create(workDir, { extensions: { pg_trgm }, loadDataDir: image });
  try {
    return await censusOfClient(client);
  } finally {
    await client.close();
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * `censusOf` on a worker thread: opening a second PGlite is seconds of WebAssembly work, which on the
 * server's own thread would stall every request (and, under load, wait behind all of them).
 */
async function censusInThread(file: string, workDir: string): Promise<Census> {
  // A pool of one thread that ends with the census, and its PGlite's memory with it.
  const thread = new Piscina<{ file: string; workDir: string }, Census>({
    ...threadEntry(import.meta.url, './backup-census.js', './census-worker.ts'),
    maxThreads: 1,
  });
  try {
    return await thread.run({ file, workDir });
  } finally {
    await thread.destroy();
  }
}

type Census = { schemaVersion: number; rows: Record<string, number> };

export async function censusOfClient(client: PGlite): Promise<Census> {
  const query = (text: string) => client.query<Record<string, unknown>>(text);
  return { schemaVersion: await schemaVersion(query), rows: await rowCounts(query) };
}

const partialOf = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.partial`);

/** Writes and flushes a file under a name no listing shows (`partialOf`), to be renamed when complete. */
async function writePartial(file: string, bytes: Uint8Array | string) {
  const handle = await open(partialOf(file), 'w', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes one snapshot and then its manifest, each under a temporary name renamed when complete: a
 * snapshot without its manifest is one that did not finish, and is neither listed nor restored. The
 * rows it records are counted in the snapshot itself (its written file opened beside it on a thread of
 * its own, then removed), since the server goes on writing while counts would be taken: so every
 * snapshot listed has been opened once. `createdAt` is the moment before the dump began: whatever was
 * acknowledged before it is inside.
 */
export async function writeSnapshot(options: {
  dir: string;
  dump: () => Promise<Blob>;
  secret: string;
  now?: () => Date;
}): Promise<Manifest & { file: string }> {
  await mkdir(options.dir, { recursive: true, mode: 0o700 });
  await removeUnfinished(options.dir);
  const createdAt = (options.now ?? (() => new Date()))();
  const name = `${PREFIX}${createdAt.toISOString().replace(/[:.]/g, '-')}`;
  const file = path.join(options.dir, name + SNAPSHOT_EXTENSION);
  // Only this function holds the image, and only until it is on disk: the census reads the file.
  const bytes = new Uint8Array(await (await options.dump()).arrayBuffer());
  const sha256 = sha256Of(bytes);
  await writePartial(file, bytes);
  const census = await censusInThread(partialOf(file), path.join(options.dir, `.${name}.census`));
  const manifest: Manifest = {
    createdAt: createdAt.toISOString(),
    ...census,
    sha256,
    bytes: bytes.byteLength,
    secret: options.secret,
  };
  await rename(partialOf(file), file);
  const manifestFile = manifestPathOf(file);
  await writePartial(manifestFile, JSON.stringify(manifest, null, 2) + '\n');
  await rename(partialOf(manifestFile), manifestFile);
  return { ...manifest, file };
}

/** What a snapshot stopped half-way (the server killed) left: its partial files and census directory. */
async function removeUnfinished(dir: string) {
  for (const name of await readdir(dir)) {
    if (name.startsWith(`.${PREFIX}`)) await rm(path.join(dir, name), { recursive: true, force: true });
  }
}

export type ListedSnapshot = Manifest & { name: string; file: string };

/** The complete snapshots in `dir`, newest first; a missing directory holds none. */
export async function listSnapshots(dir: string): Promise<ListedSnapshot[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const listed: ListedSnapshot[] = [];
  for (const name of names) {
    if (!name.startsWith(PREFIX) || !name.endsWith(SNAPSHOT_EXTENSION)) continue;
    const file = path.join(dir, name);
    const manifest = await readManifest(file).catch(() => undefined);
    if (manifest) listed.push({ ...manifest, name, file });
  }
  return listed.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function readManifest(snapshot: string): Promise<Manifest> {
  return manifestSchema.parse(JSON.parse(await readFile(manifestPathOf(snapshot), 'utf8')));
}

/** Removes all but the newest `keep` snapshots, each with its manifest (the manifest first). */
export async function pruneSnapshots(dir: string, keep: number): Promise<string[]> {
  const old = (await listSnapshots(dir)).slice(keep);
  for (const snapshot of old) {
    await rm(manifestPathOf(snapshot.file), { force: true });
    await rm(snapshot.file, { force: true });
  }
  return old.map((snapshot) => snapshot.name);
}
