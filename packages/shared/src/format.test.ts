import { describe, expect, it } from 'vitest';
import { formatMediumDate } from './format.ts';

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
