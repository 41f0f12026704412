import { translator } from '@portal/i18n';
import { ECOM_SERVICES, ecomCompanyName, LANGUAGES } from '@portal/shared';
import { FULL_ECOM_RECORD, FULL_POS_RECORD } from '@portal/shared/testing';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { APPLICANT_COPY, FOR_READER, pageFurniture } from './printed.ts';
import { pdfContentOf, type PdfSubject, renderRecordPdf } from './render.ts';

/*
 * Every page of a pre-check PDF says whose record it is and when and for whom it was made, so a page
 * printed or passed on alone still does; read back per page as pdf.js reads it.
 */

/**
 * A line of the page's content: its text, where it stands (in points from the page's top) and whether
 * it belongs to an element of the structure tree.
 */
type BodyLine = { text: string; top: number; bottom: number; tagged: boolean };
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
      const open: { type: string; tag?: string; id?: string }[] = [];
      for (const item of (await page.getTextContent({ includeMarkedContent: true })).items) {
        if ('type' in item) {
          if (item.type === 'endMarkedContent') open.pop();
          else open.push(item);
        } else if (!item.str.trim()) continue;
        else if (open.some((mark) => mark.tag === 'Artifact')) artifacts.push(item.str);
        else {
          const baseline = height - item.transform[5]!;
          const tagged = open.some((mark) => mark.id);
          body.push({ text: item.str, top: baseline - item.height, bottom: baseline, tagged });
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
      // The team's copy is one page longer: its review section comes first.
      'Page 1 of 2',
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

/*
 * A long answer starts where it stands and goes on over the pages it needs, its label repeated
 * "(continued)" on each, rather than moving whole to a page of its own and leaving the page before it
 * mostly empty: a page is filled to at least 60 % of its body unless a section starts on the next.
 */

/** The body of a page: between the top margin and the footer (50-point margins, 20 for the footer). */
const BODY_TOP = 50;
const bodyBottom = (page: Page) => page.height - 70;

/** Lines as pdf.js reads them, made comparable: inner white space one space, blank lines left out. */
const normalised = (lines: string[]) => lines.map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean);

const LONG_DESCRIPTION = Array.from({ length: 240 }, (_, i) => `Line ${i + 1}`).join('\n');
/** One paragraph of some 4,900 characters: it wraps into lines the renderer cuts between words. */
const LONG_PARAGRAPH = Array.from({ length: 700 }, (_, i) => `word${i + 1}`).join(' ');
/** 60 lines within the 200 characters a single-line text takes. */
const LONG_ADDRESS = Array.from({ length: 60 }, (_, i) => `${i + 1}`).join('\n');

const LONG_RECORDS = [
  {
    name: 'an e-commerce description over several hundred lines',
    content: { kind: 'ecom', record: { ...ECOM, genInfo: { ...ECOM.genInfo, genDesc: LONG_DESCRIPTION } } },
    value: LONG_DESCRIPTION,
    labelKey: 'precheckEcom.fields.genDesc',
  },
  {
    name: 'an e-commerce description of one long paragraph',
    content: { kind: 'ecom', record: { ...ECOM, genInfo: { ...ECOM.genInfo, genDesc: LONG_PARAGRAPH } } },
    value: LONG_PARAGRAPH,
    labelKey: 'precheckEcom.fields.genDesc',
  },
  {
    name: 'a POS address over 60 lines',
    content: { kind: 'pos', record: { ...FULL_POS_RECORD, address: LONG_ADDRESS } },
    value: LONG_ADDRESS,
    labelKey: 'precheckPos.fields.address',
  },
] as const;

describe.each(LANGUAGES)('a long answer in a PDF in %s', (language) => {
  const t = translator(language);
  it.each(LONG_RECORDS)('$name', async ({ content, value, labelKey }) => {
    const subject = content as PdfSubject;
    const { view } = pdfContentOf({ ...subject, language, ...FOR_READER });
    const headings = new Set(view.sections.map((section) => section.heading));
    const pages = await readPages(await renderRecordPdf({ ...subject, language, ...FOR_READER }));
    expect(pages.every((page) => page.body.every((line) => line.tagged))).toBe(true);

    pages.slice(0, -1).forEach((page, index) => {
      const next = pages[index + 1]!;
      if (headings.has(next.body[0]!.text)) return;
      const filled = Math.max(...page.body.map((line) => line.bottom)) - BODY_TOP;
      expect(filled / (bodyBottom(page) - BODY_TOP), `page ${index + 1}`).toBeGreaterThanOrEqual(0.6);
    });

    // The label heads the value once in the content, and again "(continued)" on every later page of it.
    const label = t(labelKey);
    const lines = pages.flatMap((page, index) => page.body.map((line) => ({ ...line, page: index })));
    const start = lines.findIndex((line) => line.text === label);
    const end = lines.findIndex((line, index) => index > start && !line.text.match(/^word|^Line|^\d/));
    const valueLines = lines.slice(start + 1, end);
    const first = valueLines[0]!.page;
    const last = valueLines.at(-1)!.page;
    expect(last - first).toBeGreaterThanOrEqual(subject.kind === 'pos' ? 1 : 2);
    const continued = t('pdf.continued', { label });
    pages.forEach((page, index) =>
      // A label too long for its column wraps.
      expect(page.artifacts.join(' ').includes(continued), `page ${index + 1}`).toBe(
        index > first && index <= last,
      ),
    );
    expect(normalised(valueLines.map((line) => line.text)).join(' ')).toBe(
      normalised(value.split('\n')).join(' '),
    );
  });
});
