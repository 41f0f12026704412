import { hasMessage, translate, translator } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './locales.ts';
import {
  auditTableColumns,
  ecomTableColumns,
  merchantTableColumns,
  posTableColumns,
  type TableColumn,
  userTableColumns,
} from './record-columns.ts';
import { FULL_POS_RECORD } from './testing.ts';

/** A record's review as an export reads it: received, nobody's, undecided. */
const UNDECIDED = { status: 'submitted', assigneeName: null, decidedAt: null, decisionReason: null } as const;

const TABLES = {
  pos: posTableColumns,
  ecom: ecomTableColumns,
  merchant: merchantTableColumns,
  user: userTableColumns,
  audit: auditTableColumns,
} as const;

describe('the export columns', () => {
  it.each(Object.entries(TABLES))('of %s have a label of their own in every language', (_, columns) => {
    for (const language of LANGUAGES) {
      const asked: string[] = [];
      const labels = (columns as (t: (key: string) => string) => TableColumn<never>[])((key) => {
        asked.push(key);
        return translate(language, key);
      }).map((column) => column.label);
      expect(asked.filter((key) => !hasMessage(key))).toEqual([]);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it('leave the website password out', () => {
    const keys = ecomTableColumns(translator('en')).map((column) => column.key);
    expect(keys).not.toContain('genInfo.genPass');
    expect(keys).toContain('genInfo.genUser');
  });

  it('write dates as ISO 8601, amounts as numbers, choices as labels and nothing as an empty cell', () => {
    const columns = posTableColumns(translator('de'));
    const row = Object.fromEntries(
      columns.map((column) => [column.key, column.cell({ ...FULL_POS_RECORD, mobile: null, ...UNDECIDED })]),
    );
    expect(row).toMatchObject({
      id: FULL_POS_RECORD.id,
      createdAt: new Date(FULL_POS_RECORD.createdAt).toISOString(),
      turnover: FULL_POS_RECORD.turnover,
      terminals: 'Ja',
      mobile: null,
    });
  });
});
