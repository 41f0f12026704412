import { translate } from '@portal/i18n';
import { formatDateTime, type Language, type PrecheckKind } from '@portal/shared';

/** When and for whom the PDF tests print: a reader of the team, or the applicant's own copy. */
export const GENERATED_AT = new Date('2026-11-27T09:30:00.000Z');
export const FOR_READER = {
  generatedAt: GENERATED_AT,
  reader: { label: 'anna.schmidt@example.com', team: true },
};
export const APPLICANT_COPY = { generatedAt: GENERATED_AT, reader: null };

/** The record a PDF names on each of its pages. */
export type Whose = { kind: PrecheckKind; company: string; reference: string };

/**
 * What page `page` of `pages` repeats around the view, in the order pdf.js reads it: the running head
 * (kind and company, then the reference) and the footer (when and for whom, then the page number).
 */
export function pageFurniture(
  language: Language,
  { kind, company, reference }: Whose,
  { generatedAt, reader }: { generatedAt: Date; reader: { label: string } | null },
  page: number,
  pages: number,
): string[] {
  const date = formatDateTime(generatedAt, language, { timeZone: 'UTC' });
  const title = kind === 'pos' ? 'precheckPos.detail.pageTitle' : 'precheckEcom.detail.pageTitle';
  return [
    translate(language, 'pdf.runningHead', { kind: translate(language, title), company }),
    reference,
    reader
      ? translate(language, 'pdf.generatedFor', { date, reader: reader.label })
      : translate(language, 'pdf.generatedApplicantCopy', { date }),
    translate(language, 'pdf.page', { page, pages }),
  ];
}
