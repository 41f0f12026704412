import type { Language } from './locales.ts';

/**
 * How values read in every language, written once for the screens and the PDFs. Intl only: this
 * package depends on zod alone, and Node and the browsers carry the same CLDR data.
 */

/** A euro amount written the way the language writes money, e.g. "€1,500.00" or "1.500,00 €". */
export function formatEuro(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(value);
}

/**
 * An amount whose currency the record does not say (a merchant's volumes come from POS and e-commerce
 * pre-checks alike): grouped the language's way with two decimals, e.g. "1,500.00" or "1.500,00".
 */
export function formatAmount(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );
}

/**
 * A number as the pre-check detail and PDF write it: grouped the language's way, at most two
 * decimals and none when whole, so counts and percentages read "300" and volumes "1,250,000.5".
 */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/**
 * `timeZone` names the zone a date is read in: the browser's own when absent, UTC for the server,
 * which knows no reader's zone (its PDFs say so).
 */
export type DateOptions = { timeZone?: string | undefined };

/**
 * The language's own numeric date, as `toLocaleDateString` writes it (spec §9, "local date format"),
 * e.g. "1/5/2024" in English and "5.1.2024" in German.
 */
export function formatLocalDate(value: string | Date, language: Language, { timeZone }: DateOptions = {}) {
  return new Intl.DateTimeFormat(language, { timeZone }).format(new Date(value));
}

/**
 * 'MMM d, yyyy' (spec §9) with the language's abbreviated month, e.g. "Jan 5, 2024", "Jan. 5, 2024",
 * "ene 5, 2024": the spec fixes the order of the parts, the language only names the month.
 */
export function formatMonthDayYear(value: string | Date, language: Language, { timeZone }: DateOptions = {}) {
  const parts = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('year')}`;
}
