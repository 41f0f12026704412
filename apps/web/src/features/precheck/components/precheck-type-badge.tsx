import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { PrecheckType } from '@portal/shared';
import { useTranslation } from 'react-i18next';

/**
 * POS or ECOM (spec §2), in the dashboard chart's colours; the text a shade darker than Mantine's
 * light badge, for WCAG AA contrast. The label is the language's (Spanish says TPV), not the wire value.
 */
export function PrecheckTypeBadge({ type }: { type: PrecheckType }) {
  const { t } = useTranslation();
  const color = type === 'POS' ? 'red' : 'blue';
  return (
    <Badge variant="light" color={color} c={`${color}.9`} radius="sm">
      {t(`common.precheckTypes.${type}`)}
    </Badge>
  );
}
