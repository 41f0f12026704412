/**
 * PDF load (a measurement, not a test): `npx tsx bench/pdf-load.ts [--connections 12] [--duration 10]`.
 * `--port` (3901 by default) is the product's.
 * Starts the product on a fresh embedded database (with `DATABASE_URL`: on the benchmark's PostgreSQL
 * database of 100k rows, as `npm run bench` seeds it), stores one e-commerce pre-check with all seven
 * services (deleted again afterwards), then downloads its PDF over many connections, alone and while a second autocannon
 * probes GET /api/health at a steady 100 req/s: what a burst of PDFs does to every other request.
 * PDF_WORKERS passes through. Prints its figures only; the temporary database is removed afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ECOM_SERVICES } from '@portal/shared';
import autocannon from 'autocannon';
import { ecomPrecheckBody } from '../src/test/precheck-ecom-fixture.ts';
import { prepareDatabase } from './database.ts';
import { numberOptions, startProduct } from './product.ts';

const { connections, duration, port: PORT } = numberOptions({ connections: 12, duration: 10, port: 3901 });
const BASE = `http://127.0.0.1:${PORT}`;

/** A steady probe, not a flood: the latency a person's request sees, without taking the CPU itself. */
const health = (seconds: number) =>
  autocannon({ url: `${BASE}/api/health`, connections: 2, overallRate: 100, duration: seconds });

type Phase = { name: string; health?: autocannon.Result; pdfs?: autocannon.Result };

function row({ name, health, pdfs }: Phase): string {
  const h = health ? [health.latency.p50, health.latency.p99, health.latency.max] : ['', '', ''];
  const codes = Object.entries(pdfs?.statusCodeStats ?? {})
    .map(([status, stat]) => `${status}: ${stat.count ?? 0}`)
    .join(', ');
  const p = pdfs
    ? [(pdfs['2xx'] / duration).toFixed(1), codes, pdfs.latency.p50, pdfs.latency.p99, pdfs.errors]
    : ['', '', '', '', ''];
  return `| ${[name, ...h, ...p].join(' | ')} |`;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pdf-load-'));
  // A fresh embedded database or the benchmark's PostgreSQL one, and in-process counters.
  const env: NodeJS.ProcessEnv = process.env.DATABASE_URL
    ? await prepareDatabase(100_000, 20_000)
    : { ...process.env, DATA_DIR: dataDir };
  delete env.REDIS_URL;
  const product = await startProduct({ env, port: PORT }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const { json } = product;
  try {
    const token = await product.adminToken();
    const authorization = `Bearer ${token}`;
    const { id } = await json<{ id: string }>('/api/precheck', {
      method: 'POST',
      headers: { authorization },
      body: JSON.stringify(ecomPrecheckBody([...ECOM_SERVICES])),
    });
    const pdfUrl = `${BASE}/api/precheck/${id}/pdf?language=de`;
    const single = performance.now();
    const one = await fetch(pdfUrl, { headers: { authorization } });
    const bytes = (await one.arrayBuffer()).byteLength;
    const singleMs = performance.now() - single;

    const pdfs = () => autocannon({ url: pdfUrl, connections, duration, headers: { authorization } });
    const phases: Phase[] = [{ name: 'health alone', health: await health(3) }];
    phases.push({ name: 'PDFs alone', pdfs: await pdfs() });
    // The server still renders what the closed connections asked for; one more PDF waits behind it
    // all (the queue is FIFO), so the next phase starts on an empty pool.
    await (await fetch(pdfUrl, { headers: { authorization } })).arrayBuffer();
    const [loaded, probe] = await Promise.all([pdfs(), health(duration)]);
    phases.push({ name: 'PDFs + health', pdfs: loaded, health: probe });

    console.log(
      `\nPDF_WORKERS=${process.env.PDF_WORKERS ?? '(default)'}, ${connections} PDF connections, ${duration} s`,
    );
    console.log(
      `one e-commerce PDF (7 services): ${(bytes / 1e3).toFixed(1)} kB, ${singleMs.toFixed(0)} ms cold`,
    );
    console.log(
      '| phase | health p50 ms | health p99 ms | health max ms | PDF 200/s | PDF answers | PDF p50 ms | PDF p99 ms | PDF errors |',
    );
    console.log('|---|---:|---:|---:|---:|---|---:|---:|---:|');
    for (const phase of phases) console.log(row(phase));
    await fetch(`${BASE}/api/precheck/${id}`, { method: 'DELETE', headers: { authorization } });
  } finally {
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
