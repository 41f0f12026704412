/**
 * Memory under a mixed load (a benchmark, not a test): `npx tsx bench/memory.ts [--minutes 20]
 * [--connections 16] [--pos N] [--ecom N] [--port 3322] [--node-args '--max-semi-space-size=4']`, or
 * `npm run bench -- --only memory [--minutes 20]`. Starts the product on the benchmark's database
 * (embedded unless DATABASE_URL is set; PDF_WORKERS and the like pass through), signs an admin and a
 * merchant in, and drives what a day of use does at once, from `connections` connections: the admin
 * lists, searches and details, the dashboard, a merchant's own list, submissions (each confirmed by
 * mail, so the outbox renders its PDF) and PDF downloads. Every few seconds it reads the server's
 * resident memory from /proc (the PDF threads are threads of the same process), and it keeps each
 * minute's latency: whether the server ends where it began, in memory and in speed, and whether the
 * embedded default fits a 1 GB machine (its target: apps/api/bench/README.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ECOM_ANSWERS, ecomPrecheckBody } from '../src/test/precheck-ecom-fixture.ts';
import { posPrecheckBody } from '../src/test/precheck-pos-fixture.ts';
import { busiestMerchant, prepareDatabase, removeSubmissionsSince } from './database.ts';
import { numberOptions, type Product, startProduct } from './product.ts';

const SAMPLE_MS = 5_000;

/** The load the issue measured: 16 connections for 20 minutes. */
export const MIXED_LOAD = { connections: 16, minutes: 20 };

/** One minute of the load: its requests, p99, mean resident memory and what PGlite's heap held of it. */
export type MinuteFigures = { minute: number; requests: number; p99: number; rssMb: number; wasmMb: number };

export type MemoryResult = {
  minutes: number;
  connections: number;
  requests: number;
  rps: number;
  /** Answers other than 2xx, and requests that failed or timed out. */
  errors: number;
  /** How many answers of each status. */
  statuses: Record<string, number>;
  /**
   * Resident memory (MB): before the load, the most the server held while starting (VmHWM), its mean
   * over the load, the most it held under the load (VmHWM, reset as the load began) and at the end.
   */
  rssMb: { start: number; startPeak: number; mean: number; peak: number; end: number };
  /** p99 latency (ms) of the first and of the last minute. */
  p99Ms: { first: number; last: number };
  perMinute: MinuteFigures[];
};

/** A `<field>: <n> kB` line of a `/proc` file (`status`, an `smaps` entry); NaN when it has none. */
const kbOf = (text: string, field: string) =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(text)?.[1]);

/** Resident memory now and its high-water mark, in MB, from Linux's `/proc/<pid>/status`. */
function residentMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return { rss: kbOf(status, 'VmRSS') / 1024, peak: kbOf(status, 'VmHWM') / 1024 };
}

/**
 * How much of the resident memory is PGlite's WebAssembly heap, in MB. V8 reserves each wasm memory
 * as one range of several GiB (the 4 GiB it may grow to plus guard pages): the part in use is mapped
 * readable and writable, the rest inaccessible (`---p`) right after it. No other mapping of the
 * process is that large, so a `---p` mapping over 4 GiB in `/proc/<pid>/smaps` marks a wasm heap, and
 * the `Rss` of the mapping ending where it starts is what the database engine holds. The rest of the
 * resident memory is Node's: the V8 heaps of each thread and native memory.
 */
function wasmResidentMb(pid: number): number {
  const mappings = readFileSync(`/proc/${pid}/smaps`, 'utf8')
    .split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/)
    .map((text) => {
      const [, start, end, perms] = /^([0-9a-f]+)-([0-9a-f]+) (\S+)/.exec(text) ?? [];
      return { start, end, perms, sizeKb: kbOf(text, 'Size') || 0, rssKb: kbOf(text, 'Rss') || 0 };
    });
  const byEnd = new Map(mappings.map((mapping) => [mapping.end, mapping]));
  const kb = mappings
    .filter((guard) => guard.perms === '---p' && guard.sizeKb > 4 * 1024 * 1024)
    .reduce((sum, guard) => sum + (byEnd.get(guard.start)?.rssKb ?? 0), 0);
  return kb / 1024;
}

