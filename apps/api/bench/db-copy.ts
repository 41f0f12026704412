/**
 * db:copy (a benchmark, not a test): `npx tsx apps/api/bench/db-copy.ts [--pos N] [--ecom N]`
 * (100,000 and 20,000 by default). Copies the benchmark's embedded database of that size (seeded once,
 * kept in bench/.data) into a new database on the PostgreSQL server of DATABASE_URL (else the local
 * one) with `npm run db:copy`'s own script, sampling the copying process's resident memory every
 * 50 ms: rows per second of the copy, the whole run's time (migrating the target and verifying the
 * copy included) and the peak RSS. The database is dropped afterwards.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { rowCounts } from '../src/db/tables.ts';
import { prepareDatabase } from './database.ts';
import { numberOptions } from './product.ts';
import { residentMb } from './resident-memory.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function onServer(server: URL, statement: string) {
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs the copy into `target` and answers its output, wall time and the most memory it held. */
async function copyInto(target: URL, env: NodeJS.ProcessEnv) {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/db/copy/index.ts', '--to', target.toString()],
    {
      cwd: apiDir,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let rssPeakMb = 0;
  const sampler = setInterval(() => {
    if (child.exitCode === null) rssPeakMb = Math.max(rssPeakMb, residentMb(child.pid!) || 0);
  }, 50);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearInterval(sampler);
  if (code !== 0) throw new Error(`db:copy exited with ${code}:\n${output}`);
  return { output, seconds: (performance.now() - started) / 1000, rssPeakMb };
}

async function main() {
  const { pos, ecom } = numberOptions({ pos: 100_000, ecom: 20_000 });
  // The source is embedded whatever DATABASE_URL says: that names the server the copy goes to.
  const env = await prepareDatabase(pos, ecom, undefined);
  const source = await openDatabase({ dataDir: env.DATA_DIR! });
  const rows = Object.values(await source.withSession(rowCounts)).reduce((sum, n) => sum + n, 0);
  await source.close();

  const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `portal_bench_copy_${randomBytes(4).toString('hex')}`;
  const target = Object.assign(new URL(server), { pathname: `/${name}` });
  await onServer(server, `create database ${name}`);
  try {
    const run = await copyInto(target, env);
    const copySeconds = Number(/Copied in ([\d.]+) s/.exec(run.output)?.[1]);
    console.log(
      `db:copy of ${pos} POS and ${ecom} e-commerce pre-checks (${rows} rows in all tables): ` +
        `copied in ${copySeconds} s (${Math.round(rows / copySeconds)} rows/s); ` +
        `${run.seconds.toFixed(1)} s with migrating the target and verifying the copy; ` +
        `peak RSS ${run.rssPeakMb.toFixed(0)} MB`,
    );
  } finally {
    await onServer(server, `drop database if exists ${name} with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
