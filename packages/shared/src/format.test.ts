import { describe, expect, it } from 'vitest';
import { formatMediumDate, formatMoney, plainAmount } from './format.ts';

describe('formatMediumDate', () => {
  const created = '2026-11-22T12:00:00.000Z';

  it("keeps the spec's 'MMM d, yyyy' in English", () => {
    expect(formatMediumDate(created, 'en')).toBe('Nov 22, 2026');
    expect(formatMediumDate('2024-01-05T12:00:00.000Z', 'en')).toBe('Jan 5, 2024');
  });

  it("writes the other languages' own medium date, as date-fns' PP does", () => {
    expect(formatMediumDate(created, 'de')).toBe('22. Nov. 2026');
    expect(formatMediumDate(created, 'es')).toBe('22 nov 2026');
    expect(formatMediumDate(created, 'it')).toBe('22 nov 2026');
    expect(formatMediumDate('2024-03-05T12:00:00.000Z', 'de')).toBe('5. März 2024');
  });

  it('reads the date in the zone it is given', () => {
    const lateUtc = '2024-01-05T23:30:00.000Z';
    expect(formatMediumDate(lateUtc, 'de', { timeZone: 'UTC' })).toBe('5. Jan. 2024');
    expect(formatMediumDate(lateUtc, 'de', { timeZone: 'Europe/Berlin' })).toBe('6. Jan. 2024');
    expect(formatMediumDate(lateUtc, 'en', { timeZone: 'Europe/Berlin' })).toBe('Jan 6, 2024');
  });
});

describe('formatMoney', () => {
  it('writes the currency where each language puts it, with two decimals', () => {
    expect(formatMoney(25000, 'EUR', 'en')).toBe('€25,000.00');
    expect(formatMoney(25000, 'EUR', 'de')).toBe('25.000,00\u00a0€');
    expect(formatMoney(18.5, 'EUR', 'es')).toBe('18,50\u00a0€');
    expect(formatMoney(18.5, 'EUR', 'it')).toBe('18,50\u00a0€');
  });
});

describe('plainAmount', () => {
  it('reads an amount as each language writes it, and the plain form in all of them', () => {
    expect(plainAmount('1.234,50', 'de')).toBe('1234.50');
    expect(plainAmount('12,50', 'de')).toBe('12.50');
    expect(plainAmount('276.832,18', 'es')).toBe('276832.18');
    expect(plainAmount('1 234,5', 'it')).toBe('1234.5');
    expect(plainAmount('1,234.50', 'en')).toBe('1234.50');
    expect(plainAmount('1234.50', 'de')).toBe('1234.50');
    expect(plainAmount(' 1500 ', 'en')).toBe('1500');
    // A dot between groups of three is grouping where the language groups with a dot.
    expect(plainAmount('1.234', 'de')).toBe('1234');
    expect(plainAmount('1.234', 'en')).toBe('1.234');
  });

  it('leaves what is no amount in that language as typed, for the schema to refuse', () => {
    expect(plainAmount('12,50', 'en')).toBe('12,50');
    expect(plainAmount('1.23.4', 'de')).toBe('1.23.4');
    expect(plainAmount('-5', 'de')).toBe('-5');
    expect(plainAmount('abc', 'it')).toBe('abc');
  });
});
