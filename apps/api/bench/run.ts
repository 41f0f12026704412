/**
 * API benchmark (a benchmark, not a test): `npm run bench -- [--pos N] [--ecom N] [--duration S]`.
 * Seeds a database of the given size (PostgreSQL at DATABASE_URL in a database of its own, else an
 * embedded one), starts the product as a child process, signs in through the real code flow and
 * drives each scenario with autocannon from this process. Prints a table, writes bench/results.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { posPrecheckBody } from '../src/test/precheck-pos-fixture.ts';
import { numberOptions, startProduct } from './product.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(here, '..');
const PORT = 3320;
const BASE = `http://127.0.0.1:${PORT}`;

const { pos, ecom, duration, connections } = numberOptions({
  pos: 100_000,
  ecom: 20_000,
  duration: 10,
  connections: 32,
});

/** A database of its own per size, kept between runs: seeding a million rows once is enough. */
async function prepareDatabase(): Promise<NodeJS.ProcessEnv> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_SECRET: 'benchmark-secret-benchmark-secret-benchmark',
    DATA_DIR: path.join(here, '.data', `pglite-${pos}-${ecom}`),
  };
  if (process.env.DATABASE_URL) {
    const name = `portal_bench_${pos}_${ecom}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  } else {
    mkdirSync(env.DATA_DIR!, { recursive: true });
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  const { rows } = await database.withSession((q) => q('select count(*)::int as n from precheck_pos'));
  await database.close();
  if (Number(rows[0]?.n) < pos) {
    await run(
      'npx',
      ['tsx', 'src/db/seed/index.ts', '--pos', String(pos), '--ecom', String(ecom), '--users', '200'],
      env,
    );
  }
  return env;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: apiDir, env, stdio: 'inherit' });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

/** What the spec's client did: fetch every POS pre-check, then sort and page in the browser. */
async function measureFullDownload(env: NodeJS.ProcessEnv) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  const started = performance.now();
  const { rows } = await database.withSession((q) =>
    q(`select id, company, contact_person as "contactPerson", email, additional_services as "additionalServices",
       created_at as "createdAt" from precheck_pos`),
  );
  const body = JSON.stringify(rows);
  const parsed = JSON.parse(body) as { createdAt: string }[];
  parsed.sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  parsed.slice(0, 20);
  const ms = performance.now() - started;
  await database.close();
  return { bytes: Buffer.byteLength(body), ms };
}

type Scenario = { name: string; path: string; method?: 'GET' | 'POST'; body?: string; auth?: boolean };
type Result = { name: string; rps: number; p50: number; p99: number; errors: number; ratio: number };

function drive(scenario: Scenario, token: string): Promise<autocannon.Result> {
  return autocannon({
    url: `${BASE}${scenario.path}`,
    method: scenario.method ?? 'GET',
    connections,
    duration,
    headers: {
      ...(scenario.auth !== false && { authorization: `Bearer ${token}` }),
      ...(scenario.body && { 'content-type': 'application/json' }),
    },
    ...(scenario.body && { body: scenario.body }),
  });
}

async function main() {
  const env = await prepareDatabase();
  const fullDownload = await measureFullDownload(env);
  const product = await startProduct({ env, port: PORT });
  const { json } = product;
  try {
    const token = await product.adminToken();
    const auth = { headers: { authorization: `Bearer ${token}` } };
    const firstPageStarted = performance.now();
    const firstPage = await fetch(`${BASE}/api/precheck-pos?page=1`, auth);
    const firstPageBytes = (await firstPage.arrayBuffer()).byteLength;
    const firstPageMs = performance.now() - firstPageStarted;
    const posId = (await json<{ items: { id: string }[] }>('/api/precheck-pos?pageSize=1', auth)).items[0]!
      .id;

    const scenarios: Scenario[] = [
      { name: 'GET /api/health (ceiling)', path: '/api/health', auth: false },
      { name: 'POS list, page 1', path: '/api/precheck-pos?page=1' },
      { name: 'POS list, page 500', path: '/api/precheck-pos?page=500' },
      { name: 'POS search "müller"', path: `/api/precheck-pos?q=${encodeURIComponent('müller')}` },
      { name: 'e-commerce search "bakery"', path: '/api/precheck?q=bakery' },
      { name: 'POS detail', path: `/api/precheck-pos/${posId}` },
      { name: 'dashboard stats', path: '/api/stats/dashboard' },
      {
        name: 'POST /api/precheck-pos',
        path: '/api/precheck-pos',
        method: 'POST',
        body: JSON.stringify(posPrecheckBody()),
      },
      { name: 'POS PDF', path: `/api/precheck-pos/${posId}/pdf?language=de` },
    ];
    const results: Result[] = [];
    let ceiling = 0;
    for (const scenario of scenarios) {
      const r = await drive(scenario, token);
      const rps = r.requests.average;
      if (results.length === 0) ceiling = rps;
      results.push({
        name: scenario.name,
        rps: Math.round(rps),
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.non2xx + r.timeouts,
        ratio: Math.round((rps / ceiling) * 1000) / 1000,
      });
      process.stderr.write(`  ${scenario.name}: ${Math.round(rps)} req/s\n`);
    }

    const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    console.log(
      `\nBenchmark on ${database}: ${pos} POS + ${ecom} e-commerce, ${connections} connections, ${duration} s each\n`,
    );
    console.log('| scenario | req/s | p50 ms | p99 ms | errors | vs ceiling |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const r of results)
      console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.ratio} |`);
    console.log('\nFirst page of the POS list:');
    console.log(
      `- spec's client (download all, sort and page in the browser): ${(fullDownload.bytes / 1e6).toFixed(1)} MB, ${Math.round(fullDownload.ms)} ms`,
    );
    console.log(
      `- this API (server-side paging): ${(firstPageBytes / 1e3).toFixed(1)} kB, ${firstPageMs.toFixed(1)} ms`,
    );
    writeFileSync(
      path.join(here, 'results.json'),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          database,
          pos,
          ecom,
          connections,
          duration,
          results,
          firstPage: { specClient: fullDownload, ours: { bytes: firstPageBytes, ms: firstPageMs } },
        },
        null,
        2,
      ) + '\n',
    );
  } finally {
    await product.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
