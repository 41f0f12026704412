import { Checkbox, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '@/components/ui/failure-alert';
import { QueryFrame } from '@/components/ui/query-frame';
import { failureMessage } from '@/lib/api-client';
import { useNotificationSettings, useSetNotificationSettings } from '../api/notification-settings';

/**
 * An admin's choice of a mail for each new pre-check (DESIGN §11): saved as soon as it is ticked,
 * the box showing what the server stored.
 */
export function NotificationSettings() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const save = useSetNotificationSettings();
  const [failure, setFailure] = useState<string | null>(null);

  const choose = (newPrecheck: boolean) => {
    setFailure(null);
    save.mutate({ newPrecheck }, { onError: (error) => setFailure(failureMessage(error)) });
  };

  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('notifications.title')}
      </Title>
      <QueryFrame query={settings} error={t('notifications.loadError')}>
        {({ newPrecheck }) => (
          <Checkbox
            label={t('notifications.newPrecheck')}
            description={t('notifications.newPrecheckHint')}
            checked={save.isPending ? save.variables.newPrecheck : newPrecheck}
            disabled={save.isPending}
            onChange={(event) => choose(event.currentTarget.checked)}
          />
        )}
      </QueryFrame>
      {failure && (
        <FailureAlert onClose={() => setFailure(null)}>
          {t('notifications.saveError')} {failure}
        </FailureAlert>
      )}
    </Stack>
  );
}
