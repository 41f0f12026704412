/**
 * The server's own CPU time per request, without sockets or a load generator (a tool, not a test):
 * `npx tsx bench/request-cost.ts [--requests 4000] [--concurrency 16]`, with `DATABASE_URL` for
 * PostgreSQL. Builds the product in this process on the benchmark's database (`npm run bench` seeds
 * it), signs the admin in through a started product, then sends each path through `inject` and reads
 * this process's CPU time: what the code around the query costs, steady enough on a busy machine to
 * compare a change with the one before. Run under `node --cpu-prof --import tsx` to see where it goes.
 */
import { openDatabase } from '../src/db/client.ts';
import { prepareDatabase } from './database.ts';
import { buildInProcess } from './in-process.ts';
import { numberOptions, startProduct } from './product.ts';

const { requests, concurrency, pos, ecom } = numberOptions({
  requests: 4000,
  concurrency: 16,
  pos: 100_000,
  ecom: 20_000,
});

async function main() {
  const env = await prepareDatabase(pos, ecom);
  const product = await startProduct({ env, port: 3335 });
  const token = await product.adminToken();
  await product.stop();

  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  const { app, close } = await buildInProcess(env, database);
  try {
    const newest = await app.inject({
      url: '/api/precheck-pos?pageSize=1',
      headers: { authorization: `Bearer ${token}` },
    });
    const posId = newest.json<{ items: { id: string }[] }>().items[0]!.id;
    const paths = [
      '/api/health',
      '/api/precheck-pos?page=1',
      '/api/stats/dashboard',
      `/api/precheck-pos/${posId}`,
      '/api/auth/validate-token',
    ];
    for (const url of paths) {
      const send = async () => {
        const answer = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
        if (answer.statusCode !== 200) throw new Error(`${url}: HTTP ${answer.statusCode}`);
      };
      const round = async (count: number) => {
        for (let sent = 0; sent < count; sent += concurrency)
          await Promise.all(Array.from({ length: Math.min(concurrency, count - sent) }, send));
      };
      await round(Math.min(500, requests));
      const cpu = process.cpuUsage();
      const started = performance.now();
      await round(requests);
      const used = process.cpuUsage(cpu);
      const wall = performance.now() - started;
      const micros = (used.user + used.system) / requests;
      console.log(
        `${url.padEnd(50)} ${micros.toFixed(0).padStart(5)} µs CPU per request, ${((requests / wall) * 1000).toFixed(0)} req/s in this process`,
      );
    }
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
