/**
 * Erasure (part of `npm run bench`, `--only erasure`), on a product of its own:
 *
 * 1. A subject with `subjectPrechecks` (1,000) POS pre-checks, copied from seeded rows with their
 *    address, is erased on request (`POST /api/privacy/subjects/erase`) while `connections` clients
 *    read the first page of the POS list beside it. Target: under 5 s, and the list's p99 during the
 *    erasure under 2 × its p99 idle (measured just before, the same way).
 * 2. `retentionRows` (100,000) pre-checks declined long ago (copies of seeded rows) are erased by one retention pass
 *    (`RETENTION_INTERVAL` of 15 s) while the clients read the list. Target: the list's p99
 *    during the pass under 2 × idle.
 *
 * Both work on copies of seeded rows, which the erasures take away again: the seeded rows stay.
 */
import { openDatabase } from '../src/db/client.ts';
import { forgetAdminFactor } from './database.ts';
import type { Product } from './product.ts';
import { withProduct } from './submissions.ts';
import { percentile } from './statements.ts';

export const ERASURE_TARGET_S = 5;
export const SIDE_P99_TARGET = 2;
const SUBJECT = 'erasure.bench.subject@example.com';
const LIST = '/api/precheck-pos?page=1&pageSize=20';

export type SideLoad = { requests: number; p50: number; p99: number; errors: number };

export type ErasureBench = {
  connections: number;
  subjectPrechecks: number;
  erasureSeconds: number;
  erased: number;
  idle: SideLoad;
  duringErasure: SideLoad;
  retentionRows: number;
  retentionSeconds: number;
  retentionIdle: SideLoad;
  duringRetention: SideLoad;
};

async function sql(env: NodeJS.ProcessEnv, text: string) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  try {
    return (await database.withSession((q) => q(text))).rows;
  } finally {
    await database.close();
  }
}

/**
 * Copies `count` seeded POS rows (every column but the generated ones and `overrides`' keys) with
 * `overrides`' SQL values: the subject's pre-checks, all one person's, or pre-checks declined long
 * ago. The seeded rows stay as they were, so the next run finds its database whole.
 */
async function copies(env: NodeJS.ProcessEnv, count: number, overrides: Record<string, string>) {
  const fixed = Object.keys(overrides);
  const columns = (
    await sql(
      env,
      `select column_name as c from information_schema.columns
       where table_name = 'precheck_pos' and is_generated = 'NEVER' and column_default is null
         and column_name not in ('id', 'reference', ${fixed.map((c) => `'${c}'`).join(', ')})`,
    )
  ).map((row) => `"${String(row.c)}"`);
  const rows = await sql(
    env,
    `insert into precheck_pos (${[...columns, ...fixed].join(', ')})
     select ${[...columns, ...Object.values(overrides)].join(', ')}
     from precheck_pos where legal_hold_at is null limit ${count} returning 1`,
  );
  return rows.length;
}

/** `connections` clients reading the list until `until` settles; their latencies. */
async function sideLoad(product: Product, token: string, connections: number, until: Promise<unknown>) {
  const latencies: number[] = [];
  let errors = 0;
  let done = false;
  void until.finally(() => (done = true));
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!done) {
        const started = performance.now();
        const res = await fetch(`${product.base}${LIST}`, { headers: { authorization: token } });
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        if (res.status !== 200) errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests: latencies.length,
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    errors,
  };
}

const seconds = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureErasure(options: {
  env: NodeJS.ProcessEnv;
  port: number;
  duration: number;
  connections: number;
  subjectPrechecks?: number;
  retentionRows?: number;
}): Promise<ErasureBench> {
  const { env, port, duration, connections, subjectPrechecks = 1000, retentionRows = 100_000 } = options;
  await copies(env, subjectPrechecks, {
    email: `'${SUBJECT}'`,
    company: `'Erasure Bench GmbH'`,
    contact_person: `'Erin Bench'`,
  });
  const onRequest = await withProduct({ env, port }, async (product) => {
    const token = `Bearer ${await product.adminToken()}`;
    const idle = await sideLoad(product, token, connections, seconds(duration * 1000));
    const started = performance.now();
    const erasure = fetch(`${product.base}/api/privacy/subjects/erase`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ email: SUBJECT, reason: 'Benchmark' }),
    }).then(async (res) => {
      const ended = performance.now();
      if (res.status !== 200) throw new Error(`the erasure answered ${res.status}: ${await res.text()}`);
      const { erased } = (await res.json()) as { erased: { prechecks: number } };
      return { seconds: (ended - started) / 1000, erased: erased.prechecks };
    });
    const during = await sideLoad(product, token, connections, erasure);
    return { idle, during, ...(await erasure) };
  });
  await forgetAdminFactor(env);

  const declined = await copies(env, retentionRows, {
    status: `'declined'`,
    status_changed_at: `now() - interval '400 days'`,
  });
  const retention = await withProduct(
    { env: { ...env, RETENTION_INTERVAL: '15s', RETENTION_DECLINED: '180d' }, port },
    async (product) => {
      const token = `Bearer ${await product.adminToken()}`;
      const due = async () =>
        (
          await product.json<{ due: { erase: number } }>('/api/privacy/retention', {
            headers: { authorization: token },
          })
        ).due.erase;
      // Idle: before the first pass, 15 s after the start.
      const idle = await sideLoad(product, token, connections, seconds(5000));
      let passStarted = 0;
      let passEnded = 0;
      const pass = (async () => {
        const first = await due();
        for (;;) {
          const left = await due();
          if (left < first && !passStarted) passStarted = performance.now();
          if (left === 0) return (passEnded = performance.now());
          await seconds(1000);
        }
      })();
      const during = await sideLoad(product, token, connections, pass);
      return { idle, during, seconds: (passEnded - (passStarted || passEnded)) / 1000 };
    },
  );
  await forgetAdminFactor(env);

  return {
    connections,
    subjectPrechecks,
    erasureSeconds: Math.round(onRequest.seconds * 100) / 100,
    erased: onRequest.erased,
    idle: onRequest.idle,
    duringErasure: onRequest.during,
    retentionRows: declined,
    retentionSeconds: Math.round(retention.seconds * 10) / 10,
    retentionIdle: retention.idle,
    duringRetention: retention.during,
  };
}

export function describeErasure(e: ErasureBench): string {
  const ratio = (during: SideLoad, idle: SideLoad) => Math.round((during.p99 / idle.p99) * 100) / 100;
  return (
    `Erasure of a subject with ${e.subjectPrechecks} pre-checks: ${e.erasureSeconds} s (target < ${ERASURE_TARGET_S} s), ${e.erased} erased; ` +
    `the POS list beside it (${e.connections} clients) p99 ${e.duringErasure.p99} ms vs ${e.idle.p99} ms idle ` +
    `(${ratio(e.duringErasure, e.idle)} ×, target < ${SIDE_P99_TARGET}). ` +
    `Retention erasing ${e.retentionRows} declined pre-checks: ${e.retentionSeconds} s; the list p99 ${e.duringRetention.p99} ms ` +
    `vs ${e.retentionIdle.p99} ms idle (${ratio(e.duringRetention, e.retentionIdle)} ×)`
  );
}
