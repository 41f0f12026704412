import { type DateOptions, formatDateTime } from './format.ts';
import type { Language } from './locales.ts';
import type { RecordView, Translate, ViewSection } from './record-view.ts';
import type { ReviewState } from './review.ts';

/**
 * Where a pre-check stands in review, as rows the staff copy of its PDF prints above the answers
 * (DESIGN §12): status and since when, assignee, the version printed, and the decision with its
 * reason's label. Never the internal note; the applicant's own copy has no such section.
 */
export function reviewViewSection(
  review: ReviewState,
  t: Translate,
  language: Language,
  options: DateOptions = {},
): ViewSection {
  const text = (value: string) => ({ type: 'text' as const, text: value, multiline: false });
  const when = (value: string | Date) => formatDateTime(value, language, options);
  const status = t(`review.statuses.${review.status}`);
  const { decision } = review;
  const rows = [
    {
      key: 'status',
      label: t('review.status'),
      value: text(review.overdue ? `${status} (${t('review.overdue')})` : status),
    },
    { key: 'statusChangedAt', label: t('review.statusSince'), value: text(when(review.statusChangedAt)) },
    {
      key: 'assignee',
      label: t('review.assignee'),
      value: text(review.assignee?.name ?? t('review.unassigned')),
    },
    { key: 'version', label: t('review.version'), value: text(String(review.version)) },
  ];
  if (decision) {
    const decided = t(decision.decidedBy ? 'review.decidedBy' : 'review.decidedByNobody', {
      outcome: t(`review.statuses.${decision.outcome}`),
      date: when(decision.decidedAt),
      ...(decision.decidedBy && { name: decision.decidedBy.name }),
    });
    rows.push({ key: 'decision', label: t('review.decision'), value: text(decided) });
    if (decision.reason)
      rows.push({
        key: 'reason',
        label: t('review.reason'),
        value: text(t(`review.reasons.${decision.reason}`)),
      });
  }
  return { key: 'review', heading: t('review.title'), blocks: [{ key: null, heading: null, rows }] };
}

/**
 * The view with the answers a version changed marked (DESIGN §12: "the detail screen marks what
 * changed since the previous version"). A version names them by path, `field` or `group.field`
 * (modules/prechecks/versions.ts), which is a row's key, or its section's key and its own.
 */
export function markChangedRows(view: RecordView, changedFields: readonly string[]): RecordView {
  if (changedFields.length === 0) return view;
  const changed = new Set(changedFields);
  return {
    ...view,
    sections: view.sections.map((section) => ({
      ...section,
      blocks: section.blocks.map((block) => ({
        ...block,
        rows: block.rows.map((row) =>
          changed.has(row.key) || changed.has(`${section.key}.${row.key}`) ? { ...row, changed: true } : row,
        ),
      })),
    })),
  };
}
