import { formatMediumDate, type Language } from '@portal/shared';
import type { Locale } from 'date-fns';
import { format } from 'date-fns/format';
import { de } from 'date-fns/locale/de';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { it } from 'date-fns/locale/it';

/** Merchant detail (spec §9), e.g. "05/01/2024". */
export const NUMERIC_DATE_FORMAT = 'dd/MM/yyyy';
/** The dashboard chart's months, e.g. "Jan 2024", or "Jan" where the year goes without saying. */
export const MONTH_FORMAT = 'MMM yyyy';
export const SHORT_MONTH_FORMAT = 'MMM';

const locales: Record<Language, Locale> = { en: enUS, es, de, it };

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/**
 * Lists and dashboards (spec §9), e.g. "Jan 5, 2024" or "5. Jan. 2024": the same function as the
 * pre-check details and PDFs use, so a date reads alike on every screen.
 */
export function formatDate(value: string | Date, language: Language): string {
  return formatMediumDate(value, language);
}

/** A moment in a log (the audit log, the outbox), to the second, e.g. "Jan 5, 2024, 12:00:00 PM". */
export function formatDateTimeMedium(value: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(
    toDate(value),
  );
}

export function formatNumericDate(value: string | Date, language: Language): string {
  return format(toDate(value), NUMERIC_DATE_FORMAT, { locale: locales[language] });
}

/**
 * A calendar month given as 'YYYY-MM' (the dashboard statistics), named in the UI language, e.g.
 * "Jan 2024", "ene 2024", or without the year "Jan". Built as a local date, so no time zone moves
 * it into the month before.
 */
export function formatMonth(month: string, language: Language, { withYear = true } = {}): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return format(new Date(year, monthNumber - 1, 1), withYear ? MONTH_FORMAT : SHORT_MONTH_FORMAT, {
    locale: locales[language],
  });
}

const AGE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * How long ago a moment was, in its largest whole unit, e.g. "3 hours ago", "vor 2 Tagen"; under a
 * minute, "now". Read against `now`, so a list drawn once states each age as of that drawing.
 */
export function formatAge(value: string | Date, language: Language, now = Date.now()): string {
  const elapsed = Math.max(0, now - toDate(value).getTime());
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, ms] of AGE_UNITS) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  }
  return format.format(0, 'second');
}
