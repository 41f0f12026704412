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

/**
 * Text on Mantine's light badge, for WCAG AA contrast (4.5:1): the colour's darkest shade where that
 * is enough (blue 4.9, red 4.5), near-black on green and yellow, whose darkest shades reach only 3.8
 * and 2.7 on their own light backgrounds (axe sweep).
 */
const textColor = (color: string) => (color === 'green' || color === 'yellow' ? 'dark.7' : `${color}.9`);

/** An outgoing message's status (a mail, a webhook delivery), as a badge in its colour. */
export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  const { t } = useTranslation();
  const color = COLORS[status];
  return (
    <Badge variant="light" color={color} c={textColor(color)} radius="sm">
      {t(`outbox.statuses.${status}`)}
    </Badge>
  );
}
