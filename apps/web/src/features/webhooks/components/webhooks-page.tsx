import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import type { WebhookCreated } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { CreateWebhookForm } from './create-webhook-form';
import { NewWebhookSecret } from './new-webhook-secret';
import { WebhooksList } from './webhooks-list';

/** What an endpoint's page tells the list when it leaves it: the URL of an endpoint it deleted. */
export type WebhooksPageState = { deleted?: string };

const deletedOf = (state: unknown) =>
  typeof state === 'object' && state !== null && 'deleted' in state && typeof state.deleted === 'string'
    ? state.deleted
    : null;

/**
 * The admins' webhook endpoints (DESIGN §11): the list, a form for a new one, and its signing secret,
 * shown once. The secret lives only in this screen's state: Done, or leaving the screen, forgets it.
 */
export function WebhooksPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  const deleted = deletedOf(location.state);

  return (
    <Stack gap="lg">
      <PageHeader title={t('webhooks.title')}>
        {!creating && !created && (
          <Button onClick={() => setCreating(true)}>{t('webhooks.create.open')}</Button>
        )}
      </PageHeader>
      <Text maw={720}>{t('webhooks.intro')}</Text>
      {deleted !== null && (
        <Alert
          color="green"
          role="status"
          withCloseButton
          closeButtonLabel={t('common.close')}
          // Forgotten with the history entry's state, so a reload does not say it again.
          onClose={() => void navigate(location.pathname, { replace: true, state: null })}
        >
          {t('webhooks.delete.done', { url: deleted })}
        </Alert>
      )}
      {created && (
        <NewWebhookSecret
          title={t('webhooks.secret.createdTitle')}
          secret={created.secret}
          onDone={() => setCreated(null)}
          action={
            <Button component={Link} to={paths.webhook.getHref(created.id)} variant="default">
              {t('webhooks.secret.openEndpoint')}
            </Button>
          }
        />
      )}
      {creating && (
        <Paper withBorder radius="md" p="md">
          <CreateWebhookForm
            onCreated={(endpoint) => {
              setCreating(false);
              setCreated(endpoint);
            }}
            onCancel={() => setCreating(false)}
          />
        </Paper>
      )}
      <Paper withBorder radius="md" p="md">
        <WebhooksList />
      </Paper>
    </Stack>
  );
}
