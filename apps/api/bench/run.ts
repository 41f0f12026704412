/**
 * API benchmark (a benchmark, not a test): `npm run bench -- [--pos N] [--ecom N] [--duration S]
 * [--drain N] [--port N]`. Seeds a database of the given size (PostgreSQL at DATABASE_URL in a database of its
 * own, else an embedded one), starts the product as a child process, signs in through the real code
 * flow and drives each scenario with autocannon from this process, next to `/api/health` (the server's
 * ceiling) and, on PostgreSQL, pgbench running the statements the scenario's request sends
 * (statements.ts). Before them, the applicants' confirmations (confirmations.ts): submissions per
 * second with and without them, and how long `--drain` queued ones take to leave; then webhooks
 * (webhooks.ts): submissions per second with three endpoints subscribed and with none, and how long
 * `--drain` queued events to the three take to leave; then the Prometheus metrics (metrics.ts): the
 * list's and the submissions' rates with the metrics on and off; then review transitions per second
 * against pgbench running the same statements (transitions.ts).
 * Prints a table, writes bench/results.md and bench/results.json.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { openDatabase } from '../src/db/client.ts';
import { ecomPrecheckBody } from '../src/test/precheck-ecom-fixture.ts';
import { posPrecheckBody } from '../src/test/precheck-pos-fixture.ts';
import { type CpuShare, cpuMeter } from './cpu.ts';
import { describeConfirmations, measureConfirmations } from './confirmations.ts';
import { describeCsvExport, measureCsvExport } from './csv-export.ts';
import {
  BENCH_REVIEWER,
  busiestMerchant,
  forgetAdminFactor,
  prepareDatabase,
  removeSubmissionsSince,
} from './database.ts';
import { describeMemory, measureMemory, MIXED_LOAD } from './memory.ts';
import { describeMetrics, measureMetrics } from './metrics.ts';
import { describeErasure, measureErasure } from './erasure.ts';
import { describeTransitions, measureTransitions } from './transitions.ts';
import { describeWebhooks, measureWebhooks } from './webhooks.ts';
import { measurePageWeight, type PageWeight, PUBLIC_FORMS } from './page-weight.ts';
import { numberOptions, startProduct } from './product.ts';
import { captureScripts, type PgbenchResult, runPgbench } from './statements.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(here, '..');
const {
  pos,
  ecom,
  duration,
  connections,
  drain,
  minutes,
  port: PORT,
} = numberOptions({
  pos: 100_000,
  ecom: 20_000,
  duration: 10,
  connections: 32,
  drain: 1000,
  port: 3320,
  minutes: MIXED_LOAD.minutes,
});
const BASE = `http://127.0.0.1:${PORT}`;
/**
 * `--only detail` runs the scenarios whose name holds that text (and skips the CSV export);
 * `--only confirmations` the confirmations alone, `--only webhooks` the webhooks alone, `--only metrics`
 * the metrics alone, `--only transitions` the review transitions alone, `--only memory` the server's memory under a mixed load of `--minutes` (20) alone:
 * only when asked, for its length.
 * `--webhooks-node-args '--cpu-prof --cpu-prof-dir=bench/.profiles'` gives the webhooks' products
 * Node's flags (to see where their time goes).
 */
const { only, 'webhooks-node-args': webhooksNodeArgs } = parseArgs({
  strict: false,
  options: { only: { type: 'string' }, 'webhooks-node-args': { type: 'string' } },
}).values as { only?: string; 'webhooks-node-args'?: string };

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

type Who = 'admin' | 'reviewer' | 'merchant' | 'nobody';
type Scenario = { name: string; path: string; method?: 'GET' | 'POST'; body?: string; who?: Who };
type Measured = { rps: number; p50: number; p99: number; errors: number; cpu: CpuShare };
type Result = Measured & {
  name: string;
  health: number;
  healthCpu: CpuShare;
  pgbench: (PgbenchResult & { cpu: CpuShare }) | null;
  pgbenchPrepared: (PgbenchResult & { cpu: CpuShare }) | null;
  ofHealth: number;
  ofPgbench: number | null;
  ofPgbenchPrepared: number | null;
};

let serverPid: number | null = null;

function drive(scenario: Scenario, tokens: Record<Who, string>): Promise<Measured> {
  const token = tokens[scenario.who ?? 'admin'];
  const meter = cpuMeter(serverPid);
  return autocannon({
    url: `${BASE}${scenario.path}`,
    method: scenario.method ?? 'GET',
    connections,
    duration,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(scenario.body && { 'content-type': 'application/json' }),
    },
    ...(scenario.body && { body: scenario.body }),
  }).then((r) => ({
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx + r.timeouts,
    cpu: meter.per(r.requests.total),
  }));
}

