import { translate } from '@portal/i18n';
import type { Language } from '@portal/shared';

/** How values read in a PDF in each language; a missing value is a dash. */
export function valueFormatter(language: Language) {
  const t = (key: string) => translate(language, key);
  const money = (currency: string) =>
    new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: 2 });
  const plain = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  return {
    text: (value: string | null | undefined) =>
      value === null || value === undefined || value === '' ? '-' : value,
    amount: (value: number | null | undefined, currency?: string) =>
      value === null || value === undefined
        ? '-'
        : currency
          ? money(currency).format(value)
          : plain.format(value),
    /** Wire values are translated through the catalogue under `prefix`, then comma-joined. */
    choices: (values: readonly string[] | null | undefined, prefix: string) =>
      values && values.length > 0 ? values.map((v) => t(`${prefix}.${v}`)).join(', ') : '-',
    choice: (value: string | null | undefined, prefix: string) => (value ? t(`${prefix}.${value}`) : '-'),
  };
}
