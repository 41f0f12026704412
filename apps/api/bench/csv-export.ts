/**
 * CSV export (a benchmark, not a test): `npm run bench:csv -- [--pos N]` (1,000,000 by default);
 * `npm run bench` runs the same measurement after its scenarios, on its own database.
 * Exports every POS pre-check through `GET /api/precheck-pos/export.csv` as an admin, parses the
 * answer with csv-parse as it arrives (so the count is of records, not lines), and samples the
 * server's resident memory every 50 ms: what DESIGN §9 promises, flat memory at any size.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { parse } from 'csv-parse';
import { prepareDatabase } from './database.ts';
import { residentMb } from './resident-memory.ts';
import { numberOptions, type Product, startProduct } from './product.ts';

export type CsvExportResult = {
  rows: number;
  bytes: number;
  seconds: number;
  rowsPerSecond: number;
  /** The server's resident memory before the export, and the most it held while exporting (MB). */
  rssBeforeMb: number;
  rssPeakMb: number;
};

export async function measureCsvExport(product: Product, token: string): Promise<CsvExportResult> {
  const rssBeforeMb = residentMb(product.pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, residentMb(product.pid));
  }, 50);
  const started = performance.now();
  let rows = 0;
  let bytes = 0;
  try {
    const response = await fetch(`${product.base}/api/precheck-pos/export.csv?language=de`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok || !response.body) throw new Error(`export: HTTP ${response.status}`);
    const body = Readable.fromWeb(response.body);
    body.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    const records = parse({ bom: true, from_line: 2 });
    records.on('data', () => {
      rows++;
    });
    await pipeline(body, records);
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    rows,
    bytes,
    seconds: round(seconds),
    rowsPerSecond: Math.round(rows / seconds),
    rssBeforeMb: round(rssBeforeMb),
    rssPeakMb: round(rssPeakMb),
  };
}

export function describeCsvExport(result: CsvExportResult): string {
  return (
    `CSV export of every POS pre-check: ${result.rows} rows, ${(result.bytes / 1e6).toFixed(1)} MB in ` +
    `${result.seconds} s (${result.rowsPerSecond} rows/s); server RSS ${result.rssBeforeMb} MB before, ` +
    `${result.rssPeakMb} MB at most while exporting`
  );
}

async function main() {
  const { pos, ecom, port } = numberOptions({ pos: 1_000_000, ecom: 20_000, port: 3321 });
  const env = await prepareDatabase(pos, ecom);
  const product = await startProduct({ env, port });
  try {
    const result = await measureCsvExport(product, await product.adminToken());
    console.log(describeCsvExport(result));
  } finally {
    await product.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