const ratio = (part: number, whole: number) => Math.round((part / whole) * 1000) / 1000;

/** On products of their own, before the scenarios' product starts: it is left nothing to send. */
async function measureConfirmationsAlone(env: NodeJS.ProcessEnv, merchantEmail: string) {
  if (only && !'confirmations'.includes(only)) return null;
  const started = new Date();
  try {
    const measured = await measureConfirmations({
      env,
      port: PORT,
      merchantEmail,
      duration,
      connections,
      drain,
    });
    const { off, on, onOfOff, drain: drained } = measured;
    process.stderr.write(
      `  confirmations: off ${off} submissions/s, on ${on} (${onOfOff} of off); ` +
        `${drained.mails} drained in ${drained.seconds.toFixed(1)} s\n`,
    );
    return measured;
  } finally {
    await removeSubmissionsSince(env, started);
  }
}

/** Likewise, on products of their own; the endpoints they create go after them. */
async function measureWebhooksAlone(env: NodeJS.ProcessEnv, merchantEmail: string) {
  if (only && !'webhooks'.includes(only)) return null;
  const started = new Date();
  try {
    const measured = await measureWebhooks({
      env,
      port: PORT,
      merchantEmail,
      duration,
      connections,
      drain,
      nodeArgs: webhooksNodeArgs?.split(' ').filter(Boolean),
    });
    const { off, on, onOfOff, drain: drained } = measured;
    process.stderr.write(
      `  webhooks: none ${off} submissions/s, three endpoints ${on} (${onOfOff} of none); ` +
        `${drained.events} events (${drained.deliveries} deliveries) drained in ${drained.seconds.toFixed(1)} s\n`,
    );
    return measured;
  } finally {
    await removeSubmissionsSince(env, started);
  }
}

/** Likewise, on products of their own. */
async function measureMetricsAlone(env: NodeJS.ProcessEnv, merchantEmail: string) {
  if (only && !'metrics'.includes(only)) return null;
  const started = new Date();
  try {
    const measured = await measureMetrics({ env, port: PORT, merchantEmail, duration, connections });
    const { list, submissions } = measured;
    process.stderr.write(
      `  metrics: list off ${list.off} req/s, on ${list.on} (${list.onOfOff} of off); ` +
        `submissions off ${submissions.off}/s, on ${submissions.on} (${submissions.onOfOff} of off)\n`,
    );
    return measured;
  } finally {
    await removeSubmissionsSince(env, started);
  }
}

/** Likewise, on a product of its own; the pre-checks it moves go after it. */
async function measureTransitionsAlone(env: NodeJS.ProcessEnv) {
  if (only && !'transitions'.includes(only)) return null;
  const started = new Date();
  try {
    const measured = await measureTransitions({ env, port: PORT, duration, connections });
    process.stderr.write(`  ${describeTransitions(measured)}\n`);
    return measured;
  } finally {
    await removeSubmissionsSince(env, started);
  }
}

/** Erasure on request and by retention, on products of their own (erasure.ts); only when asked. */
async function measureErasureAlone(env: NodeJS.ProcessEnv) {
  if (only !== 'erasure') return null;
  const measured = await measureErasure({ env, port: PORT, duration, connections });
  process.stderr.write(`  ${describeErasure(measured)}\n`);
  return measured;
}

/** On a product of its own, which starts afresh: what it holds before and after the load is its own. */
async function measureMemoryAlone(env: NodeJS.ProcessEnv, merchantEmail: string) {
  if (only !== 'memory') return null;
  const started = new Date();
  const product = await startProduct({ env, port: PORT });
  try {
    const measured = await measureMemory(product, {
      minutes,
      connections: MIXED_LOAD.connections,
      merchantEmail,
    });
    process.stderr.write(`  ${describeMemory(measured)}\n`);
    return measured;
  } finally {
    await product.stop();
    await removeSubmissionsSince(env, started);
    // The scenarios' product enrols the admin afresh.
    await forgetAdminFactor(env);
  }
}

