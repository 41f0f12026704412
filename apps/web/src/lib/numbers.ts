import type { Language } from '@portal/shared';

/** A euro amount written the way the UI language writes money, e.g. "€1,500.00" or "1.500,00 €". */
export function formatEuro(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(value);
}
