/**
 * `npm run restore -- <snapshot> [--replace]`: restores a snapshot of the embedded database into
 * DATA_DIR (the server stopped), after checking it against its manifest (modules/backups/restore.ts).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { embeddedDatabaseOf } from '../../config.ts';
import { DataDirInUseError } from '../../db/data-dir-lock.ts';
import { restoreSnapshot, RestoreRefused } from './restore.ts';

const USAGE = 'usage: npm run restore -- <snapshot.tar.gz> [--replace]';

async function main() {
  const { values, positionals } = parseArgs({
    options: { replace: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [snapshot] = positionals;
  if (!snapshot || positionals.length > 1) throw new RestoreRefused(USAGE);
  const { dataDir, appSecret } = embeddedDatabaseOf();
  const manifest = await restoreSnapshot({
    // npm runs the script in apps/api; the path is the one typed in the caller's directory.
    snapshot: path.resolve(process.env.INIT_CWD ?? process.cwd(), snapshot),
    dataDir,
    replace: values.replace,
    appSecret,
    log: (line) => process.stderr.write(`${line}\n`),
  });
  process.stdout.write(`Restored the snapshot of ${manifest.createdAt} into ${dataDir}\n`);
}

main().catch((error: unknown) => {
  const known = error instanceof RestoreRefused || error instanceof DataDirInUseError;
  console.error(known ? error.message : error);
  process.exit(1);
});
