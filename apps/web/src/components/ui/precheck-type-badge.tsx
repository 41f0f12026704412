import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { PrecheckType } from '@portal/shared';

/**
 * POS or ECOM (spec §2), in the dashboard chart's colours; the text a shade darker than Mantine's
 * light badge, for WCAG AA contrast.
 */
export function PrecheckTypeBadge({ type }: { type: PrecheckType }) {
  const color = type === 'POS' ? 'red' : 'blue';
  return (
    <Badge variant="light" color={color} c={`${color}.9`} radius="sm">
      {type}
    </Badge>
  );
}
