import { translate } from '@portal/i18n';
import { type EcomPrecheck, ecomRecordView, type Language } from '@portal/shared';
import { type PdfRenderer, renderPdf } from '../../lib/pdf/render.ts';

/**
 * The e-commerce pre-check's view, as the detail page shows it, laid out as a PDF. The password is
 * printed as the mask, so the record given here need not (and from the service does not) carry it.
 * `render` lays it out: in this thread by default, on the worker pool from the service.
 */
export function renderEcomPdf(
  record: EcomPrecheck,
  language: Language,
  render: PdfRenderer = renderPdf,
): Promise<Buffer> {
  const t = (key: string, vars?: Record<string, string | number>) => translate(language, key, vars);
  return render({ view: ecomRecordView(record, t, language, { timeZone: 'UTC' }), language });
}
