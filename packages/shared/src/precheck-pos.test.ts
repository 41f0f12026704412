import { translate } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './locales.ts';
import { posPrecheckInputSchema } from './precheck-pos.ts';

const valid = {
  company: 'Trattoria Roma',
  taxId: 'IT01234567890',
  address: 'Via Roma 1, Milano',
  director: 'Giulia Bianchi',
  contactPerson: 'Marco Rossi',
  email: 'marco@example.it',
  telephone: '+39 02 1234567',
  currentProvider: 'N/A',
  turnover: '10000',
  receiptSize: '25',
  bankStatementReference: 'TRATTORIA ROMA',
  cards: ['visaMastercard'],
};

function errorsOf(input: object): Record<string, string> {
  const result = posPrecheckInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('POS pre-check schema', () => {
  it('accepts a minimal valid form and fills the defaults', () => {
    const data = posPrecheckInputSchema.parse(valid);
    expect(data).toMatchObject({
      turnover: 10000,
      receiptSize: 25,
      terminals: 'no',
      checkoutConnection: 'no',
      cashCut: 'standard',
      tip: 'no',
      additionalServices: [],
    });
    expect(data.creditorId).toBeUndefined();
  });

  it.each([
    ['company', 'precheckPos.errors.companyRequired', 'Company Name is required'],
    ['taxId', 'precheckPos.errors.taxIdRequired', 'Tax ID is required'],
    ['address', 'precheckPos.errors.addressRequired', 'Company address is required'],
    ['director', 'precheckPos.errors.directorRequired', 'Director is required'],
    ['contactPerson', 'precheckPos.errors.contactPersonRequired', 'Contact Person is required'],
    ['email', 'precheckPos.errors.emailRequired', 'Email address is required'],
    ['telephone', 'precheckPos.errors.telephoneRequired', 'Telephone number is required'],
    ['currentProvider', 'precheckPos.errors.currentProviderRequired', 'Current Provider is required'],
    ['turnover', 'precheckPos.errors.turnoverRequired', 'Monthly card turnover is required'],
    ['receiptSize', 'precheckPos.errors.receiptSizeRequired', 'Average receipt size is required'],
    [
      'bankStatementReference',
      'precheckPos.errors.bankStatementReferenceRequired',
      'Bank statement reference is required',
    ],
  ])('requires %s with the spec message', (field, key, english) => {
    for (const empty of [undefined, '', '   ']) {
      expect(errorsOf({ ...valid, [field]: empty })[field]).toBe(key);
    }
    expect(translate('en', key)).toBe(english);
  });

  it('requires at least one card', () => {
    expect(errorsOf({ ...valid, cards: [] }).cards).toBe('precheckPos.errors.cardsRequired');
    expect(errorsOf({ ...valid, cards: undefined }).cards).toBe('precheckPos.errors.cardsRequired');
    expect(translate('en', 'precheckPos.errors.cardsRequired')).toBe('Desired card acceptance is required');
  });

  it('checks e-mail format with the spec message', () => {
    expect(errorsOf({ ...valid, email: 'marco@' }).email).toBe('precheckPos.errors.emailInvalid');
    expect(translate('en', 'precheckPos.errors.emailInvalid')).toBe('Invalid email address');
    expect(posPrecheckInputSchema.parse({ ...valid, email: ' Marco@Example.IT ' }).email).toBe(
      'marco@example.it',
    );
  });

  it('checks website and online shop URLs, taking a bare host as https', () => {
    expect(errorsOf({ ...valid, website: 'not a url' }).website).toBe('precheckPos.errors.websiteInvalid');
    expect(errorsOf({ ...valid, onlineShop: 'javascript:alert(1)' }).onlineShop).toBe(
      'precheckPos.errors.websiteInvalid',
    );
    expect(translate('en', 'precheckPos.errors.websiteInvalid')).toBe('Website URL is invalid');
    const data = posPrecheckInputSchema.parse({
      ...valid,
      website: 'shop.example.com',
      onlineShop: 'http://a.example.org/x',
    });
    expect(data.website).toBe('https://shop.example.com');
    expect(data.onlineShop).toBe('http://a.example.org/x');
  });

  it('keeps the optional fields optional', () => {
    expect(
      errorsOf({ ...valid, creditorId: '', industry: '', locations: '', mobile: '', website: '' }),
    ).toEqual({});
  });

  it('wants telephone numbers in international format', () => {
    expect(errorsOf({ ...valid, telephone: '089 1234567' }).telephone).toBe('validation.phoneInternational');
    expect(errorsOf({ ...valid, mobile: '0170 123' }).mobile).toBe('validation.phoneInternational');
    expect(errorsOf({ ...valid, telephone: '+1 (212) 555-0100' })).toEqual({});
  });

  it('takes amounts as numbers or numeric text, never negative or words', () => {
    expect(posPrecheckInputSchema.parse({ ...valid, turnover: 1500.5 }).turnover).toBe(1500.5);
    expect(posPrecheckInputSchema.parse({ ...valid, turnover: ' 1 500 ' }).turnover).toBe(1500);
    expect(errorsOf({ ...valid, turnover: '-1' }).turnover).toBe('validation.numberInvalid');
    expect(errorsOf({ ...valid, turnover: -1 }).turnover).toBe('validation.numberInvalid');
    expect(errorsOf({ ...valid, receiptSize: 'ten' }).receiptSize).toBe('validation.numberInvalid');
    expect(errorsOf({ ...valid, receiptSize: 1e13 }).receiptSize).toBe('validation.numberTooLarge');
  });

  it('accepts only the listed options', () => {
    expect(errorsOf({ ...valid, terminals: 'maybe' }).terminals).toBe('validation.yesNo');
    expect(errorsOf({ ...valid, cashCut: 'weekly' }).cashCut).toBe('validation.invalid');
    expect(errorsOf({ ...valid, tip: 'cash' }).tip).toBe('validation.invalid');
    expect(errorsOf({ ...valid, cards: ['paypal'] })['cards.0']).toBe('validation.invalid');
    expect(errorsOf({ ...valid, additionalServices: ['loans'] })['additionalServices.0']).toBe(
      'validation.invalid',
    );
    expect(posPrecheckInputSchema.parse({ ...valid, cards: ['amex', 'amex'] }).cards).toEqual(['amex']);
  });

  it('rejects unknown fields', () => {
    const result = posPrecheckInputSchema.safeParse({ ...valid, status: 'approved' });
    expect(result.success).toBe(false);
  });

  it('has every message it can produce in every language', () => {
    const keys = new Set<string>();
    const inputs = [
      {},
      {
        ...valid,
        email: 'x',
        website: 'x',
        telephone: '1',
        turnover: '-1',
        receiptSize: 1e13,
        terminals: 'x',
        cards: ['x'],
      },
      { ...valid, extra: 1 },
    ];
    for (const input of inputs) {
      const result = posPrecheckInputSchema.safeParse(input);
      if (!result.success) for (const issue of result.error.issues) keys.add(issue.message);
    }
    expect(keys.size).toBeGreaterThan(12);
    for (const key of keys) {
      if (key.startsWith('Unrecognized')) continue;
      for (const language of LANGUAGES) {
        const text = translate(language, key);
        expect(text, `${language}: ${key}`).not.toBe(key);
      }
    }
  });
});

describe('control characters', () => {
  it('refuses NUL and other control characters in every kind of text field, with a message', () => {
    const nul = '\u0000';
    for (const field of ['company', 'creditorId', 'email', 'bankStatementReference']) {
      const result = posPrecheckInputSchema.safeParse({ ...valid, [field]: `Acme${nul}` });
      expect(result.success, field).toBe(false);
      if (!result.success) expect(result.error.issues[0]!.message).toBe('validation.invalidCharacters');
    }
    expect(posPrecheckInputSchema.safeParse({ ...valid, address: 'Line 1\nLine 2\tEnd' }).success).toBe(true);
    expect(translate('de', 'validation.invalidCharacters')).toBe('Dieser Text enthält unzulässige Zeichen');
  });
});
