import { Alert, Button, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * Where a team notice's "stop receiving these emails" link leads: it asks before it turns the notices
 * off, as a link scanner opening every link of a mail must not (the mail's List-Unsubscribe header
 * posts at once, RFC 8058).
 */
export function UnsubscribePage({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const unsubscribe = useUnsubscribe();
  const spent = !token || (unsubscribe.isError && isApiError(unsubscribe.error, 404));

  return (
    <>
      <Title order={1} size="h2">
        {t('notifications.unsubscribe.title')}
      </Title>
      {unsubscribe.isSuccess ? (
        <Alert color="green" role="status">
          {t('notifications.unsubscribe.done')}
        </Alert>
      ) : spent ? (
        <Alert color="red" role="alert">
          {t('notifications.unsubscribe.invalid')}
        </Alert>
      ) : (
        <>
          <Text>{t('notifications.unsubscribe.intro')}</Text>
          {unsubscribe.isError && (
            <Alert color="red" role="alert">
              {t('notifications.unsubscribe.error')}
            </Alert>
          )}
          <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
            {t('notifications.unsubscribe.confirm')}
          </Button>
        </>
      )}
    </>
  );
}
