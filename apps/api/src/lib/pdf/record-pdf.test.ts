import { translate, translator } from '@portal/i18n';
import {
  type EcomPrecheck,
  ecomCompanyName,
  ecomRecordView,
  LANGUAGES,
  type Language,
  posRecordView,
  type RecordView,
  recordViewLines,
  SECRET_MASK,
} from '@portal/shared';
import { FULL_ECOM_RECORD, FULL_POS_RECORD } from '@portal/shared/testing';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { squash } from './extracted-text.ts';
import { FOR_READER, pageFurniture, type Whose } from './printed.ts';
import { renderRecordPdf } from './render.ts';

/*
 * The PDF prints the record's view and nothing else: its text, read back, is the view's title,
 * section headings, sub-headings, labels and values in the view's order. The web's detail test
 * checks its table against the same view, so the page and the PDF cannot drift apart.
 */

/** Everything the view says, in reading order. */
function viewText(view: RecordView): string {
  const parts = [view.title];
  for (const section of view.sections) {
    parts.push(section.heading);
    for (const block of section.blocks) {
      if (block.heading) parts.push(block.heading);
      for (const row of block.rows) parts.push(row.label, row.value.text);
    }
  }
  return squash(parts.join(' '));
}

/**
 * The pages' text without what the pages carry besides the view: the product's name, each page's
 * running head and footer, which pdf.js reads after the page's content (they are drawn last), and the
 * label a value continued on a page repeats.
 */
async function pdfBodyText(pdf: Buffer, language: Language, whose: Whose, view: RecordView): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const { pages, total } = await parser.getText();
    const continued = recordViewLines(view).map(({ label }) =>
      squash(translate(language, 'pdf.continued', { label })),
    );
    const body = pages.map(({ text, num }) =>
      continued.reduce(
        (page, label) => page.replaceAll(label, ''),
        squash(text).replace(squash(pageFurniture(language, whose, FOR_READER, num, total).join(' ')), ''),
      ),
    );
    return squash(body.join(' ').replace(translate(language, 'pdf.product'), ''));
  } finally {
    await parser.destroy();
  }
}

const options = { timeZone: 'UTC' };
/** Answers longer than a page, which go on over the next pages. */
const LONG_POS = { ...FULL_POS_RECORD, address: Array.from({ length: 60 }, (_, i) => `${i + 1}`).join('\n') };
const LONG_ECOM: EcomPrecheck = {
  ...FULL_ECOM_RECORD,
  genInfo: {
    ...FULL_ECOM_RECORD.genInfo,
    genDesc: Array.from({ length: 240 }, (_, i) => `Line ${i + 1}`).join('\n'),
  },
  ccpInfo: {
    ...FULL_ECOM_RECORD.ccpInfo!,
    ccpFulfill: Array.from({ length: 700 }, (_, i) => `w${i}`).join(' '),
  },
};

describe.each(LANGUAGES)('a full record as a PDF in %s', (language) => {
  const t = translator(language);

  it.each([FULL_POS_RECORD, LONG_POS])(
    'prints the POS view: every section, row and value, in order',
    async (record) => {
      const view = posRecordView(record, t, language, options);
      const pdf = await renderRecordPdf({ kind: 'pos', record, language, ...FOR_READER });
      const whose = { kind: 'pos', company: record.company, reference: record.reference } as const;
      expect(await pdfBodyText(pdf, language, whose, view)).toBe(viewText(view));
    },
  );

  it.each([FULL_ECOM_RECORD, LONG_ECOM])(
    'prints the e-commerce view with every service and both owners and directors, the password masked',
    async (record) => {
      const view = ecomRecordView(record, t, language, options);
      const pdf = await renderRecordPdf({ kind: 'ecom', record, language, ...FOR_READER });
      const whose = { kind: 'ecom', company: ecomCompanyName(record), reference: record.reference } as const;
      const text = await pdfBodyText(pdf, language, whose, view);
      expect(text).toBe(viewText(view));
      expect(text).toContain(SECRET_MASK);
      expect(text).not.toContain(String(FULL_ECOM_RECORD.genInfo.genPass));
    },
  );
});
