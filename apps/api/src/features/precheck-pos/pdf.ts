import { translate } from '@portal/i18n';
import { type Language, type PosPrecheck, posRecordView } from '@portal/shared';
import { type PdfRenderer, renderPdf } from '../../lib/pdf/render.ts';

/**
 * The POS pre-check's view, as the detail page shows it, laid out as a PDF. The server knows no
 * reader's time zone, so the date is the UTC one. `render` lays it out: in this thread by default,
 * on the worker pool from the service.
 */
export function renderPosPdf(
  record: PosPrecheck,
  language: Language,
  render: PdfRenderer = renderPdf,
): Promise<Buffer> {
  const t = (key: string, vars?: Record<string, string | number>) => translate(language, key, vars);
  return render({ view: posRecordView(record, t, language, { timeZone: 'UTC' }), language });
}
