import { translate } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { catalogueFields } from './field-catalogue.ts';
import type { Language } from './locales.ts';
import { ECOM_CATALOGUE, ECOM_GROUPS } from './ecom-catalogue.ts';
import { POS_CATALOGUE } from './pos-catalogue.ts';
import type { EcomPrecheck } from './precheck-ecom.ts';
import { ecomRecordView, posRecordView, recordViewLines, SECRET_MASK } from './record-view.ts';
import { FULL_ECOM_RECORD, FULL_POS_RECORD } from './testing.ts';

const t =
  (language: Language) =>
  (key: string, vars?: Record<string, string | number>): string =>
    translate(language, key, vars);
const UTC = { timeZone: 'UTC' };
const rowKeys = (view: ReturnType<typeof posRecordView>) =>
  view.sections.flatMap((section) => section.blocks.flatMap((block) => block.rows.map((row) => row.key)));

describe('the POS view', () => {
  const view = posRecordView(FULL_POS_RECORD, t('en'), 'en', UTC);

  it('has the reference and the date, then every question of the catalogue, in the form order', () => {
    expect(view.title).toBe('POS Pre-check for Café Müller GmbH');
    expect(view.sections.map((section) => section.heading)).toEqual([
      'General Information',
      'Contact Information',
      'Product/Service Information',
      'Further Information',
    ]);
    expect(rowKeys(view)).toEqual([
      'reference',
      'createdAt',
      ...catalogueFields(POS_CATALOGUE).map((field) => field.name),
    ]);
  });

  it('formats, translates and links the values for the language', () => {
    const value = (key: string) =>
      view.sections.flatMap((s) => s.blocks.flatMap((b) => b.rows)).find((row) => row.key === key)?.value;
    expect(value('reference')?.text).toBe('P-7KQ3-XM2A');
    expect(value('createdAt')?.text).toBe('1/5/2024');
    expect(value('turnover')?.text).toBe('€25,000.00');
    expect(value('receiptSize')?.text).toBe('€18.50');
    expect(value('cards')?.text).toBe('Visa/Mastercard, Girocard/EC cash, American Express');
    expect(value('terminals')?.text).toBe('Yes');
    expect(value('tip')?.text).toBe('Without signature');
    expect(value('website')).toEqual({
      type: 'link',
      text: 'https://www.cafe-mueller.de',
      href: 'https://www.cafe-mueller.de',
      external: true,
    });
    expect(value('email')).toMatchObject({ type: 'link', href: 'mailto:jonas@example.com', external: false });
    const german = posRecordView(FULL_POS_RECORD, t('de'), 'de', UTC);
    expect(recordViewLines(german).find((line) => line.label === 'Eingereicht')?.value).toBe('5.1.2024');
  });

  it('writes a dash for what was not given, and never links an address that is not a web one', () => {
    const sparse = posRecordView(
      { ...FULL_POS_RECORD, mobile: null, additionalServices: [], website: 'javascript:alert(1)' },
      t('en'),
      'en',
      UTC,
    );
    const rows = sparse.sections.flatMap((s) => s.blocks.flatMap((b) => b.rows));
    expect(rows.find((row) => row.key === 'mobile')?.value).toEqual({ type: 'missing', text: '-' });
    expect(rows.find((row) => row.key === 'additionalServices')?.value.type).toBe('missing');
    expect(rows.find((row) => row.key === 'website')?.value.type).toBe('text');
  });
});

describe('the e-commerce view', () => {
  const view = ecomRecordView(FULL_ECOM_RECORD, t('en'), 'en', UTC);
  const lines = recordViewLines(view);

  it('puts reference, region, linked services and date first, then every section in group order', () => {
    expect(view.sections.map((section) => section.key)).toEqual([...ECOM_GROUPS]);
    expect(lines.slice(0, 5).map((line) => line.label)).toEqual([
      'Reference',
      'Region',
      'Services',
      'Submitted',
      'Company name',
    ]);
    const services = view.sections[0]!.blocks[0]!.rows[2]!.value;
    expect(services.type === 'anchors' && services.anchors.map((a) => a.href)).toEqual([
      '#ccpInfo',
      '#apInfo',
      '#wlInfo',
      '#chInfo',
      '#cbInfo',
      '#incInfo',
      '#abInfo',
    ]);
    const shown = rowKeys(view).filter((key) => !['reference', 'reg', 'srv', 'createdAt'].includes(key));
    expect(shown).toEqual(
      Object.values(ECOM_CATALOGUE).flatMap((fields) => fields.map((field) => field.name)),
    );
  });

  it('names whose details a row holds with the sub-headings of spec §2', () => {
    const under = (subsection: string) =>
      lines.filter((line) => line.subsection === subsection).map((line) => `${line.label}: ${line.value}`);
    expect(under('Customer service manager')).toEqual([
      'Name: Tom Becker',
      'Phone: +1 212 555 0100',
      'Email: tom@nordlicht.example',
    ]);
    expect(under('Expected outgoing funds for the next 365 days')).toEqual([
      'To country: Sweden',
      'Origin/activity explanation: Supplier invoices',
    ]);
    expect(under('Second beneficial owner (optional)')[0]).toBe('Name: Ana Núñez');
    expect(under('Second director (optional)')).toEqual(['Name: Marta Ruiz', 'Nationality: Spanish']);
  });

  it('masks the password, even if a record carried it', () => {
    const password = view.sections[0]!.blocks[0]!.rows.find((row) => row.key === 'genPass')!.value;
    expect(password).toEqual({ type: 'secret', text: SECRET_MASK });
    const { genPass: _genPass, ...withoutSecret } = FULL_ECOM_RECORD.genInfo;
    const record: EcomPrecheck = { ...FULL_ECOM_RECORD, genInfo: withoutSecret };
    const masked = recordViewLines(ecomRecordView(record, t('en'), 'en', UTC));
    expect(masked.find((line) => line.label === 'Website password')?.value).toBe(SECRET_MASK);
  });

  it('leaves out the second owner and director without a name, sub-headings included', () => {
    const { incBOName2: _o, incDirectorName2: _d, ...incInfo } = FULL_ECOM_RECORD.incInfo!;
    const record: EcomPrecheck = { ...FULL_ECOM_RECORD, incInfo };
    const subsections = recordViewLines(ecomRecordView(record, t('en'), 'en', UTC))
      .filter((line) => line.section === 'Company Incorporation')
      .map((line) => line.subsection);
    expect([...new Set(subsections)]).toEqual([null, 'Beneficial owner', 'Director']);
  });

  it('writes money with two decimals and its currency, two-currency amounts bare, counts as they are, in the language', () => {
    const de = recordViewLines(ecomRecordView(FULL_ECOM_RECORD, t('de'), 'de', UTC));
    expect(de.find((line) => line.label === 'Eingereicht')?.value).toBe('5. Jan. 2024');
    expect(lines.find((line) => line.label === "Last year's sales turnover (EUR)")?.value).toBe(
      '€1,250,000.00',
    );
    // The amount the issue found printed as typed ("89,9"), now money in the document's language.
    expect(de.find((line) => line.label === 'Durchschnittlicher Transaktionswert')?.value).toBe(
      '89,90\u00a0€',
    );
    expect(lines.find((line) => line.label === 'Expected monthly volume (EUR/USD)')?.value).toBe(
      '750,000.00',
    );
    expect(lines.find((line) => line.label === 'Expected monthly transaction count')?.value).toBe('9,000');
  });
});
