import '@mantine/core/styles/Code.css';
import { Alert, Anchor, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  WEBHOOK_FAILING_DAYS,
  WEBHOOK_PREVIOUS_SECRET_HOURS,
  webhookDeliveriesQuerySchema,
  type WebhookEndpoint,
} from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DeleteButton } from '@/components/ui/delete-button';
import { FailureAlert } from '@/components/ui/failure-alert';
import { PageHeader } from '@/components/ui/page-header';
import { QueryFrame } from '@/components/ui/query-frame';
import { paths } from '@/config/paths';
import { failureMessage } from '@/lib/api-client';
import { formatDate, formatDateTimeMedium } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useFilterParams } from '@/lib/use-filter-params';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhook } from '../api/get-webhook';
import { useSendWebhookTest } from '../api/send-webhook-test';
import { DeliveryLog } from './delivery-log';
import { NewWebhookSecret } from './new-webhook-secret';
import { RotateSecretButton, type RotatedSecret } from './rotate-secret-button';
import { WebhookSettingsForm } from './webhook-settings-form';
import { useDisabledReason, WebhookStatus } from './webhook-status';
import type { WebhooksPageState } from './webhooks-page';
import { SuccessAlert } from '@/components/ui/success-alert';

const dateTime = (value: string | Date) => formatDateTimeMedium(value, currentLanguage());

/** The endpoint at a glance: where it posts, whether it does, who made it, and what is wrong with it. */
function Summary({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  const disabledBecause = useDisabledReason(endpoint);
  const previousValid =
    endpoint.previousSecretExpiresAt !== null && Date.parse(endpoint.previousSecretExpiresAt) > Date.now();
  return (
    <Stack gap="sm">
      <Code
        block
        fz="sm"
        data-testid="webhook-url"
        style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
      >
        {endpoint.url}
      </Code>
      {endpoint.description && <Text style={{ whiteSpace: 'pre-line' }}>{endpoint.description}</Text>}
      <Group gap="sm">
        <WebhookStatus endpoint={endpoint} withReason={false} />
        {endpoint.createdBy && (
          <Text fz="sm" c="gray.7">
            {t('webhooks.detail.createdBy', {
              creator: endpoint.createdBy.email,
              date: formatDate(endpoint.createdAt, currentLanguage()),
            })}
          </Text>
        )}
      </Group>
      {disabledBecause && (
        <Alert color="red" role="note">
          {disabledBecause}
        </Alert>
      )}
      {endpoint.enabled && endpoint.failingSince && (
        <Alert color="yellow" role="note">
          {t('webhooks.detail.failingSince', {
            since: dateTime(endpoint.failingSince),
            days: WEBHOOK_FAILING_DAYS,
          })}
        </Alert>
      )}
      {previousValid && endpoint.previousSecretExpiresAt && (
        <Text fz="sm">
          {t('webhooks.detail.previousSecret', { until: dateTime(endpoint.previousSecretExpiresAt) })}
        </Text>
      )}
    </Stack>
  );
}

/** What the last Send test event came to, until the next one or until closed. */
type Notice = { kind: 'queued' } | { kind: 'failed'; message: string } | null;

/**
 * One endpoint (DESIGN §11): what it is, Send test event, Rotate secret and Delete, its settings
 * (saved with `If-Match`), and its delivery log.
 */
export function WebhookDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const endpoint = useWebhook(id);
  const remove = useDeleteWebhook();
  const test = useSendWebhookTest();
  const { setPage } = useFilterParams(webhookDeliveriesQuerySchema, []);
  const [notice, setNotice] = useState<Notice>(null);
  // The new secret lives only here, until Done or until the page is left.
  const [rotated, setRotated] = useState<RotatedSecret | null>(null);

  const sendTest = () => {
    setNotice(null);
    test.mutate(id, {
      onSuccess: () => {
        // The new delivery is the newest: it shows on the log's first page.
        setPage(1);
        setNotice({ kind: 'queued' });
      },
      onError: (error) => setNotice({ kind: 'failed', message: failureMessage(error) }),
    });
  };

  return (
    <QueryFrame
      query={endpoint}
      error={t('webhooks.detail.error')}
      back={{ href: paths.webhooks.getHref(), label: t('webhooks.title') }}
    >
      {(version) => {
        const { data } = version;
        const previousUntil = data.previousSecretExpiresAt ?? rotated?.previousUntil;
        return (
          <Stack gap="lg">
            <Anchor component={Link} to={paths.webhooks.getHref()} size="sm">
              {t('webhooks.detail.back')}
            </Anchor>
            <PageHeader title={t('webhooks.detail.title')}>
              <Group gap="sm">
                <Button onClick={sendTest} loading={test.isPending}>
                  {t('webhooks.test.button')}
                </Button>
                <RotateSecretButton id={id} onRotated={setRotated} />
                <DeleteButton
                  title={t('webhooks.delete.title')}
                  message={t('webhooks.delete.message', { url: data.url })}
                  errorTitle={t('webhooks.delete.error')}
                  onDelete={() => remove.mutateAsync(id)}
                  onDeleted={() =>
                    void navigate(paths.webhooks.getHref(), {
                      state: { deleted: data.url } satisfies WebhooksPageState,
                    })
                  }
                />
              </Group>
            </PageHeader>
            <Summary endpoint={data} />
            {notice?.kind === 'queued' && (
              <SuccessAlert onClose={() => setNotice(null)}>{t('webhooks.test.done')}</SuccessAlert>
            )}
            {notice?.kind === 'failed' && (
              <FailureAlert onClose={() => setNotice(null)}>
                {t('webhooks.test.error')} {notice.message}
              </FailureAlert>
            )}
            {rotated && (
              <NewWebhookSecret
                title={t('webhooks.secret.rotatedTitle')}
                secret={rotated.secret}
                note={
                  previousUntil &&
                  t('webhooks.secret.previous', {
                    hours: WEBHOOK_PREVIOUS_SECRET_HOURS,
                    until: dateTime(previousUntil),
                  })
                }
                onDone={() => setRotated(null)}
              />
            )}
            <Paper withBorder radius="md" p="md">
              <Stack gap="md">
                <Title order={2} size="h3">
                  {t('webhooks.detail.settings')}
                </Title>
                <WebhookSettingsForm id={id} latest={version} />
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p="md">
              <DeliveryLog id={id} />
            </Paper>
          </Stack>
        );
      }}
    </QueryFrame>
  );
}
