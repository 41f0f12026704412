import '@mantine/core/styles/Badge.css';
import { Badge, Stack, Text } from '@mantine/core';
import { WEBHOOK_FAILING_DAYS, type WebhookEndpoint } from '@portal/shared';
import { useTranslation } from 'react-i18next';

/** Why the portal disabled an endpoint, in a sentence; null when it did not (enabled, or an admin's choice). */
export function useDisabledReason(endpoint: Pick<WebhookEndpoint, 'enabled' | 'disabledReason'>) {
  const { t } = useTranslation();
  if (endpoint.enabled || endpoint.disabledReason === null) return null;
  return t(`webhooks.disabledReasons.${endpoint.disabledReason}`, { days: WEBHOOK_FAILING_DAYS });
}

/**
 * Enabled or disabled as a badge, and when the portal disabled it, why. Text on the light badges as the
 * outbox's status badge has it, for WCAG AA contrast: near-black on green, the darkest grey on grey.
 */
export function WebhookStatus({
  endpoint,
  withReason = true,
}: {
  endpoint: WebhookEndpoint;
  /** Without: the page says the reason in an alert of its own. */
  withReason?: boolean;
}) {
  const { t } = useTranslation();
  const reason = useDisabledReason(endpoint);
  return (
    <Stack gap={4} align="flex-start">
      {endpoint.enabled ? (
        <Badge variant="light" color="green" c="dark.7" radius="sm">
          {t('webhooks.enabled')}
        </Badge>
      ) : (
        <Badge variant="light" color="gray" c="dark.7" radius="sm">
          {t('webhooks.disabled')}
        </Badge>
      )}
      {withReason && reason && (
        <Text fz="xs" c="red.9">
          {reason}
        </Text>
      )}
    </Stack>
  );
}
