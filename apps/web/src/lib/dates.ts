import type { Language } from '@portal/shared';
import { format, type Locale } from 'date-fns';
import { de, enUS, es, it } from 'date-fns/locale';

/** Lists, dashboards and pre-check details (spec §9), e.g. "Jan 5, 2024". */
export const DATE_FORMAT = 'MMM d, yyyy';
/** Merchant detail (spec §9), e.g. "05/01/2024". */
export const NUMERIC_DATE_FORMAT = 'dd/MM/yyyy';

const locales: Record<Language, Locale> = { en: enUS, es, de, it };

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

export function formatDate(value: string | Date, language: Language): string {
  return format(toDate(value), DATE_FORMAT, { locale: locales[language] });
}

export function formatNumericDate(value: string | Date, language: Language): string {
  return format(toDate(value), NUMERIC_DATE_FORMAT, { locale: locales[language] });
}

/**
 * The POS detail's creation date (spec §9, "local date format"): the UI language's own numeric date,
 * as `toLocaleDateString` writes it, e.g. "1/5/2024" in English and "5.1.2024" in German.
 */
export function formatLocalDate(value: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(language).format(toDate(value));
}
