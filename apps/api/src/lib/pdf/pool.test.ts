import { ECOM_FIELDS, type EcomGroup, maxLengthOf } from '@portal/shared';
import { FULL_ECOM_RECORD, FULL_POS_RECORD } from '@portal/shared/testing';
import { PDFParse } from 'pdf-parse';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../app-error.ts';
import { createPdfPool } from './pool.ts';
import { FOR_READER } from './printed.ts';
import type { PdfRecord } from './render.ts';

const content: PdfRecord = {
  kind: 'pos',
  record: { ...FULL_POS_RECORD, company: 'Müller & Söhne' },
  language: 'de',
  ...FOR_READER,
};

/** Latin, Arabic, Hebrew, Greek and emoji: both fonts, the bidi layout and the emoji fallback at work. */
const MIXED = 'Ünïcødé ✓ 🎉 مرحبا بالعالم שלום Ωμέγα ';

/** Whole characters of `MIXED`, over and over, up to `length` code units (what the schemas count). */
function mixedText(length: number): string {
  let text = '';
  for (const char of MIXED.repeat(Math.ceil(length / MIXED.length) + 1)) {
    if (text.length + char.length > length) break;
    text += char;
  }
  return text;
}

/** The longest e-commerce record the forms accept: every service, each free-text answer at its limit. */
function longestEcomRecord(): PdfRecord {
  const record = structuredClone(FULL_ECOM_RECORD);
  for (const [group, fields] of Object.entries(ECOM_FIELDS) as [
    EcomGroup,
    (typeof ECOM_FIELDS)[EcomGroup],
  ][]) {
    const answers = (record[group] ?? {}) as Record<string, unknown>;
    for (const field of fields)
      if (field.kind === 'text' || field.kind === 'longText')
        answers[field.name] = mixedText(maxLengthOf(field.kind)!);
    Object.assign(record, { [group]: answers });
  }
  return { kind: 'ecom', record, language: 'de', ...FOR_READER };
}

const pool = createPdfPool({ threads: 1, queue: 2 });
afterAll(() => pool.close());

describe('the PDF worker pool', () => {
  it('renders on a worker thread and answers a Buffer', async () => {
    const pdf = await pool.render(content);
    expect(Buffer.isBuffer(pdf)).toBe(true);
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain('Müller & Söhne');
    expect(text).toMatch(/25\.000,00\s€/);
  });

  it('refuses with 503 and Retry-After what neither a thread nor the queue can take', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => pool.render(content)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    for (const outcome of outcomes.slice(3)) {
      expect(outcome.status).toBe('rejected');
      const error = (outcome as PromiseRejectedResult).reason as AppError;
      expect(error).toBeInstanceOf(AppError);
      expect(error.status).toBe(503);
      expect(error.headers).toEqual({ 'retry-after': '1' });
    }
    // The refused ones left no trace: the pool takes work again at once.
    expect((await pool.render(content)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  // A thread's heap is bounded (pool.ts): a record that outgrew it would fail to print at all.
  it("prints the longest record the forms accept within a thread's heap", { timeout: 60_000 }, async () => {
    const pdf = await pool.render(longestEcomRecord());
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    const { total } = await parser.getInfo();
    await parser.destroy();
    expect(total).toBeGreaterThan(10);
  });
});
