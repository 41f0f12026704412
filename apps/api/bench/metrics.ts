/**
 * What the Prometheus metrics cost (part of `npm run bench`, `--only metrics`): every request passes
 * one more `onResponse` hook (a counter and a histogram by route pattern), 429s one more `onError`,
 * and a scrape reads the pool, the PDF queues and a few small queries.
 *
 * Requests per second of the admin's POS list (page 1) and of a merchant's POS submissions, with the
 * metrics off (neither METRICS_TOKEN nor METRICS_PORT: nothing is collected) and on (METRICS_TOKEN set
 * and `GET /api/metrics` scraped every second, fifteen times as often as Prometheus does by default),
 * on the benchmark's database. The outbox worker is off in both modes, so the confirmations' own cost
 * (confirmations.ts) stays out of the comparison. The rounds run off, on, on, off (submissions.ts);
 * each round drives the list, then the submissions. The target: on at least 95 % of off for both.
 */
import autocannon from 'autocannon';
import { forgetAdminFactor } from './database.ts';
import type { Product } from './product.ts';
import {
  type Mode,
  modeMeans,
  offOnOnOff,
  type Rate,
  rateOf,
  submissionRate,
  withProduct,
  type SectionOptions,
} from './submissions.ts';

/** Both rates with the metrics on, as a share of those with them off. */
export const METRICS_TARGET = 0.95;
const SCRAPE_EVERY_MS = 1000;
const TOKEN = 'benchmark-metrics-token-benchmark-metrics-token';
const LIST = '/api/precheck-pos?page=1';
/** One address for every submission: with the worker off nothing is mailed anyway. */
const EMAIL = 'metrics-bench@bench.example';

/** The scrapes of one round: how many, how long each took (median, ms) and how big one was. */
export type Scrapes = { count: number; medianMs: number; bytes: number; series: number };

export type MetricsRound = {
  mode: Mode;
  /** The submissions' rate, which `offOnOnOff` averages; the list's is `list.rps`. */
  rps: number;
  list: Rate;
  submissions: Rate;
  scrapes: Scrapes | null;
};

export type Metrics = {
  scrapeEveryMs: number;
  rounds: MetricsRound[];
  list: ReturnType<typeof modeMeans>;
  submissions: ReturnType<typeof modeMeans>;
  targetMet: boolean;
};

/** Scrapes `product` every `SCRAPE_EVERY_MS` until stopped, as Prometheus would, and times it. */
function startScraper(product: Product) {
  const times: number[] = [];
  let last = '';
  let running = true;
  let failure: Error | null = null;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${product.base}/api/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      last = await res.text();
      if (!res.ok) throw new Error(`a scrape answered ${res.status}: ${last}`);
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, SCRAPE_EVERY_MS));
    }
  })().catch((error: unknown) => {
    failure = error instanceof Error ? error : new Error(String(error));
  });
  return {
    async stop(): Promise<Scrapes> {
      running = false;
      await loop;
      if (failure) throw failure;
      const sorted = [...times].sort((a, b) => a - b);
      return {
        count: times.length,
        medianMs: Math.round((sorted[Math.floor(sorted.length / 2)] ?? 0) * 10) / 10,
        bytes: Buffer.byteLength(last),
        series: last.split('\n').filter((line) => line && !line.startsWith('#')).length,
      };
    },
  };
}

type Tokens = { admin: string; merchant: string };

async function round(
  product: Product,
  tokens: Tokens,
  mode: Mode,
  { connections, duration }: SectionOptions,
): Promise<MetricsRound> {
  const scraper = mode === 'on' ? startScraper(product) : null;
  try {
    const list = await rateOf(product, () =>
      autocannon({
        url: `${product.base}${LIST}`,
        connections,
        duration,
        headers: { authorization: `Bearer ${tokens.admin}` },
        workers: 1,
      }),
    );
    const submissions = await submissionRate(product, tokens.merchant, EMAIL, { connections, duration });
    return { mode, rps: submissions.rps, list, submissions, scrapes: (await scraper?.stop()) ?? null };
  } catch (error) {
    await scraper?.stop().catch(() => undefined);
    throw error;
  }
}

export async function measureMetrics(options: SectionOptions): Promise<Metrics> {
  const { rounds } = await offOnOnOff<MetricsRound, undefined, Tokens>({
    product: (mode, measure) =>
      withProduct(
        {
          env: { ...options.env, OUTBOX_WORKER: 'off', ...(mode === 'on' && { METRICS_TOKEN: TOKEN }) },
          port: options.port,
        },
        measure,
      ),
    signIn: async (product) => ({
      admin: await product.adminToken(),
      merchant: await product.signIn(options.merchantEmail),
    }),
    round: (product, tokens, mode) => round(product, tokens, mode, options),
    // Each product enrols the admin's second factor afresh (product.ts).
    after: () => forgetAdminFactor(options.env),
  });
  const list = modeMeans(rounds, (r) => r.list.rps);
  const submissions = modeMeans(rounds, (r) => r.submissions.rps);
  return {
    scrapeEveryMs: SCRAPE_EVERY_MS,
    rounds,
    list,
    submissions,
    targetMet: list.onOfOff >= METRICS_TARGET && submissions.onOfOff >= METRICS_TARGET,
  };
}

const MODE_NAMES: Record<Mode, string> = {
  off: 'off (no METRICS_TOKEN)',
  on: `on (scraped every ${SCRAPE_EVERY_MS / 1000} s)`,
};

/** The section of bench/results.md. */
export function describeMetrics(m: Metrics, connections: number, duration: number): string {
  const scrapes = m.rounds.flatMap((r) => (r.scrapes ? [r.scrapes] : []));
  const last = scrapes.at(-1);
  return [
    `Prometheus metrics: the admin's POS list (page 1), then a merchant's POS submissions, ${connections} connections, ${duration} s each a round, the outbox worker off (bench/metrics.ts):`,
    '',
    '| round | metrics | list req/s | list p99 ms | list server CPU µs | submissions/s | submissions p99 ms | submission server CPU µs | errors | scrapes (median ms) |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...m.rounds.map(
      (r, i) =>
        `| ${i + 1} | ${MODE_NAMES[r.mode]} | ${r.list.rps} | ${r.list.p99} | ${r.list.cpu.server} | ` +
        `${r.submissions.rps} | ${r.submissions.p99} | ${r.submissions.cpu.server} | ` +
        `${r.list.errors + r.submissions.errors} | ${r.scrapes ? `${r.scrapes.count} (${r.scrapes.medianMs})` : '-'} |`,
    ),
    '',
    `On / off, the mean of each mode's rounds: list ${m.list.on} / ${m.list.off} req/s = ${m.list.onOfOff}; ` +
      `submissions ${m.submissions.on} / ${m.submissions.off} /s = ${m.submissions.onOfOff} ` +
      `(target ≥ ${METRICS_TARGET} for both: ${m.targetMet ? 'met' : 'not met'}).`,
    ...(last ? ['', `A scrape: ${last.series} series, ${(last.bytes / 1024).toFixed(1)} KiB.`] : []),
  ].join('\n');
}
