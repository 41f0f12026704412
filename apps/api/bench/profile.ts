/**
 * Where the server's time goes under one load (a tool, not a test):
 * `npx tsx apps/api/bench/profile.ts [--path /api/precheck-pos?page=1] [--who admin|nobody|<e-mail>]
 * [--duration 10] [--connections 32] [--post pos|ecom]` (`--post`: the path's body is the test fixture of
 * that form, sent as a POST). Uses the database `npm run bench` seeded (same size options),
 * starts the compiled product under `--cpu-prof`, drives the path with autocannon and prints the
 * server's self time by package and by function; the raw profile stays in bench/.profiles (open it in
 * Chrome's DevTools).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ecomPrecheckBody } from '../src/test/precheck-ecom-fixture.ts';
import { posPrecheckBody } from '../src/test/precheck-pos-fixture.ts';
import { prepareDatabase, removeSubmissionsSince } from './database.ts';
import { numberOptions, startProduct } from './product.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const profiles = path.join(here, '.profiles');

const { duration, connections, pos, ecom, port, top } = numberOptions({
  duration: 10,
  connections: 32,
  pos: 100_000,
  ecom: 20_000,
  port: 3330,
  top: 25,
});
const { values } = parseArgs({
  // The numbers above are numberOptions'.
  strict: false,
  options: {
    path: { type: 'string', default: '/api/precheck-pos?page=1' },
    who: { type: 'string', default: 'admin' },
    post: { type: 'string' },
  },
}) as { values: { path: string; who: string; post?: string } };

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
};

/** The package a script belongs to (`fastify`, `pg`, …), `node:` for Node's own, `app` for ours. */
function ownerOf(url: string): string {
  if (!url) return '(native)';
  if (url.startsWith('node:')) return 'node:';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  return match ? match[1]! : 'app';
}

function summarise(file: string, top: number) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[];
    startTime: number;
    endTime: number;
    samples: number[];
  };
  const total = profile.samples.length;
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (!hits) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const owner = ownerOf(url);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + hits);
    const name = `${functionName || '(anonymous)'} ${owner === 'app' ? path.basename(url) : owner}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
  }
  const share = (hits: number) => `${((hits / total) * 100).toFixed(1).padStart(5)} %`;
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  console.log(`\n${total} samples over ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s\n`);
  console.log('self time by package:');
  for (const [owner, hits] of sorted(byOwner)) console.log(`  ${share(hits)}  ${owner}`);
  console.log('\nself time by function:');
  for (const [name, hits] of sorted(byFunction)) console.log(`  ${share(hits)}  ${name}`);
}

async function main() {
  const env = await prepareDatabase(pos, ecom);
  rmSync(profiles, { recursive: true, force: true });
  mkdirSync(profiles, { recursive: true });
  const started = new Date();
  const product = await startProduct({
    env,
    port,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profiles}`],
  });
  try {
    const token =
      values.who === 'nobody'
        ? ''
        : values.who === 'admin'
          ? await product.adminToken()
          : await product.signIn(values.who);
    const body =
      values.post === 'pos'
        ? posPrecheckBody()
        : values.post === 'ecom'
          ? ecomPrecheckBody(['creditCard', 'clearingHouse', 'corporateBanking'])
          : undefined;
    const result = await autocannon({
      url: `${product.base}${values.path}`,
      connections,
      duration,
      headers: {
        ...(token && { authorization: `Bearer ${token}` }),
        ...(body && { 'content-type': 'application/json' }),
      },
      ...(body && { method: 'POST' as const, body: JSON.stringify(body) }),
    });
    console.log(
      `${values.path}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
    );
  } finally {
    await product.stop();
    if (values.post) await removeSubmissionsSince(env, started);
  }
  const file = readdirSync(profiles).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error('the server wrote no profile');
  summarise(path.join(profiles, file), top);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
