import Piscina from 'piscina';
import { serviceUnavailable } from '../app-error.ts';
import { threadEntry } from '../thread-entry.ts';
import type { PdfRecord, PdfRenderer } from './render.ts';

export type PdfPool = {
  render: PdfRenderer;
  /** Renders waiting for a thread now. */
  waiting(): number;
  close(): Promise<void>;
};

/**
 * Each thread is a V8 heap of its own, which Node sizes from the machine's memory: on a large machine
 * Node 24 gave each a big young generation and let the old one grow lazily. Bounded, a thread keeps a
 * fraction of that and renders as fast. The old generation holds the parsed fonts and one document:
 * the longest record the forms accept must print in it with room to spare (pool.test.ts). The
 * process's own `--max-semi-space-size` and `--max-old-space-size` take precedence over these
 * (`npm start`'s keep a thread as small).
 */
const THREAD_HEAP = { maxYoungGenerationSizeMb: 24, maxOldGenerationSizeMb: 96 };

/**
 * pdfkit lays a report out synchronously, for tens of milliseconds, which would stall every other
 * request meanwhile; here `renderRecordPdf` runs on a few
 * worker threads instead, and what they cannot take soon is refused rather than queued without end.
 */
/** `queue`: renders waiting for a thread beyond this are refused with 503, not queued without end. */
export function createPdfPool({ threads, queue }: { threads: number; queue: number }): PdfPool {
  const pool = new Piscina<PdfRecord, Uint8Array>({
    ...threadEntry(import.meta.url, './pdf-worker.js', './worker.ts'),
    name: 'renderRecordPdf',
    // Threads start with the first PDF, not with every app (the tests build dozens), and stay a
    // while so a burst pays the start once.
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 60_000,
    // By default a task that finds every thread busy goes back to the tail of the queue; under a
    // steady stream some requests then waited the whole burst out.
    stricterFIFO: true,
    resourceLimits: THREAD_HEAP,
  });
  // Counted here rather than by piscina's maxQueue, which reports a full queue only as an untyped
  // error and counts threads still starting as free.
  let accepted = 0;
  return {
    async render(content) {
      if (accepted >= threads + queue) throw serviceUnavailable();
      accepted += 1;
      try {
        const pdf = await pool.run(content);
        // A Buffer crosses the thread boundary as a plain Uint8Array.
        return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      } finally {
        accepted -= 1;
      }
    },
    waiting: () => pool.queueSize,
    close: () => pool.close(),
  };
}
