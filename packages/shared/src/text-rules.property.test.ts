import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requiredText } from './common.ts';
import { MAX_TEXT } from './limits.ts';
import { amount, MAX_AMOUNT, optionalUrl } from './fields.ts';

/**
 * Properties of the text and number rules every form field is built on, over generated inputs rather
 * than a handful of examples: what a person may type passes unchanged, what reorders or hides text
 * never does (what is refused is in common.test.ts).
 */
const company = requiredText('required');

describe('text rules', () => {
  it('keep any printable text of any script, trimmed', () => {
    const printable = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: MAX_TEXT })
      .filter((s) => s.trim().length > 0 && s.trim().length <= MAX_TEXT);
    fc.assert(
      fc.property(printable, (text) => {
        const parsed = company.safeParse(text);
        expect(parsed.success && parsed.data).toBe(text.trim());
      }),
    );
  });
});

describe('amounts', () => {
  it('read any non-negative amount written with up to two decimals and spaces as that number', () => {
    const schema = amount('required');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_AMOUNT - 1 }),
        fc.integer({ min: 0, max: 99 }),
        (whole, cents) => {
          const written = `${whole.toLocaleString('fr-FR').replace(/\u202F/g, ' ')}.${String(cents).padStart(2, '0')}`;
          expect(schema.parse(written)).toBeCloseTo(whole + cents / 100, 2);
        },
      ),
    );
  });

  it('refuse negative numbers and anything above the limit', () => {
    const schema = amount('required');
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ max: -Number.EPSILON, noNaN: true }),
          fc.double({ min: MAX_AMOUNT * 1.0001, noNaN: true }),
        ),
        (n) => {
          expect(schema.safeParse(n).success).toBe(false);
        },
      ),
    );
  });
});

describe('links', () => {
  it('never accept a scheme other than http or https', () => {
    const url = optionalUrl('invalid');
    const scheme = fc.stringMatching(/^[a-z][a-z0-9+.-]{0,9}$/).filter((s) => s !== 'http' && s !== 'https');
    fc.assert(
      fc.property(scheme, fc.domain(), (other, host) => {
        expect(url.safeParse(`${other}://${host}/`).success).toBe(false);
      }),
    );
  });
});
