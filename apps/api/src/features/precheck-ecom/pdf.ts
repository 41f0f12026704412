import { translate } from '@portal/i18n';
import {
  ECOM_FIELDS,
  type EcomGroup,
  type EcomPrecheck,
  ecomRowShown,
  type FieldSpec,
  GROUP_OF_SERVICE,
  type Language,
  SECRET_MASK,
} from '@portal/shared';
import { valueFormatter } from '../../lib/pdf/format.ts';
import { type PdfRenderer, type PdfRow, type PdfSection, renderPdf } from '../../lib/pdf/render.ts';

export function ecomRows(record: EcomPrecheck, group: EcomGroup, language: Language): PdfRow[] {
  const t = (key: string) => translate(language, key);
  const f = valueFormatter(language);
  const values = record[group] ?? {};
  const row = (field: FieldSpec): PdfRow | null => {
    if (!ecomRowShown(field.name, values)) return null;
    const label = t(`precheckEcom.fields.${field.name}`);
    const value = values[field.name];
    switch (field.kind) {
      case 'amount':
        return {
          label,
          value: f.amount(value as number | undefined, field.currency === 'EUR' ? 'EUR' : undefined),
        };
      case 'yesNo':
        return { label, value: f.choice(value as string | undefined, 'forms') };
      case 'choices':
        return {
          label,
          value: f.choices(value as string[] | undefined, `precheckEcom.options.${field.name}`),
        };
      case 'password':
        // Never the password, so the PDF path has nothing to decrypt (DESIGN §6).
        return { label, value: SECRET_MASK };
      case 'email':
        return {
          label,
          value: f.text(value as string | undefined),
          link: value ? `mailto:${String(value)}` : undefined,
        };
      default:
        return { label, value: f.text(value as string | undefined) };
    }
  };
  return ECOM_FIELDS[group].map(row).filter((r): r is PdfRow => r !== null);
}

/** `render` lays the report out: in this thread by default, on the worker pool from the service. */
export function renderEcomPdf(
  record: EcomPrecheck,
  language: Language,
  render: PdfRenderer = renderPdf,
): Promise<Buffer> {
  const t = (key: string, vars?: Record<string, string>) => translate(language, key, vars);
  const f = valueFormatter(language);
  const general: PdfSection = {
    heading: t('precheckEcom.sections.genInfo'),
    rows: [
      { label: t('precheckEcom.detail.region'), value: t(`precheckEcom.regions.${record.reg}`) },
      { label: t('precheckEcom.detail.services'), value: f.choices(record.srv, 'precheckEcom.services') },
      ...ecomRows(record, 'genInfo', language),
    ],
  };
  const services = record.srv.map((service) => {
    const group = GROUP_OF_SERVICE[service];
    return {
      heading: t(`precheckEcom.sections.${group}`),
      anchor: group,
      rows: ecomRows(record, group, language),
    };
  });
  return render({
    title: t('precheckEcom.detail.title', { company: String(record.genInfo.genComp) }),
    language,
    createdAt: new Date(record.createdAt),
    sections: [general, ...services],
  });
}
