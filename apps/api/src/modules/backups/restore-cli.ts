/**
 * `npm run restore -- <snapshot> [--replace] [--accept-unsigned]`: restores a snapshot of the embedded
 * database into DATA_DIR (the server stopped), after checking its manifest's MAC and the snapshot
 * against it (modules/backups/restore.ts; `--accept-unsigned` for a manifest from before MACs),
 * then carries out again every erasure the ledger beside the snapshot lists (DESIGN §13): a person
 * erased since the snapshot was taken does not come back with it.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { embeddedDatabaseOf } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { DataDirInUseError } from '../../db/data-dir-lock.ts';
import { lineLog } from '../../lib/line-log.ts';
import { replayErasureLedger } from '../privacy/index.ts';
import { restoreSnapshot, RestoreRefused } from './restore.ts';

const USAGE = 'usage: npm run restore -- <snapshot.tar.gz> [--replace] [--accept-unsigned]';

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      replace: { type: 'boolean', default: false },
      'accept-unsigned': { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  const [snapshot] = positionals;
  if (!snapshot || positionals.length > 1) throw new RestoreRefused(USAGE);
  const { dataDir, appSecret, pgliteSharedBuffers } = embeddedDatabaseOf();
  // npm runs the script in apps/api; the path is the one typed in the caller's directory.
  const snapshotPath = path.resolve(process.env.INIT_CWD ?? process.cwd(), snapshot);
  const manifest = await restoreSnapshot({
    snapshot: snapshotPath,
    dataDir,
    replace: values.replace,
    acceptUnsigned: values['accept-unsigned'],
    appSecret,
    log: (line) => process.stderr.write(`${line}\n`),
  });
  process.stdout.write(`Restored the snapshot of ${manifest.createdAt} into ${dataDir}\n`);
  const database = await openDatabase({ dataDir, pgliteSharedBuffers });
  try {
    const replayed = await replayErasureLedger({
      db: database.db,
      appSecret: appSecret!,
      ledgerDir: path.dirname(snapshotPath),
      dataDir,
      log: lineLog,
    });
    process.stdout.write(`Erased again ${replayed} person(s) the erasure ledger lists\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof RestoreRefused || error instanceof DataDirInUseError;
  console.error(known ? error.message : error);
  process.exit(1);
});
