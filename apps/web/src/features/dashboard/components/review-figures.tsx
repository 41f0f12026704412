import { SimpleGrid, Text } from '@mantine/core';
import type { DashboardStats } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';

/** One figure with its name: a definition list's pair, read as such. */
function Figure({ label, value, alert = false }: { label: string; value: string; alert?: boolean }) {
  return (
    <div>
      <Text component="dt" size="sm" c="gray.7">
        {label}
      </Text>
      <Text component="dd" m={0} fw={650} size="xl" c={alert ? 'red.9' : undefined}>
        {value}
      </Text>
    </div>
  );
}

/** The review queue by status and how many are late (DESIGN §12). */
export function QueueFigures({ queue }: { queue: DashboardStats['queue'] }) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(currentLanguage());
  const statuses = ['submitted', 'in_review', 'information_requested', 'approval_pending'] as const;
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 5 }} m={0}>
      {statuses.map((status) => (
        <Figure key={status} label={t(`review.statuses.${status}`)} value={number.format(queue[status])} />
      ))}
      <Figure label={t('review.overdue')} value={number.format(queue.overdue)} alert={queue.overdue > 0} />
    </SimpleGrid>
  );
}

/** The last days' approvals and declines, and the median time from sending to the decision. */
export function DecisionFigures({ decisions }: { decisions: DashboardStats['decisions'] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const number = new Intl.NumberFormat(language);
  const hours = new Intl.NumberFormat(language, { style: 'unit', unit: 'hour', maximumFractionDigits: 1 });
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} m={0}>
      <Figure label={t('review.statuses.approved')} value={number.format(decisions.approved)} />
      <Figure label={t('review.statuses.declined')} value={number.format(decisions.declined)} />
      <Figure
        label={t('dashboard.decisions.median')}
        value={decisions.medianHoursToDecision === null ? '–' : hours.format(decisions.medianHoursToDecision)}
      />
    </SimpleGrid>
  );
}