const round = (n: number) => Math.round(n * 10) / 10;

function p99(latencies: number[]): number {
  if (latencies.length === 0) return 0;
  const sorted = [...latencies].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!);
}

type Ids = { pos: string[]; ecom: string[]; pages: number };

/** Ids to read and print, and how many pages the POS list has: details spread over the data. */
async function pickIds(product: Product, authorization: string): Promise<Ids> {
  const page = async (list: string, n: number) =>
    (
      await product.json<{ items: { id: string }[]; total: number }>(`${list}?page=${n}&pageSize=100`, {
        headers: { authorization },
      })
    ).items.map((item) => item.id);
  const { total } = await product.json<{ total: number }>('/api/precheck-pos?pageSize=1', {
    headers: { authorization },
  });
  const pos = (await Promise.all([1, 50, 200].map((n) => page('/api/precheck-pos', n)))).flat();
  const ecom = (await Promise.all([1, 20, 80].map((n) => page('/api/precheck', n)))).flat();
  return { pos, ecom, pages: Math.max(1, Math.floor(total / 20)) };
}

const any = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

/**
 * One connection's round, over and over: reads outnumber writes and PDFs as in an admin's day; each
 * detail, page and PDF is picked at random so the load touches the whole database, not one row.
 */
function mixedRequests(ids: Ids, admin: string, merchant: string): autocannon.Request[] {
  const json = { 'content-type': 'application/json' };
  const asAdmin = { authorization: `Bearer ${admin}` };
  const asMerchant = { authorization: `Bearer ${merchant}` };
  const get = (path: () => string, headers = asAdmin): autocannon.Request => ({
    method: 'GET',
    headers,
    setupRequest: (request) => ({ ...request, path: path() }),
  });
  const page = () => 1 + Math.floor(Math.random() * ids.pages);
  return [
    get(() => `/api/precheck-pos?page=${page()}`),
    get(() => '/api/precheck?page=1'),
    get(() => '/api/merchant?page=1'),
    get(() => '/api/audit?page=1'),
    get(() => `/api/precheck-pos?q=${encodeURIComponent(any(['müller', 'bäckerei', 'gmbh', 'hotel']))}`),
    get(() => `/api/precheck?q=${any(['bakery', 'shop', 'nord'])}`),
    get(() => `/api/precheck-pos/${any(ids.pos)}`),
    get(() => `/api/precheck/${any(ids.ecom)}`),
    get(() => `/api/precheck-pos/${any(ids.pos)}`),
    get(() => '/api/stats/dashboard'),
    get(() => '/api/me/prechecks', asMerchant),
    // `[<id>]` is autocannon's fresh id per request: each applicant an address of its own, so every
    // confirmation is mailed (one address meets its hourly mail budget after ten) and its PDF rendered.
    {
      method: 'POST',
      path: '/api/precheck-pos',
      headers: { ...asMerchant, ...json },
      body: JSON.stringify(posPrecheckBody({ email: 'applicant-[<id>]@example.com' })),
    },
    {
      method: 'POST',
      path: '/api/precheck',
      headers: { ...asMerchant, ...json },
      body: JSON.stringify(
        ecomPrecheckBody(['creditCard', 'clearingHouse'], 'us', {
          genInfo: { ...ECOM_ANSWERS.genInfo, genEmail: 'shop-[<id>]@example.com' },
        }),
      ),
    },
    get(() => `/api/precheck-pos/${any(ids.pos)}/pdf?language=${any(['de', 'en'])}`),
    get(() => `/api/precheck/${any(ids.ecom)}/pdf?language=${any(['it', 'es'])}`),
  ];
}

