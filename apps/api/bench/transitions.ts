/**
 * Review transitions per second (part of `npm run bench`, `--only transitions`): a pre-check
 * moved to and fro by a reviewer as fast as the product allows, on a product of its own with
 * `REVIEW_FOUR_EYES=on`, so the cycle is a proposal and its sending back (in review → approval pending
 * → in review): each move locks the row, checks the `If-Match`, saves, adds a history entry and an
 * audit entry, and answers the pre-check with its new `ETag`, and neither move mails anyone.
 *
 * Each of the `connections` clients moves a pre-check of its own (one row would measure its lock, not
 * the product), naming the `ETag` the previous move answered. On PostgreSQL, pgbench runs the
 * statements one cycle sends (captured as statements.ts does), each client on its own row too: the
 * script starts by picking it (`\gset`), the one statement it adds. Target: the API at 50 % of
 * pgbench or more.
 */
import type { TransitionRequest } from '@portal/shared';
import { posPrecheckBody } from '../src/test/precheck-pos-fixture.ts';
import { type CpuShare, cpuMeter } from './cpu.ts';
import { forgetAdminFactor } from './database.ts';
import { withProduct } from './submissions.ts';
import { type PgbenchResult, percentile, runPgbench, scriptOf, withRecorder } from './statements.ts';

export const TRANSITIONS_TARGET = 0.5;
const FOUR_EYES = { REVIEW_FOUR_EYES: 'on' };
const CYCLE: TransitionRequest[] = [{ to: 'approved' }, { to: 'in_review' }];

export type Transitions = {
  connections: number;
  duration: number;
  /** Moves per second, each one `POST …/transitions` answered 200. */
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 200: a 412 here would mean a client raced itself. */
  errors: number;
  cpu: CpuShare;
  /** pgbench's transactions are cycles of two moves; `movesPerSecond` counts the moves. */
  pgbench: (PgbenchResult & { movesPerSecond: number }) | null;
  ofPgbench: number | null;
};

type Send = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body?: unknown,
) => Promise<{
  status: number;
  etag: string;
  json: () => unknown;
}>;

/** A pre-check of the admin's, taken into review; answers its id and the ETag to move it with. */
async function inReview(send: Send, auth: Record<string, string>) {
  const created = await send('POST', '/api/precheck-pos', auth, posPrecheckBody());
  const { id } = created.json() as { id: string };
  const read = await send('GET', `/api/precheck-pos/${id}`, auth);
  const taken = await send(
    'POST',
    `/api/precheck-pos/${id}/transitions`,
    { ...auth, 'if-match': read.etag },
    {
      to: 'in_review',
    },
  );
  if (taken.status !== 200) throw new Error(`taking ${id} into review: HTTP ${taken.status}`);
  return { id, etag: taken.etag };
}

export async function measureTransitions(options: {
  env: NodeJS.ProcessEnv;
  port: number;
  duration: number;
  connections: number;
}): Promise<Transitions> {
  const { env, port, duration, connections } = options;
  const ids: string[] = [];
  const api = await withProduct({ env: { ...env, ...FOUR_EYES }, port }, async (product) => {
    const auth = { authorization: `Bearer ${await product.adminToken()}` };
    const send: Send = async (method, url, headers, body) => {
      const res = await fetch(`${product.base}${url}`, {
        method,
        headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      return {
        status: res.status,
        etag: res.headers.get('etag') ?? '',
        json: (): unknown => JSON.parse(text),
      };
    };
    const rows = [];
    for (let i = 0; i < connections; i++) rows.push(await inReview(send, auth));
    ids.push(...rows.map((row) => row.id));

    const latencies: number[] = [];
    let errors = 0;
    const meter = cpuMeter(product.pid);
    const deadline = Date.now() + duration * 1000;
    await Promise.all(
      rows.map(async (row) => {
        for (let move = 0; Date.now() < deadline; move++) {
          const started = performance.now();
          const answer = await send(
            'POST',
            `/api/precheck-pos/${row.id}/transitions`,
            { ...auth, 'if-match': row.etag },
            CYCLE[move % CYCLE.length],
          );
          latencies.push(performance.now() - started);
          if (answer.status !== 200) {
            errors++;
            // Read afresh, so one refusal does not become every later one.
            row.etag = (await send('GET', `/api/precheck-pos/${row.id}`, auth)).etag;
          } else row.etag = answer.etag;
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const moves = latencies.length - errors;
    return {
      rps: Math.round(moves / duration),
      p50: Math.round(percentile(latencies, 50) * 10) / 10,
      p99: Math.round(percentile(latencies, 99) * 10) / 10,
      errors,
      cpu: meter.per(moves),
      token: auth.authorization,
    };
  });
  await forgetAdminFactor(env);

  const pgbench = env.DATABASE_URL ? await pgbenchCycle(env, api.token, ids, connections, duration) : null;
  const { token: _token, ...measured } = api;
  return {
    connections,
    duration,
    ...measured,
    pgbench,
    ofPgbench: pgbench ? Math.round((measured.rps / pgbench.movesPerSecond) * 1000) / 1000 : null,
  };
}

/** pgbench running one cycle's statements, client n on the n-th of `ids`. */
async function pgbenchCycle(
  env: NodeJS.ProcessEnv,
  authorization: string,
  ids: string[],
  connections: number,
  duration: number,
) {
  const cycle = await withRecorder(
    env,
    async (app, record) => {
      const send: Send = async (method, url, headers, body) => {
        const answer = await app.inject({
          method,
          url,
          headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
          ...(body !== undefined && { payload: JSON.stringify(body) }),
        });
        return {
          status: answer.statusCode,
          etag: String(answer.headers.etag ?? ''),
          json: () => answer.json(),
        };
      };
      const auth = { authorization };
      const row = await inReview(send, auth);
      const once = async () => {
        for (const body of CYCLE) {
          const answer = await send(
            'POST',
            `/api/precheck-pos/${row.id}/transitions`,
            { ...auth, 'if-match': row.etag },
            body,
          );
          if (answer.status !== 200) throw new Error(`a captured move: HTTP ${answer.status}`);
          row.etag = answer.etag;
        }
      };
      // Once unrecorded first: the steady state, the session remembered.
      await once();
      return { id: row.id, script: scriptOf(await record(once)) };
    },
    FOUR_EYES,
  );
  const pick = `select (array[${ids.map((id) => `'${id}'`).join(', ')}])[:client_id + 1] as rowid \\gset\n`;
  const script = pick + cycle.script.replaceAll(cycle.id, ':rowid');
  const run = await runPgbench(env.DATABASE_URL!, script, { connections, duration, protocol: 'simple' });
  return { ...run, movesPerSecond: Math.round(run.tps * CYCLE.length) };
}

export function describeTransitions(t: Transitions): string {
  const pgbench = t.pgbench
    ? `; pgbench running the same statements ${t.pgbench.movesPerSecond} moves/s (p99 ${t.pgbench.p99.toFixed(1)} ms per cycle of two): ` +
      `the API at ${t.ofPgbench} of it (target ${TRANSITIONS_TARGET})`
    : '; pgbench: on PostgreSQL only';
  return (
    `Review transitions (${t.connections} reviewers, each on a pre-check of their own, ${t.duration} s, four-eyes on: ` +
    `propose, send back): ${t.rps} moves/s, p50 ${t.p50} ms, p99 ${t.p99} ms, ${t.errors} refused${pgbench}`
  );
}
