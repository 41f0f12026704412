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
  reviewViewSection,
  SECRET_MASK,
} from '@portal/shared';
import { FULL_ECOM_RECORD, FULL_POS_RECORD } from '@portal/shared/testing';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { squash } from './extracted-text.ts';
import { APPLICANT_COPY, FOR_READER, pageFurniture, type Whose } from './printed.ts';
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
  /** The team's copy: where the pre-check stands in review, then the record. */
  const staffView = (view: RecordView, record: typeof FULL_POS_RECORD | EcomPrecheck): RecordView => ({
    ...view,
    sections: [reviewViewSection(record, t, language, options), ...view.sections],
  });

  it.each([FULL_POS_RECORD, LONG_POS])(
    'prints the POS view: every section, row and value, in order',
    async (record) => {
      const view = staffView(posRecordView(record, t, language, options), record);
      const pdf = await renderRecordPdf({ kind: 'pos', record, language, ...FOR_READER });
      const whose = { kind: 'pos', company: record.company, reference: record.reference } as const;
      expect(await pdfBodyText(pdf, language, whose, view)).toBe(viewText(view));
    },
  );

  it.each([FULL_ECOM_RECORD, LONG_ECOM])(
    'prints the e-commerce view with every service and both owners and directors, the password masked',
    async (record) => {
      const view = staffView(ecomRecordView(record, t, language, options), record);
      const pdf = await renderRecordPdf({ kind: 'ecom', record, language, ...FOR_READER });
      const whose = { kind: 'ecom', company: ecomCompanyName(record), reference: record.reference } as const;
      const text = await pdfBodyText(pdf, language, whose, view);
      expect(text).toBe(viewText(view));
      expect(text).toContain(SECRET_MASK);
      expect(text).not.toContain(String(FULL_ECOM_RECORD.genInfo.genPass));
    },
  );

  it("states the status and the decision on the team's copy only", async () => {
    const declined: EcomPrecheck = {
      ...FULL_ECOM_RECORD,
      status: 'declined',
      assignee: { id: 'u1', name: 'Rita Reviewer' },
      version: 2,
      decision: {
        outcome: 'declined',
        reason: 'unsupported_region',
        decidedAt: '2026-11-30T08:15:00.000Z',
        decidedBy: { id: 'u1', name: 'Rita Reviewer' },
      },
    };
    const reason = t('review.reasons.unsupported_region');
    const staff = await allText(
      await renderRecordPdf({ kind: 'ecom', record: declined, language, ...FOR_READER }),
    );
    const title = ecomRecordView(declined, t, language, options).title;
    expect(staff).toContain(
      squash(`${title} ${t('review.title')} ${t('review.status')} ${t('review.statuses.declined')}`),
    );
    expect(staff).toContain(squash(`${t('review.reason')} ${reason}`));
    expect(staff).toContain('Rita Reviewer');
    const copy = await allText(
      await renderRecordPdf({ kind: 'ecom', record: declined, language, ...APPLICANT_COPY }),
    );
    expect(copy).not.toContain(reason);
    expect(copy).not.toContain('Rita Reviewer');
  });

  it('prints e-commerce amounts as money in its language, two-currency ones without a sign', async () => {
    const view = ecomRecordView(FULL_ECOM_RECORD, t, language, options);
    const valueOf = (name: string, group: string) =>
      recordViewLines(view).find(
        (row) =>
          row.label === t(`precheckEcom.fields.${name}`) &&
          row.section === t(`precheckEcom.sections.${group}`),
      )?.value;
    const money = (value: number) =>
      new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(value);
    expect(valueOf('ccpAvgTxVal', 'ccpInfo')).toBe(money(89.9));
    expect(valueOf('apProjVolume', 'apInfo')).not.toMatch(/€/);
    const pdf = await allText(
      await renderRecordPdf({ kind: 'ecom', record: FULL_ECOM_RECORD, language, ...FOR_READER }),
    );
    expect(pdf).toContain(squash(money(89.9)));
  });
});

/** Every page's text as pdf.js reads it, white space squashed. */
async function allText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return squash((await parser.getText()).text);
  } finally {
    await parser.destroy();
  }
}
