import { setPriority } from 'node:os';

/**
 * The entry of the pool's threads (lib/pdf/pool.ts). On Linux a thread is a task of its own, and
 * setpriority on the calling task (pid 0) renices this thread alone: the lowest priority lets the
 * event loop take a core from a thread laying out a PDF whenever it has a request to answer, so a
 * burst of PDFs slows PDFs, not every other request. Elsewhere the call would renice the whole
 * process, event loop included, and gain nothing.
 */
if (process.platform === 'linux') setPriority(19);

export { renderRecordPdf } from './render.ts';
