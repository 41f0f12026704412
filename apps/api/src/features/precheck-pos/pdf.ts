import { translate } from '@portal/i18n';
import { type Language, POS_SECTIONS, type PosPrecheck } from '@portal/shared';
import { valueFormatter } from '../../lib/pdf/format.ts';
import { type PdfRenderer, type PdfRow, renderPdf } from '../../lib/pdf/render.ts';

type Field = (typeof POS_SECTIONS)[keyof typeof POS_SECTIONS][number];

export function posPdfTitle(language: Language, company: string) {
  return translate(language, 'precheckPos.detail.title', { company });
}

/** `render` lays the report out: in this thread by default, on the worker pool from the service. */
export function renderPosPdf(
  record: PosPrecheck,
  language: Language,
  render: PdfRenderer = renderPdf,
): Promise<Buffer> {
  const t = (key: string) => translate(language, key);
  const f = valueFormatter(language);

  const row = (field: Field): PdfRow => {
    const label = t(`precheckPos.fields.${field}`);
    switch (field) {
      case 'turnover':
      case 'receiptSize':
        return { label, value: f.amount(record[field], 'EUR') };
      case 'cards':
        return { label, value: f.choices(record.cards, 'precheckPos.cards') };
      case 'additionalServices':
        return { label, value: f.choices(record.additionalServices, 'precheckPos.additionalServices') };
      case 'terminals':
      case 'checkoutConnection':
        return { label, value: f.choice(record[field], 'forms') };
      case 'cashCut':
        return { label, value: f.choice(record.cashCut, 'precheckPos.cashCut') };
      case 'tip':
        return { label, value: f.choice(record.tip, 'precheckPos.tip') };
      case 'email':
        return { label, value: record.email, link: `mailto:${record.email}` };
      case 'website':
      case 'onlineShop':
        return { label, value: f.text(record[field]), link: record[field] ?? undefined };
      default:
        return { label, value: f.text(record[field]) };
    }
  };

  return render({
    title: posPdfTitle(language, record.company),
    language,
    createdAt: new Date(record.createdAt),
    sections: Object.entries(POS_SECTIONS).map(([section, fields]) => ({
      heading: t(`precheckPos.sections.${section}`),
      rows: (fields as readonly Field[]).map(row),
    })),
  });
}
