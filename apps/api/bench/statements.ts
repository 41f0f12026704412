/**
 * The SQL one API request runs, as a pgbench script: the benchmark's second limit. The product is built
 * in this process on the benchmark's database, with its connection pool watched; one request of the
 * scenario goes through `inject` after one unrecorded (the steady state: the caller's session is then
 * remembered), and every statement it sent (the session check included, BEGIN and
 * COMMIT of a write too) becomes a line of the script, its parameters written in as literals.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { buildInProcess } from './in-process.ts';

export type Request = { method: 'GET' | 'POST'; url: string; body?: string; token?: string };

export type Sent = { text: string; values: unknown[] };
type Queryable = { query: (...args: unknown[]) => unknown };

// pg's own conversion of a JS value into the text PostgreSQL reads (arrays, dates, buffers, JSON).
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => string | Buffer | null;
};

function literal(value: unknown): string {
  const prepared = prepareValue(value);
  if (prepared === null) return 'NULL';
  const text = Buffer.isBuffer(prepared) ? `\\x${prepared.toString('hex')}` : prepared;
  return `'${text.replaceAll("'", "''")}'`;
}

/** One statement with its `$n` placeholders replaced by literals, on one line, ended for pgbench. */
export function inlineStatement({ text, values }: Sent): string {
  const inlined = text.replace(/\$(\d+)\b/g, (_, n: string) => literal(values[Number(n) - 1]));
  return `${inlined.replace(/\s*\n\s*/g, ' ')};`;
}

/**
 * An audit entry's `seq` is the one after the last entry, and unique: replayed as a literal, every
 * transaction after the first would collide. The replay numbers it as the append does, after the
 * last entry, which it reads under the same advisory lock the captured statements take before.
 */
export function replayable({ text, values }: Sent): Sent {
  const insert = /^insert into "audit_log" \(([^)]*)\) values \(([^)]*)\)/.exec(text);
  if (!insert) return { text, values };
  const column = insert[1]!.split(', ').indexOf('"seq"');
  const placeholder = insert[2]!.split(', ')[column];
  if (column < 0 || !placeholder?.startsWith('$')) return { text, values };
  const next = '(select coalesce(max(seq), 0) + 1 from audit_log)';
  return { text: text.replace(new RegExp(`\\${placeholder}\\b`), next), values };
}

/**
 * Records what goes through `query` of every connection the pool lends, while `on`: `pool.query` and
 * transactions both borrow a connection, so each statement is seen once.
 */
function watch(pool: pg.Pool) {
  const sent: Sent[] = [];
  let on = false;
  const watched = new WeakSet<object>();
  pool.on('acquire', (client) => {
    if (watched.has(client)) return;
    watched.add(client);
    const target = client as unknown as Queryable;
    const query = target.query.bind(target);
    target.query = (config: unknown, values?: unknown, ...rest: unknown[]) => {
      if (on) {
        const text = typeof config === 'string' ? config : (config as { text: string }).text;
        const given = Array.isArray(values) ? values : ((config as { values?: unknown[] }).values ?? []);
        sent.push({ text, values: given });
      }
      return query(config, values, ...rest);
    };
  });
  return {
    async record(work: () => Promise<void>): Promise<Sent[]> {
      sent.length = 0;
      on = true;
      try {
        await work();
      } finally {
        on = false;
      }
      return [...sent];
    },
  };
}

/** Statements as a pgbench script, one line each, in the order they were sent. */
export const scriptOf = (sent: Sent[]) =>
  sent.map((statement) => inlineStatement(replayable(statement))).join('\n') + '\n';

/**
 * Builds the product in this process on `env`'s PostgreSQL database (with `settings` added to its
 * own) and hands `use` the app and a recorder of what `work` sends through the pool.
 */
export async function withRecorder<T>(
  env: NodeJS.ProcessEnv,
  use: (app: App, record: (work: () => Promise<void>) => Promise<Sent[]>) => Promise<T>,
  settings: Record<string, string> = {},
): Promise<T> {
  if (!env.DATABASE_URL) throw new Error('statements are captured on PostgreSQL only');
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: 'memory' });
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const watcher = watch(pool);
  const { app, close } = await buildInProcess(env, database, settings);
  try {
    return await use(app, (work) => watcher.record(work));
  } finally {
    await close();
  }
}

type App = Awaited<ReturnType<typeof buildInProcess>>['app'];

/** The pgbench script of each request, in order: the statements the API sends for it. */
export function captureScripts(env: NodeJS.ProcessEnv, requests: Request[]): Promise<string[]> {
  return withRecorder(env, async (app, record) => {
    const scripts: string[] = [];
    for (const request of requests) {
      const send = async () => {
        const answer = await app.inject({
          method: request.method,
          url: request.url,
          headers: {
            ...(request.token && { authorization: `Bearer ${request.token}` }),
            ...(request.body && { 'content-type': 'application/json' }),
          },
          ...(request.body && { payload: request.body }),
        });
        if (answer.statusCode >= 300) throw new Error(`${request.url}: HTTP ${answer.statusCode}`);
      };
      // Once unrecorded first: what a request sends in steady state, with its session remembered.
      await send();
      scripts.push(scriptOf(await record(send)));
    }
    return scripts;
  });
}

export type PgbenchResult = { tps: number; p50: number; p99: number; errors: number; transactions: number };

/** The `p`th percentile of ascending `sorted` (0 for none). */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/**
 * pgbench running one script at the API's concurrency; latencies from its per-transaction log, in
 * milliseconds. `simple` sends each statement as text, planned on every run; `prepared` prepares each
 * once per connection, its literals included, so it is planned once: the database's best for these
 * statements, above what any client binding values can reach.
 */
export async function runPgbench(
  databaseUrl: string,
  script: string,
  options: { connections: number; duration: number; protocol: 'simple' | 'prepared' },
): Promise<PgbenchResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pgbench-'));
  try {
    const file = path.join(dir, 'script.sql');
    writeFileSync(file, script);
    const { stdout, code } = await new Promise<{ stdout: string; code: number | null }>((resolve) => {
      const child = spawn(
        'pgbench',
        [
          '--no-vacuum',
          `--protocol=${options.protocol}`,
          `--client=${options.connections}`,
          '--jobs=2',
          `--time=${options.duration}`,
          `--file=${file}`,
          '--log',
          `--log-prefix=${path.join(dir, 'log')}`,
          databaseUrl,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.once('exit', (exitCode) => resolve({ stdout: out, code: exitCode }));
    });
    if (code !== 0) throw new Error(`pgbench exited with ${code}:\n${stdout}`);
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? 0);
    const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
    const transactions = Number(/actually processed: (\d+)/.exec(stdout)?.[1] ?? 0);
    // Each log line: client id, transaction number, latency in microseconds, ...
    const latencies = readdirSync(dir)
      .filter((name) => name.startsWith('log'))
      .flatMap((name) =>
        readFileSync(path.join(dir, name), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => Number(line.split(' ')[2]) / 1000),
      )
      .sort((a, b) => a - b);
    return {
      tps,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      errors: failed,
      transactions,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
