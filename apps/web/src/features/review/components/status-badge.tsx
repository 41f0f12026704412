import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { PrecheckStatus } from '@portal/shared';
import { useTranslation } from 'react-i18next';

/** Each status's colour: waiting on the team (blue, grape), on the applicant (yellow), decided. */
const COLORS: Record<PrecheckStatus, string> = {
  submitted: 'blue',
  in_review: 'indigo',
  information_requested: 'yellow',
  approval_pending: 'grape',
  approved: 'green',
  declined: 'red',
  withdrawn: 'gray',
};

export function StatusBadge({ status }: { status: PrecheckStatus }) {
  const { t } = useTranslation();
  // Near-black text on the light variant keeps every colour above 4.5:1 (green's own darkest shade
  // reads 3.8:1 on its tint, as axe found).
  return (
    <Badge color={COLORS[status]} variant="light" c="gray.9" radius="sm">
      {t(`review.statuses.${status}`)}
    </Badge>
  );
}
