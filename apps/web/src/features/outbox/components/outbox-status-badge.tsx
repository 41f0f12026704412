import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { OutboxStatus } from '@portal/shared';
import { useTranslation } from 'react-i18next';

/** Green when delivered, blue while on its way, yellow while it waits to try again, red when given up. */
const COLORS: Record<OutboxStatus, string> = {
  queued: 'blue',
  sending: 'blue',
  retrying: 'yellow',
  sent: 'green',
  failed: 'red',
  skipped: 'gray',
};

/** A message's status; the text a shade darker than Mantine's light badge, for WCAG AA contrast. */
export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  const { t } = useTranslation();
  const color = COLORS[status];
  return (
    <Badge variant="light" color={color} c={`${color}.9`} radius="sm">
      {t(`outbox.statuses.${status}`)}
    </Badge>
  );
}
