/**
 * Moves the embedded database (DATA_DIR) into an empty PostgreSQL database, with the server stopped:
 * `npm run db:copy -- --to postgres://user@host:5432/portal`. Migrates the target, copies every
 * table, then compares rows, checksums and sequences on both sides and verifies the audit chain on
 * the target. Exits 0 only for a copy found equal; 1 for a refusal or a failure, 2 for a usage error.
 * With BACKUP_DIR set, the erasure ledger kept there is re-applied to the embedded database first
 * (DESIGN §13): one restored from an older snapshot by hand carries no erased person over.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { embeddedDatabaseOf, SECRET_FILE } from '../../config.ts';
import { verifyChain } from '../../modules/audit/index.ts';
import { replayErasureLedger } from '../../modules/privacy/index.ts';
import { lineLog } from '../../lib/line-log.ts';
import { type Database, embeddedDatabaseDir, openDatabase } from '../client.ts';
import { DataDirInUseError } from '../data-dir-lock.ts';
import { rowProgress } from '../progress-bar.ts';
import { TABLES_IN_DEPENDENCY_ORDER } from '../tables.ts';
import { type Census, censusDifferences, takeCensus } from './census.ts';
import { CopyRefusedError, copyDatabase } from './copy-database.ts';

const USAGE = 'usage: npm run db:copy -- --to postgres://user@host:5432/database (with the server stopped)';

class UsageError extends Error {}

const LABEL_WIDTH = Math.max(...TABLES_IN_DEPENDENCY_ORDER.map((name) => name.length)) + 1;

function targetOf(args: string[]): URL {
  let to: string | undefined;
  try {
    ({ to } = parseArgs({ args, options: { to: { type: 'string' } } }).values);
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  if (!to) throw new UsageError(`--to is missing\n${USAGE}`);
  const url = URL.canParse(to) ? new URL(to) : undefined;
  if (!url || !['postgres:', 'postgresql:'].includes(url.protocol)) {
    throw new UsageError(`--to must be a postgres:// URL\n${USAGE}`);
  }
  if (url.pathname.length <= 1) throw new UsageError(`--to names no database\n${USAGE}`);
  return url;
}

/** The target as it may be printed: without its password. */
function shown(url: URL): string {
  const copy = new URL(url);
  copy.password = '';
  return copy.toString();
}

/** A driver error's own words: a refused connection to several addresses carries them inside. */
function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && !error.message) return error.errors.map(reasonOf).join('; ');
  const { message, code } = error as { message?: string; code?: string };
  return message || code || String(error);
}

async function openTarget(url: URL, dataDir: string): Promise<Database> {
  try {
    return await openDatabase({ databaseUrl: url.toString(), dataDir });
  } catch (error) {
    throw new CopyRefusedError(`cannot open the target ${shown(url)}: ${reasonOf(error)}`);
  }
}

function printCensus(census: Census, differences: string[]) {
  console.log(`${'table'.padEnd(LABEL_WIDTH)} ${'rows'.padStart(9)}  checksum`);
  for (const table of TABLES_IN_DEPENDENCY_ORDER) {
    const equal = !differences.some((line) => line.startsWith(`${table}:`));
    console.log(
      `${table.padEnd(LABEL_WIDTH)} ${String(census.rows[table]).padStart(9)}  ${census.checksums[table]}  ${equal ? 'equal' : 'DIFFERENT'}`,
    );
  }
  const sequences = Object.entries(census.sequences).map(([name, state]) => `${name} at ${state.lastValue}`);
  console.log(`sequences: ${sequences.join(', ')}`);
}

/** Compares the two databases and verifies the target's audit chain: whether the copy is faithful. */
async function verify(source: Database, target: Database): Promise<boolean> {
  const before = await takeCensus(source);
  const differences = censusDifferences(before, await takeCensus(target));
  printCensus(before, differences);
  for (const line of differences) console.error(`db:copy: ${line}`);
  const chain = await verifyChain(target.db);
  if (chain.ok) console.log(`audit chain: ${chain.entries} entries verified on the target`);
  else {
    const original = await verifyChain(source.db);
    console.error(
      `db:copy: the audit chain on the target breaks at entry ${chain.firstBrokenSeq}` +
        (original.ok ? '' : `; in the embedded database it breaks at entry ${original.firstBrokenSeq}`),
    );
  }
  return differences.length === 0 && chain.ok;
}

async function main(): Promise<number> {
  const to = targetOf(process.argv.slice(2));
  // Not the whole configuration: it would generate a secret into a DATA_DIR that may be the wrong one.
  const { dataDir, appSecret, pgliteSharedBuffers } = embeddedDatabaseOf();
  if (!existsSync(embeddedDatabaseDir(dataDir))) {
    throw new CopyRefusedError(
      `there is no embedded database in ${dataDir}: set DATA_DIR to the directory the server uses`,
    );
  }
  const source = await openDatabase({ dataDir, pgliteSharedBuffers });
  try {
    const ledgerDir = process.env.BACKUP_DIR?.trim();
    if (ledgerDir) {
      if (!appSecret)
        throw new CopyRefusedError(`BACKUP_DIR's erasure ledger needs the APP_SECRET of ${dataDir}`);
      const replayed = await replayErasureLedger({
        db: source.db,
        appSecret,
        ledgerDir: path.resolve(ledgerDir),
        dataDir,
        log: lineLog,
      });
      console.log(`Erased again ${replayed} person(s) the erasure ledger in ${ledgerDir} lists`);
    }
    const target = await openTarget(to, dataDir);
    try {
      console.log(`Copying the embedded database in ${dataDir} to ${shown(to)}`);
      const started = Date.now();
      await copyDatabase(source, target, (table, rows) => rowProgress(table, rows, LABEL_WIDTH));
      console.log(`Copied in ${((Date.now() - started) / 1000).toFixed(1)} s; comparing…`);
      if (!(await verify(source, target))) {
        console.error(
          'db:copy: the copy differs from the embedded database. Keep using the embedded one; drop the target, create it anew and copy again.',
        );
        return 1;
      }
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
  const secret = process.env.APP_SECRET
    ? 'the same APP_SECRET'
    : appSecret
      ? `APP_SECRET set to the content of ${path.join(dataDir, SECRET_FILE)} (or the same DATA_DIR)`
      : 'the APP_SECRET the embedded database was written under';
  console.log(
    `Done. Start the portal with DATABASE_URL=${shown(to)} and ${secret}: second factors, ` +
      'e-commerce passwords and webhook secrets are encrypted with it.',
  );
  return 0;
}

const PERMISSION_DENIED = '42501';

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(error.message);
      process.exit(2);
    }
    if (error instanceof CopyRefusedError || error instanceof DataDirInUseError) {
      console.error(`db:copy: ${error.message}`);
    } else if ((error as { code?: string }).code === PERMISSION_DENIED) {
      console.error(
        `db:copy: ${reasonOf(error)}. The copy sets session_replication_role so that no trigger fires: ` +
          'run it as the database owner with superuser rights, or GRANT SET ON PARAMETER session_replication_role (PostgreSQL 15+).',
      );
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