async function main() {
  const env = await prepareDatabase(pos, ecom);
  const fullDownload = await measureFullDownload(env);
  const merchantEmail = await busiestMerchant(env);
  const confirmations = await measureConfirmationsAlone(env, merchantEmail);
  const webhooks = await measureWebhooksAlone(env, merchantEmail);
  const metrics = await measureMetricsAlone(env, merchantEmail);
  const transitions = await measureTransitionsAlone(env);
  const memory = await measureMemoryAlone(env, merchantEmail);
  const erasure = await measureErasureAlone(env);
  const runStarted = new Date();
  const product = await startProduct({ env, port: PORT });
  const { json } = product;
  serverPid = product.pid;
  try {
    const tokens: Record<Who, string> = {
      admin: await product.adminToken(),
      reviewer: await product.signIn(BENCH_REVIEWER),
      merchant: await product.signIn(merchantEmail),
      nobody: '',
    };
    const auth = { headers: { authorization: `Bearer ${tokens.admin}` } };
    const firstPageStarted = performance.now();
    const firstPage = await fetch(`${BASE}/api/precheck-pos?page=1`, auth);
    const firstPageBytes = (await firstPage.arrayBuffer()).byteLength;
    const firstPageMs = performance.now() - firstPageStarted;
    const newest = async (list: string) =>
      (await json<{ items: { id: string; company?: string }[] }>(`${list}?pageSize=1`, auth)).items[0]!;
    const { id: posId, company: rareTerm } = await newest('/api/precheck-pos');
    const { id: ecomId } = await newest('/api/precheck');

    const health: Scenario = { name: 'GET /api/health', path: '/api/health', who: 'nobody' };
    const allScenarios: Scenario[] = [
      { name: 'POS list, page 1', path: '/api/precheck-pos?page=1' },
      { name: 'POS list, page 500', path: '/api/precheck-pos?page=500' },
      { name: 'POS search "müller"', path: `/api/precheck-pos?q=${encodeURIComponent('müller')}` },
      // One merchant's company name, as an admin looking for it types it: a handful of matches.
      { name: 'POS search, rare term', path: `/api/precheck-pos?q=${encodeURIComponent(rareTerm!)}` },
      { name: 'e-commerce search "bakery"', path: '/api/precheck?q=bakery' },
      // The review queue (DESIGN §12), as a seeded reviewer opens it: her own in review, longest
      // waiting first.
      {
        name: 'POS queue, mine in review',
        path: '/api/precheck-pos?status=in_review&assignee=me&sort=waiting',
        who: 'reviewer',
      },
      { name: 'POS queue, overdue', path: '/api/precheck-pos?overdue=true&sort=waiting' },
      { name: 'POS detail', path: `/api/precheck-pos/${posId}` },
      { name: 'e-commerce detail', path: `/api/precheck/${ecomId}` },
      { name: 'dashboard stats', path: '/api/stats/dashboard' },
      { name: '/me/prechecks', path: '/api/me/prechecks', who: 'merchant' },
      {
        name: 'POST /api/precheck-pos',
        path: '/api/precheck-pos',
        method: 'POST',
        body: JSON.stringify(posPrecheckBody()),
        who: 'merchant',
      },
      {
        name: 'POST /api/precheck (3 services)',
        path: '/api/precheck',
        method: 'POST',
        body: JSON.stringify(ecomPrecheckBody(['creditCard', 'clearingHouse', 'corporateBanking'])),
        who: 'merchant',
      },
      { name: 'POS PDF', path: `/api/precheck-pos/${posId}/pdf?language=de` },
      { name: 'e-commerce PDF', path: `/api/precheck/${ecomId}/pdf?language=de` },
    ];
    const scenarios = allScenarios.filter((s) => !only || s.name.includes(only));
    const scripts = env.DATABASE_URL
      ? await captureScripts(
          env,
          scenarios.map((s) => ({
            method: s.method ?? 'GET',
            url: s.path,
            ...(s.body && { body: s.body }),
            token: tokens[s.who ?? 'admin'],
          })),
        )
      : null;

    // Interleaved: the ceiling and the database's own rate are measured next to each scenario, so a
    // noisy neighbour on this shared machine weighs on all three alike.
    const results: Result[] = [];
    for (const [i, scenario] of scenarios.entries()) {
      const ceiling = await drive(health, tokens);
      const api = await drive(scenario, tokens);
      const pgbench = async (protocol: 'simple' | 'prepared') => {
        if (!scripts) return null;
        const meter = cpuMeter(null);
        const run = await runPgbench(env.DATABASE_URL!, scripts[i]!, { connections, duration, protocol });
        return { ...run, cpu: meter.per(run.transactions) };
      };
      const simple = await pgbench('simple');
      // pgbench reads `:name` in a prepared script as a variable of its own: a script whose literals
      // hold one (JSON with "a:b") cannot run prepared, and has only the plain-text figure.
      const prepared = await pgbench('prepared').catch(() => null);
      results.push({
        name: scenario.name,
        ...api,
        health: ceiling.rps,
        healthCpu: ceiling.cpu,
        pgbench: simple,
        pgbenchPrepared: prepared,
        ofHealth: ratio(api.rps, ceiling.rps),
        ofPgbench: simple ? ratio(api.rps, simple.tps) : null,
        ofPgbenchPrepared: prepared ? ratio(api.rps, prepared.tps) : null,
      });
      process.stderr.write(
        `  ${scenario.name}: ${api.rps} req/s (health ${ceiling.rps}, pgbench ${simple?.tps.toFixed(0) ?? '-'}, prepared ${prepared?.tps.toFixed(0) ?? '-'}); ` +
          `CPU µs per request: server ${api.cpu.server}, database ${api.cpu.database}, load ${api.cpu.driver}\n`,
      );
    }

    const csvExport = only ? null : await measureCsvExport(product, tokens.admin);
    if (csvExport) process.stderr.write(`  ${describeCsvExport(csvExport)}\n`);

    // The front end is the one `npm run build` left (the bench builds the server only).
    const pageWeights: (PageWeight & { form: string })[] = [];
    if (!only && existsSync(path.join(apiDir, '../web/dist/index.html')))
      for (const form of Object.values(PUBLIC_FORMS))
        pageWeights.push({ form, ...(await measurePageWeight(BASE, form)) });

    const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    const table = [
      `Benchmark on ${database}: ${pos} POS + ${ecom} e-commerce, ${connections} connections, ${duration} s each`,
      '',
      '| scenario | req/s | p50 ms | p99 ms | errors | health req/s | of health | pgbench tps | pgbench p99 ms | of pgbench | pgbench prepared tps | of prepared |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...results.map(
        (r) =>
          `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.health} | ${r.ofHealth} | ` +
          `${r.pgbench ? Math.round(r.pgbench.tps) : '-'} | ${r.pgbench ? r.pgbench.p99.toFixed(1) : '-'} | ${r.ofPgbench ?? '-'} | ` +
          `${r.pgbenchPrepared ? Math.round(r.pgbenchPrepared.tps) : '-'} | ${r.ofPgbenchPrepared ?? '-'} |`,
      ),
      '',
      'pgbench runs the statements the request sends with their values written in: "pgbench" as plain text,',
      'planned on every run; "prepared" planned once per connection (the database at its best).',
      '',
      'CPU time per request, µs, by process (bench/cpu.ts): server / database / load generator. The three',
      "share the machine's cores, so a scenario's rate is bounded by their sum.",
      '',
      '| scenario | API: server | API: database | API: load | health: server | health: load | pgbench: database | pgbench: client | prepared: database | prepared: client |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...results.map(
        (r) =>
          `| ${r.name} | ${r.cpu.server} | ${r.cpu.database} | ${r.cpu.driver} | ${r.healthCpu.server} | ${r.healthCpu.driver} | ` +
          `${r.pgbench?.cpu.database ?? '-'} | ${r.pgbench?.cpu.driver ?? '-'} | ` +
          `${r.pgbenchPrepared?.cpu.database ?? '-'} | ${r.pgbenchPrepared?.cpu.driver ?? '-'} |`,
      ),
      '',
      'First page of the POS list:',
      `- spec's client (download all, sort and page in the browser): ${(fullDownload.bytes / 1e6).toFixed(1)} MB, ${Math.round(fullDownload.ms)} ms`,
      `- this API (server-side paging): ${(firstPageBytes / 1e3).toFixed(1)} kB, ${firstPageMs.toFixed(1)} ms`,
      '',
      csvExport ? `${describeCsvExport(csvExport)}.` : '- CSV export: not measured (--only)',
      '',
      confirmations
        ? describeConfirmations(confirmations, connections, duration)
        : 'Applicant confirmations: not measured (--only)',
      '',
      webhooks ? describeWebhooks(webhooks, connections, duration) : 'Webhooks: not measured (--only)',
      '',
      metrics ? describeMetrics(metrics, connections, duration) : 'Prometheus metrics: not measured (--only)',
      '',
      transitions ? describeTransitions(transitions) : 'Review transitions: not measured (--only)',
      '',
      memory ? describeMemory(memory) : 'Memory under a mixed load: not measured (only with --only memory)',
      '',
      erasure ? describeErasure(erasure) : 'Erasure: not measured (only with --only erasure)',
      '',
      'Public forms, transferred before usable, captcha check included (compressed bodies and headers; bench/page-weight.ts):',
      ...(pageWeights.length > 0
        ? []
        : [only ? '- not measured (--only)' : '- not measured: no built web app (`npm run build`)']),
      ...pageWeights.map(
        (w) =>
          `- ${w.form}: JS ${(w.jsBytes / 1024).toFixed(1)} KiB, CSS ${(w.cssBytes / 1024).toFixed(1)} KiB, ${w.requests} requests`,
      ),
    ].join('\n');
    console.log(`\n${table}`);
    writeFileSync(path.join(here, 'results.md'), `${table}\n`);
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
          csvExport,
          confirmations,
          webhooks,
          metrics,
          transitions,
          memory,
          erasure,
          pageWeights,
        },
        null,
        2,
      ) + '\n',
    );
  } finally {
    await product.stop();
    await removeSubmissionsSince(env, runStarted);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
