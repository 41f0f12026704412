import { ECOM_SERVICES, ecomCompanyName, LANGUAGES } from '@portal/shared';
import { FULL_ECOM_RECORD, FULL_POS_RECORD } from '@portal/shared/testing';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { APPLICANT_COPY, FOR_READER, pageFurniture } from './printed.ts';
import { renderRecordPdf } from './render.ts';

/*
 * Every page of a pre-check PDF says whose record it is and when and for whom it was made, so a page
 * printed or passed on alone still does; read back per page as pdf.js reads it.
 */

/** A line of the page's content: its text and where it stands, in points from the page's top. */
type BodyLine = { text: string; top: number; bottom: number };
type Page = { height: number; artifacts: string[]; body: BodyLine[] };

/** Each page's artifact texts (what it repeats) and its content's text with positions. */
async function readPages(pdf: Buffer): Promise<Page[]> {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  try {
    const pages: Page[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const height = page.view[3]!;
      const artifacts: string[] = [];
      const body: BodyLine[] = [];
      // pdf.js passes the marked content's tag too, which its type leaves out.
      const open: { type: string; tag?: string }[] = [];
      for (const item of (await page.getTextContent({ includeMarkedContent: true })).items) {
        if ('type' in item) {
          if (item.type === 'endMarkedContent') open.pop();
          else open.push(item);
        } else if (!item.str.trim()) continue;
        else if (open.some((mark) => mark.tag === 'Artifact')) artifacts.push(item.str);
        else {
          const baseline = height - item.transform[5]!;
          body.push({ text: item.str, top: baseline - item.height, bottom: baseline });
        }
      }
      pages.push({ height, artifacts, body });
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

const ECOM = { ...FULL_ECOM_RECORD, srv: [...ECOM_SERVICES] };
const ECOM_WHOSE = { kind: 'ecom', company: ecomCompanyName(ECOM), reference: ECOM.reference } as const;

describe.each(LANGUAGES)('every page of a pre-check PDF in %s', (language) => {
  it.each([
    ['a signed-in reader', FOR_READER],
    ['the applicant', APPLICANT_COPY],
  ] as const)('names the kind, company and reference, and when it was made for %s', async (_, printed) => {
    const pages = await readPages(
      await renderRecordPdf({ kind: 'ecom', record: ECOM, language, ...printed }),
    );
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) =>
      expect(page.artifacts).toEqual(pageFurniture(language, ECOM_WHOSE, printed, index + 1, pages.length)),
    );
  });
});

describe('the running head and footer', () => {
  it('read as the catalogue says, the time in UTC', async () => {
    const [page] = await readPages(
      await renderRecordPdf({ kind: 'pos', record: FULL_POS_RECORD, language: 'en', ...FOR_READER }),
    );
    expect(page!.artifacts).toEqual([
      'POS pre-check: Café Müller GmbH',
      'P-7KQ3-XM2A',
      'Generated on November 27, 2026 at 9:30:00 AM UTC for anna.schmidt@example.com',
      'Page 1 of 1',
    ]);
    const [copy] = await readPages(
      await renderRecordPdf({ kind: 'pos', record: FULL_POS_RECORD, language: 'de', ...APPLICANT_COPY }),
    );
    expect(copy!.artifacts[2]).toBe(
      'Erstellt am 27. November 2026 um 09:30:00 UTC: Kopie für den Antragsteller',
    );
  });

  it('cuts a company name too long for its line short, and keeps the reference', async () => {
    const company = `${'Nordlicht Outdoor Equipment and Travel '.repeat(5)}GmbH`;
    const [page] = await readPages(
      await renderRecordPdf({
        kind: 'pos',
        record: { ...FULL_POS_RECORD, company },
        language: 'en',
        ...FOR_READER,
      }),
    );
    const [head, reference] = page!.artifacts;
    expect(head).toMatch(/^POS pre-check: Nordlicht Outdoor .*…$/);
    expect(head!.length).toBeLessThan(company.length);
    expect(reference).toBe(FULL_POS_RECORD.reference);
  });

  it('keeps a company name over several lines on one line', async () => {
    const company = 'Pay here\nUrgent:\tyour account';
    const [page] = await readPages(
      await renderRecordPdf({
        kind: 'pos',
        record: { ...FULL_POS_RECORD, company },
        language: 'en',
        ...FOR_READER,
      }),
    );
    expect(page!.artifacts.slice(0, 2)).toEqual([
      'POS pre-check: Pay here Urgent: your account',
      'P-7KQ3-XM2A',
    ]);
  });
});
