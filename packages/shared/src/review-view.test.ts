import { translate } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { ecomRecordView, posRecordView, recordViewLines, type Translate } from './record-view.ts';
import { markChangedRows } from './review-view.ts';
import { FULL_ECOM_RECORD, FULL_POS_RECORD } from './testing.ts';

const t: Translate = (key, vars) => translate('en', key, vars);

/** The rows a marked view flags, as `section / label`. */
const marked = (view: ReturnType<typeof posRecordView>) =>
  view.sections.flatMap((section) =>
    section.blocks.flatMap((block) =>
      block.rows.filter((row) => row.changed).map((row) => `${section.heading} / ${row.label}`),
    ),
  );

describe("a version's changed answers on the record's view", () => {
  it('marks a POS answer by its field name', () => {
    const view = markChangedRows(posRecordView(FULL_POS_RECORD, t, 'en'), ['turnover']);
    expect(marked(view)).toEqual(['Further Information / Monthly card turnover (€)']);
  });

  it('marks an e-commerce answer by its group and name, and the region by its own, nothing alike elsewhere', () => {
    const base = ecomRecordView(FULL_ECOM_RECORD, t, 'en');
    const view = markChangedRows(base, ['ccpInfo.ccpAvgTxVal', 'reg']);
    expect(marked(view)).toEqual([
      'General Information / Region',
      'Credit Card Processing / Average transaction value',
    ]);
    // The same question in another section is not the one changed.
    expect(
      recordViewLines(base).filter((line) => line.label === 'Average transaction value').length,
    ).toBeGreaterThan(1);
  });

  it('leaves the view as it was without changes', () => {
    const view = posRecordView(FULL_POS_RECORD, t, 'en');
    expect(markChangedRows(view, [])).toBe(view);
  });
});
