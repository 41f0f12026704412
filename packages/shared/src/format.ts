import type { Language } from './locales.ts';

/**
 * How values read in every language, written once for the screens and the PDFs. Intl only: this
 * package depends on zod alone, and Node and the browsers carry the same CLDR data.
 */

/**
 * An amount whose currency the record does not say (a merchant's volumes come from POS and e-commerce
 * pre-checks alike): grouped the language's way with two decimals, e.g. "1,500.00" or "1.500,00".
 */
export function formatAmount(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );
}

/** An amount in a known currency, its sign placed the language's way: "€25,000.00", "25.000,00 €". */
export function formatMoney(value: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(value);
}

/** A currency's sign as the language writes it beside an amount: "€", "US$" (es), "$" (en). */
export function currencySign(currency: string, language: Language): string {
  const parts = new Intl.NumberFormat(language, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
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
 * The date of lists, dashboards, the e-commerce detail and its PDF. English keeps the spec's 'MMM d,
 * yyyy' (spec §9, "Jan 5, 2024"), put together from its parts so no CLDR release can move them; the
 * other languages write their own medium date (what date-fns' `PP` writes), e.g. "5. Jan. 2024", "5 ene 2024":
 * the English order with a German month name reads as a mistake.
 */
export function formatMediumDate(value: string | Date, language: Language, { timeZone }: DateOptions = {}) {
  const format = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  });
  const date = new Date(value);
  if (language !== 'en') return format.format(date);
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('year')}`;
}

/**
 * A moment with its date, time and time zone, written the language's way: what a confirmation says
 * it received and a PDF says it was made ("January 5, 2024 at 12:00:00 UTC").
 */
export function formatDateTime(value: string | Date, language: Language, { timeZone }: DateOptions = {}) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'long', timeZone }).format(
    new Date(value),
  );
}

const escape = (sign: string) => sign.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type AmountPatterns = { group: string; decimal: string; groupedThousands: RegExp; local: RegExp };

const amountPatterns = new Map<Language, AmountPatterns>();

/**
 * The signs a language groups thousands and marks decimals with ("." and "," in German) and the
 * patterns built from them, made once per language: the forms read amounts on every change.
 */
function patternsOf(language: Language): AmountPatterns {
  let patterns = amountPatterns.get(language);
  if (!patterns) {
    const parts = new Intl.NumberFormat(language, { useGrouping: 'always' }).formatToParts(12345.6);
    const group = parts.find((part) => part.type === 'group')?.value ?? ',';
    const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
    const [g, d] = [escape(group), escape(decimal)];
    patterns = {
      group,
      decimal,
      groupedThousands: new RegExp(`^\\d{1,3}(${g}\\d{3})+$`),
      local: new RegExp(`^(\\d{1,3}(${g}\\d{3})+|\\d+)(${d}\\d+)?$`),
    };
    amountPatterns.set(language, patterns);
  }
  return patterns;
}

/**
 * An amount as a person writes it in their language ("1.234,50" or "12,50" in German, "1,234.50" in
 * English) in the plain form the schemas read ("1234.50"). The plain form passes in every language,
 * except that "1.234" in a language grouping with a dot means 1234: amounts have cents, not
 * thousandths. Anything else comes back as typed, for the schema to refuse with its message.
 */
export function plainAmount(text: string, language: Language): string {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  const { group, decimal, groupedThousands, local } = patternsOf(language);
  if (/^\d+(\.\d+)?$/.test(compact) && !(group === '.' && groupedThousands.test(compact))) return compact;
  if (!local.test(compact)) return text;
  return compact.split(group).join('').replace(decimal, '.');
}
