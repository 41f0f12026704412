import { formatMediumDate } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { formatAge, formatDate, formatMonth, formatNumericDate } from './dates';

// Midday UTC, so the calendar day is the same in every time zone the tests may run in.
const created = '2024-01-05T12:00:00.000Z';

describe('dates', () => {
  it("formats list dates as 'MMM d, yyyy' in English, as the language's medium date elsewhere", () => {
    expect(formatDate(created, 'en')).toBe('Jan 5, 2024');
    expect(formatDate(created, 'es')).toBe('5 ene 2024');
    expect(formatDate(created, 'de')).toBe('5. Jan. 2024');
    expect(formatDate(created, 'it')).toBe('5 gen 2024');
    // September, whose abbreviation differs between libraries: the lists say what the details say.
    expect(formatDate('2024-09-05T12:00:00.000Z', 'de')).toBe(
      formatMediumDate('2024-09-05T12:00:00.000Z', 'de'),
    );
  });

  it("formats merchant dates as 'dd/MM/yyyy'", () => {
    expect(formatNumericDate(created, 'en')).toBe('05/01/2024');
    expect(formatNumericDate(new Date(2024, 11, 31), 'de')).toBe('31/12/2024');
    // The same digits in every language.
    for (const language of ['es', 'de', 'it'] as const) {
      expect(formatNumericDate(created, language)).toBe('05/01/2024');
    }
  });

  it('names the months of the dashboard chart in the UI language', () => {
    expect(formatMonth('2024-01', 'en')).toBe('Jan 2024');
    expect(formatMonth('2024-03', 'de')).toBe('März 2024');
    expect(formatMonth('2024-01', 'es')).toBe('ene 2024');
    expect(formatMonth('2023-12', 'it')).toBe('dic 2023');
    expect(formatMonth('2024-03', 'en', { withYear: false })).toBe('Mar');
    expect(formatMonth('2024-03', 'de', { withYear: false })).toBe('März');
  });

  it('says how long ago a moment was in its largest whole unit, in the UI language', () => {
    const now = Date.parse(created);
    const ago = (ms: number) => new Date(now - ms).toISOString();
    expect(formatAge(ago(20_000), 'en', now)).toBe('now');
    expect(formatAge(ago(5 * 60_000), 'en', now)).toBe('5 minutes ago');
    expect(formatAge(ago(3 * 3_600_000 + 59 * 60_000), 'en', now)).toBe('3 hours ago');
    expect(formatAge(ago(2 * 86_400_000), 'de', now)).toBe('vorgestern');
    expect(formatAge(ago(3 * 86_400_000), 'de', now)).toBe('vor 3 Tagen');
    expect(formatAge(ago(3_600_000), 'es', now)).toBe('hace 1 hora');
    expect(formatAge(ago(5 * 86_400_000), 'it', now)).toBe('5 giorni fa');
  });
});
