import { translate, translator } from '@portal/i18n';
import {
  ecomCompanyName,
  ecomRecordView,
  LANGUAGES,
  type Language,
  posRecordView,
  type RecordView,
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
 * The pages' text without what the pages carry besides the view: the product's name, and each page's
 * running head and footer, which pdf.js reads after the page's content (they are drawn last).
 */
async function pdfBodyText(pdf: Buffer, language: Language, whose: Whose): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const { pages, total } = await parser.getText();
    const body = pages.map(({ text, num }) =>
      squash(text).replace(squash(pageFurniture(language, whose, FOR_READER, num, total).join(' ')), ''),
    );
    return squash(body.join(' ').replace(translate(language, 'pdf.product'), ''));
  } finally {
    await parser.destroy();
  }
}

describe.each(LANGUAGES)('a full record as a PDF in %s', (language) => {
  it('prints the POS view: every section, row and value, in order', async () => {
    const view = posRecordView(FULL_POS_RECORD, translator(language), language, { timeZone: 'UTC' });
    const text = await pdfBodyText(
      await renderRecordPdf({ kind: 'pos', record: FULL_POS_RECORD, language, ...FOR_READER }),
      language,
      { kind: 'pos', company: FULL_POS_RECORD.company, reference: FULL_POS_RECORD.reference },
    );
    expect(text).toBe(viewText(view));
  });

  it('prints the e-commerce view with every service and both owners and directors, the password masked', async () => {
    const view = ecomRecordView(FULL_ECOM_RECORD, translator(language), language, { timeZone: 'UTC' });
    const text = await pdfBodyText(
      await renderRecordPdf({ kind: 'ecom', record: FULL_ECOM_RECORD, language, ...FOR_READER }),
      language,
      { kind: 'ecom', company: ecomCompanyName(FULL_ECOM_RECORD), reference: FULL_ECOM_RECORD.reference },
    );
    expect(text).toBe(viewText(view));
    expect(text).toContain(SECRET_MASK);
    expect(text).not.toContain(String(FULL_ECOM_RECORD.genInfo.genPass));
  });
});
