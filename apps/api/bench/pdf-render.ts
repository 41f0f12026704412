/**
 * PDF render time (a measurement, not a test): `npx tsx bench/pdf-render.ts [--renders 60] [--threads 1]`.
 * Prints typical records in this thread (renderRecordPdf alone: the view, layout, fonts and
 * compression a worker spends per PDF) and through the worker pool (plus the hop to a thread and
 * back), every language in turn. Per kind: the median and p95 time, and the median CPU time of the
 * whole process (every thread: the renderer's, V8's helpers), which a busy machine inflates far less.
 * Typical: a POS pre-check with every answer given, and an e-commerce one with three services; the
 * full e-commerce one (all seven services, bench/pdf-load.ts's) is the heaviest the product prints.
 */
import { ECOM_SERVICES, LANGUAGES, type Language } from '@portal/shared';
import { FULL_ECOM_RECORD, FULL_POS_RECORD } from '@portal/shared/testing';
import { createPdfPool } from '../src/lib/pdf/pool.ts';
import { type PdfRecord, type PdfRenderer, renderRecordPdf } from '../src/lib/pdf/render.ts';
import { numberOptions } from './product.ts';

const { renders, threads } = numberOptions({ renders: 60, threads: 1 });

/** As the PDF route prints: now, for a reader of the team. */
const printed = { generatedAt: new Date(), reader: { label: 'bench@example.com', team: true } };

const KINDS: Record<string, (language: Language) => PdfRecord> = {
  'POS, every answer': (language) => ({ kind: 'pos', record: FULL_POS_RECORD, language, ...printed }),
  'e-commerce, 3 services': (language) => ({
    kind: 'ecom',
    record: { ...FULL_ECOM_RECORD, srv: ['creditCard', 'affiliate', 'incorporation'] },
    language,
    ...printed,
  }),
  'e-commerce, 7 services': (language) => ({
    kind: 'ecom',
    record: { ...FULL_ECOM_RECORD, srv: [...ECOM_SERVICES] },
    language,
    ...printed,
  }),
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** Times `renders` PDFs one after another, after one untimed one (cold start: modules, JIT, thread). */
async function measure(render: PdfRenderer, record: (typeof KINDS)[string]) {
  const contents = LANGUAGES.map(record);
  const firstStart = performance.now();
  const first = await render(contents[0]!);
  const cold = performance.now() - firstStart;
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < renders; i++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    await render(contents[i % contents.length]!);
    const used = process.cpuUsage(startCpu);
    times.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1e3);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    cold,
    median: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    cpu: quantile(cpu, 0.5),
    kB: first.byteLength / 1e3,
  };
}

async function main() {
  const pool = createPdfPool({ threads, queue: 0 });
  console.log(`${renders} renders per kind, languages ${LANGUAGES.join(', ')} in turn`);
  console.log('| kind | where | size kB | first ms | median ms | p95 ms | CPU median ms |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  try {
    for (const [kind, record] of Object.entries(KINDS)) {
      for (const [where, render] of [
        ['this thread', renderRecordPdf],
        [`pool (${threads} thread)`, pool.render],
      ] as const) {
        const r = await measure(render, record);
        const ms = [r.cold, r.median, r.p95, r.cpu].map((n) => n.toFixed(1));
        console.log(`| ${kind} | ${where} | ${r.kB.toFixed(1)} | ${ms.join(' | ')} |`);
      }
    }
  } finally {
    await pool.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