export async function measureMemory(
  product: Product,
  { minutes, connections, merchantEmail }: { minutes: number; connections: number; merchantEmail: string },
): Promise<MemoryResult> {
  const admin = await product.adminToken();
  const merchant = await product.signIn(merchantEmail);
  const ids = await pickIds(product, `Bearer ${admin}`);
  const { rss: start, peak: startPeak } = residentMb(product.pid);
  // The high-water mark so far is the start's (on Node 24 the compiler's one-time peak,
  // docs/operations.md "Memory"): reset (Linux's clear_refs 5), it is the load's own from here on.
  writeFileSync(`/proc/${product.pid}/clear_refs`, '5');
  process.stderr.write(
    `  memory: ${round(start)} MB resident before the load, ${round(startPeak)} MB at most while starting\n`,
  );
  const samples: number[] = [];
  let peak = start;
  let latencies: number[] = [];
  const perMinute: MinuteFigures[] = [];
  const closeMinute = () => {
    const recent = samples.slice(-Math.round(60_000 / SAMPLE_MS));
    const minute = {
      minute: perMinute.length + 1,
      requests: latencies.length,
      p99: p99(latencies),
      rssMb: round(recent.reduce((a, b) => a + b, 0) / Math.max(1, recent.length)),
      wasmMb: round(wasmResidentMb(product.pid)),
    };
    perMinute.push(minute);
    latencies = [];
    process.stderr.write(
      `  memory, minute ${minute.minute}: ${minute.requests} requests, p99 ${minute.p99} ms, RSS ${minute.rssMb} MB (PGlite's heap ${minute.wasmMb} MB)\n`,
    );
  };
  const sampler = setInterval(() => {
    const now = residentMb(product.pid);
    samples.push(now.rss);
    peak = Math.max(peak, now.peak);
    // The SMTP listener in this process keeps every mail; a mixed load sends thousands of PDFs.
    product.received.splice(0);
  }, SAMPLE_MS);
  const minuteTimer = setInterval(closeMinute, 60_000);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: product.base,
        connections,
        duration: minutes * 60,
        idReplacement: true,
        requests: mixedRequests(ids, admin, merchant),
      },
      (error: Error | null, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  clearInterval(sampler);
  clearInterval(minuteTimer);
  if (perMinute.length < minutes) closeMinute();
  const end = residentMb(product.pid);
  peak = Math.max(peak, end.peak);
  samples.push(end.rss);
  const first = perMinute[0]!;
  const last = perMinute[perMinute.length - 1]!;
  return {
    minutes,
    connections,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx + result.timeouts,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, stat]) => [status, stat.count ?? 0]),
    ),
    rssMb: {
      start: round(start),
      startPeak: round(startPeak),
      mean: round(samples.reduce((a, b) => a + b, 0) / samples.length),
      peak: round(peak),
      end: round(end.rss),
    },
    p99Ms: { first: first.p99, last: last.p99 },
    perMinute,
  };
}

export function describeMemory(result: MemoryResult): string {
  const { rssMb, p99Ms } = result;
  return (
    `Memory under a mixed load (bench/memory.ts), ${result.connections} connections for ${result.minutes} min: ` +
    `${result.requests} requests (${result.rps}/s, ${result.errors} errors; ${JSON.stringify(result.statuses)}); server RSS ${rssMb.start} MB before (${rssMb.startPeak} MB at most while starting), ` +
    `${rssMb.mean} MB on average, ${rssMb.peak} MB at most under the load, ${rssMb.end} MB at the end; ` +
    `p99 ${p99Ms.first} ms in the first minute, ${p99Ms.last} ms in the last`
  );
}

async function main() {
  const { pos, ecom, minutes, connections, port } = numberOptions({
    pos: 100_000,
    ecom: 20_000,
    ...MIXED_LOAD,
    port: 3322,
  });
  const { 'node-args': nodeArgs } = parseArgs({ strict: false, options: { 'node-args': { type: 'string' } } })
    .values as { 'node-args'?: string };
  const env = await prepareDatabase(pos, ecom);
  const merchantEmail = await busiestMerchant(env);
  const started = new Date();
  const product = await startProduct({ env, port, nodeArgs: nodeArgs?.split(' ').filter(Boolean) });
  try {
    const result = await measureMemory(product, { minutes, connections, merchantEmail });
    console.log(`\n${describeMemory(result)}`);
    console.log(
      "\n| minute | requests | p99 ms | RSS MB | of it PGlite's heap MB |\n|---:|---:|---:|---:|---:|",
    );
    for (const m of result.perMinute)
      console.log(`| ${m.minute} | ${m.requests} | ${m.p99} | ${m.rssMb} | ${m.wasmMb} |`);
  } finally {
    await product.stop();
    await removeSubmissionsSince(env, started);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
