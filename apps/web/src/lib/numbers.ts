import type { Language } from '@portal/shared';

/** A euro amount written the way the UI language writes money, e.g. "€1,500.00" or "1.500,00 €". */
export function formatEuro(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(value);
}

/**
 * An amount whose currency the record does not say (a merchant's volumes come from POS and e-commerce
 * pre-checks alike): grouped the UI language's way with two decimals, e.g. "1,500.00" or "1.500,00".
 */
export function formatAmount(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );
}

/**
 * A number as the pre-check detail and PDF write it: grouped the UI language's way, at most two
 * decimals and none when whole, so counts and percentages read "300" and volumes "1,250,000.5".
 */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}
