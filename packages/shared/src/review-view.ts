import { type DateOptions, formatDateTime } from './format.ts';
import type { Language } from './locales.ts';
import type { Translate, ViewSection } from './record-view.ts';
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
