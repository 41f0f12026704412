import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dayFilter,
  FIRST_FILTER_DAY,
  LAST_FILTER_DAY,
  listQuerySchema,
  PLAIN_TEXT,
  requiredText,
} from './common.ts';
import { REFUSED_CHARACTERS } from './testing.ts';

/** The rule of PLAIN_TEXT written out code unit by code unit, to check the pattern against. */
function isPlainText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit <= 0x08 || unit === 0x0b || unit === 0x0c || (unit >= 0x0e && unit <= 0x1f) || unit === 0x7f) {
      return false;
    }
    if ((unit >= 0x202a && unit <= 0x202e) || (unit >= 0x2066 && unit <= 0x2069)) return false;
    if (unit >= 0xdc00 && unit <= 0xdfff) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    }
  }
  return true;
}

const TROUBLE = REFUSED_CHARACTERS;
const BIDI_CONTROLS = TROUBLE.filter((c) => /[\u202A-\u202E\u2066-\u2069]/.test(c));

/** Any code point, with the characters the rule is about mixed in often. */
const anyText = fc.string({
  unit: fc.oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    fc.constantFrom(...TROUBLE, '\n', '\r', '\t', '\u200E', '\u200F', '\uFEFF', '😀'),
  ),
  maxLength: 40,
});

describe('PLAIN_TEXT', () => {
  it('accepts what people write: accents, emoji, right-to-left scripts with their marks, tabs and line breaks', () => {
    for (const text of [
      'Bäckerei Müller GmbH',
      'Café 😀 👩🏽‍💻',
      'שלום עולם',
      'مرحبا\u200F',
      'Line 1\nLine 2\r\n\tEnd',
      '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    ]) {
      expect(PLAIN_TEXT.test(text), text).toBe(true);
    }
  });

  it('refuses every bidirectional embedding, override and isolate', () => {
    for (const control of BIDI_CONTROLS) expect(PLAIN_TEXT.test(`abc${control}def`)).toBe(false);
  });

  it('refuses half a surrogate pair wherever it stands, and a pair in the wrong order', () => {
    for (const text of ['\uD800', 'a\uD800', '\uD800a', 'a\uDC00b', '\uDC00\uD800', '😀\uD83D', '\uDE00😀']) {
      expect(PLAIN_TEXT.test(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('agrees with the rule written out, on any text', () => {
    fc.assert(
      fc.property(anyText, (text) => PLAIN_TEXT.test(text) === isPlainText(text)),
      { numRuns: 2000 },
    );
  });

  it('takes linear time, even on a body-sized text that fails at its very end', () => {
    const started = performance.now();
    for (const text of ['a'.repeat(1_000_000), '😀'.repeat(500_000)]) {
      expect(PLAIN_TEXT.test(text)).toBe(true);
      expect(PLAIN_TEXT.test(`${text}\uD800`)).toBe(false);
    }
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('is applied to required text and to the list search', () => {
    expect(requiredText('x').safeParse('Acme\u202Egnp.exe').error?.issues[0]?.message).toBe(
      'validation.invalidCharacters',
    );
    expect(listQuerySchema(20).safeParse({ q: 'a\uDBFF' }).error?.issues[0]?.path).toEqual(['q']);
  });
});

describe('numbers and days in a path or a query', () => {
  it('reads a page from decimal digits alone, not from all that Number() reads', () => {
    const { page } = listQuerySchema(20).shape;
    expect(page.parse('12')).toBe(12);
    expect(page.parse('012')).toBe(12);
    expect(page.parse(undefined)).toBe(1);
    for (const text of ['0x10', '0b1', ' 3', '3 ', '+3', '1e3', '3.0', '', '٣', '0', '-1', '9'.repeat(17)]) {
      expect(
        page.safeParse(text).error?.issues.map((issue) => issue.message),
        text,
      ).toEqual(['validation.pageInvalid']);
    }
  });

  it('takes the days from the first to the last a filter may name, and no other', () => {
    const day = dayFilter();
    for (const taken of [FIRST_FILTER_DAY, LAST_FILTER_DAY, '2024-02-29'])
      expect(day.parse(taken)).toBe(taken);
    for (const [text, message] of [
      ['0000-01-01', 'validation.dateOutOfRange?from=1900-01-01&to=2999-12-31'],
      ['1899-12-31', 'validation.dateOutOfRange?from=1900-01-01&to=2999-12-31'],
      ['3000-01-01', 'validation.dateOutOfRange?from=1900-01-01&to=2999-12-31'],
      ['9999-12-31', 'validation.dateOutOfRange?from=1900-01-01&to=2999-12-31'],
      ['10000-01-01', 'validation.dateInvalid'],
      ['2023-02-29', 'validation.dateInvalid'],
    ]) {
      expect(
        day.safeParse(text).error?.issues.map((issue) => issue.message),
        text,
      ).toEqual([message]);
    }
  });
});
