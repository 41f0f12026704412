import { POS_FORM_DEFAULTS } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { startValues } from './start-values';

describe('a form started from stored answers', () => {
  it('holds every answer as the form does, amounts as text, the unanswered as the empty form', () => {
    const values = startValues(POS_FORM_DEFAULTS, {
      company: 'Bäckerei Müller GmbH',
      turnover: 25000,
      receiptSize: 12.5,
      cards: ['girocard'],
      mobile: null,
      unknown: 'dropped',
    });
    expect(values).toMatchObject({
      company: 'Bäckerei Müller GmbH',
      turnover: '25000',
      receiptSize: '12.5',
      cards: ['girocard'],
      mobile: POS_FORM_DEFAULTS.mobile,
      tip: POS_FORM_DEFAULTS.tip,
    });
    expect(values).not.toHaveProperty('unknown');
  });

  it('fills groups one level down', () => {
    const values = startValues(
      { reg: 'us', genInfo: { genComp: '', genPass: '' } },
      {
        reg: 'eu',
        genInfo: { genComp: 'Nordlicht' },
      },
    );
    expect(values).toEqual({ reg: 'eu', genInfo: { genComp: 'Nordlicht', genPass: '' } });
  });
});
