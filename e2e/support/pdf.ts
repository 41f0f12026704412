/**
 * Looks inside PDFs the way a person would: the text on the pages, and a page as a picture. Both use
 * poppler-utils (`pdftotext`, `pdftoppm`; Debian: `apt-get install -y poppler-utils`).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Frame, type Page } from '@playwright/test';
import { APP_URL } from './ports.ts';
import { SCREENSHOT_DIR } from './screenshots.ts';

function poppler(tool: 'pdftotext' | 'pdftoppm', args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`${tool} is missing: install poppler-utils (apt-get install -y poppler-utils)`);
    throw error;
  }
}

function withPdfFile<T>(pdf: Buffer, use: (file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return use(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A PDF from the API (`/precheck-pos/{id}/pdf?language=en`), fetched with the bearer token; checked to be one. */
export async function fetchPdf(apiPath: string, token: string): Promise<Buffer> {
  const res = await fetch(`${APP_URL}/api${apiPath}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status, `GET ${apiPath}`).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const pdf = Buffer.from(await res.arrayBuffer());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdf;
}

/** Clicks the success page's "Download your copy (PDF)" and reads the file the browser saved. */
export async function downloadCopy(page: Page): Promise<{ name: string; pdf: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download your copy (PDF)' }).click(),
  ]);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { name: download.suggestedFilename(), pdf };
}

/** The text of every page, in reading order. */
export function pdfText(pdf: Buffer): string {
  return withPdfFile(pdf, (file) => poppler('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']));
}

/** Renders page `page` to e2e/artifacts/screenshots/<name>.png; returns the PNG's path. */
export function renderPdfPage(pdf: Buffer, name: string, page = 1): string {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const out = path.join(SCREENSHOT_DIR, name);
  withPdfFile(pdf, (file) =>
    poppler('pdftoppm', [
      '-png',
      '-r',
      '80',
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      file,
      out,
    ]),
  );
  return `${out}.png`;
}

/** Chromium's built-in PDF viewer, an extension frame inside the tab that shows a PDF. */
async function pdfViewerFrame(tab: Page): Promise<Frame> {
  let viewer: Frame | undefined;
  await expect
    .poll(() => (viewer = tab.frames().find((frame) => frame.url().startsWith('chrome-extension://'))), {
      message: `no PDF viewer in the tab at ${tab.url()}`,
    })
    .toBeTruthy();
  return viewer!;
}

/**
 * The tab really shows the PDF: Chromium's viewer has read the document, so its toolbar shows the
 * document's own title (from the PDF's metadata) and its page count. A viewer that could not load
 * the document shows its file name and an error instead. The ids are those of Chromium's viewer UI.
 */
export async function expectPdfViewerShows(tab: Page, title: string): Promise<void> {
  const viewer = await pdfViewerFrame(tab);
  await expect(viewer.locator('#title')).toHaveText(title);
  await expect(viewer.locator('#pagelength')).toHaveText(/^[1-9]\d*$/);
}
