import '@mantine/core/styles/Code.css';
import { Box, Button, Code, Stack, Text, Title } from '@mantine/core';
import {
  FAILURE_REASONS,
  RESENDABLE_STATUSES,
  SKIP_REASONS,
  webhookDeliveriesQuerySchema,
  type WebhookDelivery,
} from '@portal/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/ui/data-table';
import { Dash } from '@/components/ui/dash';
import { FailureAlert } from '@/components/ui/failure-alert';
import { ListBody } from '@/components/ui/list-body';
import { OutboxStatusBadge } from '@/features/outbox';
import { failureMessage } from '@/lib/api-client';
import { formatDateTimeMedium } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useFilterParams } from '@/lib/use-filter-params';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery';
import { EVENT_LABELS } from './event-labels';
import { SuccessAlert } from '@/components/ui/success-alert';

/** Resend where the outbox's Send again is: on a delivery that failed or was skipped. */
const isResendable = (delivery: WebhookDelivery) =>
  RESENDABLE_STATUSES.some((status) => status === delivery.status);

const dateTime = (value: string) => formatDateTimeMedium(value, currentLanguage());

/**
 * What the latest attempt got back: the first KiB of the answer, in a block that wraps (folded, as it
 * can be long); where there was no answer, why, in the sender's words or, for a refused destination or
 * an unusable secret, in ours; for a delivery never tried, why it was skipped.
 */
function Answer({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation();
  const [attempt] = delivery.log;
  if (!attempt) {
    const reason = delivery.status === 'skipped' && SKIP_REASONS.find((code) => code === delivery.lastError);
    if (reason) return <Text fz="sm">{t(`outbox.skipReasons.${reason}`)}</Text>;
    return <Dash />;
  }
  if (attempt.statusCode === null) {
    const failure = FAILURE_REASONS.find((code) => code === attempt.error);
    return (
      <Text fz="sm">
        {t('webhooks.deliveries.noAnswer')}{' '}
        {failure ? (
          t(`outbox.failureReasons.${failure}`)
        ) : (
          <Text span ff="monospace" fz="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {attempt.error}
          </Text>
        )}
      </Text>
    );
  }
  if (!attempt.response) {
    return (
      <Text fz="sm" c="gray.7">
        {t('webhooks.deliveries.emptyAnswer')}
      </Text>
    );
  }
  return (
    <Box component="details">
      <Box component="summary" fz="sm" style={{ cursor: 'pointer' }}>
        {t('webhooks.deliveries.showAnswer')}
      </Box>
      <Code
        block
        mt={4}
        fz="xs"
        data-testid="delivery-answer"
        // An answer is any text: it wraps, at its line breaks and anywhere else, never off the screen.
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {attempt.response}
      </Code>
    </Box>
  );
}

/** What the last Resend came to, until the next one or until closed. */
type Notice = { kind: 'queued' } | { kind: 'failed'; message: string } | null;

/**
 * An endpoint's deliveries (DESIGN §11), newest first and paged on the server: each event's time,
 * status, attempts and latest attempt's status code, duration and answer; Resend on a delivery that
 * failed or was skipped. Deliveries on their way are followed until they have gone.
 */
export function DeliveryLog({ id }: { id: string }) {
  const { t } = useTranslation();
  const { page, setPage } = useFilterParams(webhookDeliveriesQuerySchema, []);
  const deliveries = useWebhookDeliveries(id, page);
  const resend = useResendWebhookDelivery();
  const [notice, setNotice] = useState<Notice>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const eventOf = (delivery: WebhookDelivery) => t(EVENT_LABELS[delivery.type]);

  const sendAgain = (delivery: WebhookDelivery) => {
    setNotice(null);
    resend.mutate(
      { id, deliveryId: delivery.id },
      {
        onSuccess: () => setNotice({ kind: 'queued' }),
        onError: (error) =>
          setNotice({
            kind: 'failed',
            message: failureMessage(error),
          }),
      },
    );
  };

  const columns: DataTableColumn<WebhookDelivery>[] = [
    {
      id: 'createdAt',
      header: t('webhooks.deliveries.columns.createdAt'),
      noWrap: true,
      card: 'meta',
      cell: (delivery) => dateTime(delivery.createdAt),
    },
    {
      id: 'event',
      header: t('webhooks.deliveries.columns.event'),
      card: 'title',
      cell: (delivery) => (
        <Stack gap={0}>
          <span>{eventOf(delivery)}</span>
          {/* The `webhook-id` the receiver got: what to look for in its logs. */}
          <Text fz="xs" ff="monospace" c="gray.7" fw={400} style={{ overflowWrap: 'anywhere' }}>
            {delivery.webhookId}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'status',
      header: t('webhooks.deliveries.columns.status'),
      card: 'line',
      cell: (delivery) => (
        <Stack gap={2} align="flex-start">
          <OutboxStatusBadge status={delivery.status} />
          {delivery.status === 'retrying' && delivery.nextAttemptAt && (
            <Text fz="xs" c="gray.7">
              {t('webhooks.deliveries.nextAttempt', { at: dateTime(delivery.nextAttemptAt) })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'attempts',
      header: t('webhooks.deliveries.columns.attempts'),
      align: 'right',
      noWrap: true,
      card: 'line',
      cardLabel: true,
      cell: (delivery) => delivery.attempts,
    },
    {
      id: 'statusCode',
      header: t('webhooks.deliveries.columns.statusCode'),
      align: 'right',
      noWrap: true,
      card: 'line',
      cardLabel: true,
      cell: (delivery) => delivery.log[0]?.statusCode ?? <Dash />,
    },
    {
      id: 'duration',
      header: t('webhooks.deliveries.columns.duration'),
      align: 'right',
      noWrap: true,
      card: 'line',
      cardLabel: true,
      cell: (delivery) => {
        const attempt = delivery.log[0];
        if (!attempt) return <Dash />;
        const ms = new Intl.NumberFormat(currentLanguage()).format(attempt.durationMs);
        return t('webhooks.deliveries.durationMs', { ms });
      },
    },
    {
      id: 'answer',
      header: t('webhooks.deliveries.columns.answer'),
      // Room for an answer's lines to read as lines, rather than a column of a few letters each.
      width: '30%',
      card: 'line',
      cell: (delivery) => <Answer delivery={delivery} />,
    },
    {
      id: 'actions',
      header: t('webhooks.deliveries.columns.actions'),
      card: 'actions',
      cell: (delivery) =>
        isResendable(delivery) && (
          <Button
            size="xs"
            variant="light"
            loading={resend.isPending && resend.variables.deliveryId === delivery.id}
            onClick={() => sendAgain(delivery)}
            aria-label={t('webhooks.deliveries.resend.label', {
              event: eventOf(delivery),
              time: dateTime(delivery.createdAt),
            })}
          >
            {t('webhooks.deliveries.resend.button')}
          </Button>
        ),
    },
  ];

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3" ref={heading} tabIndex={-1}>
          {t('webhooks.deliveries.title')}
        </Title>
        <Text size="sm">{t('webhooks.deliveries.intro')}</Text>
      </Stack>
      {notice?.kind === 'queued' && (
        <SuccessAlert onClose={() => setNotice(null)}>{t('webhooks.deliveries.resend.done')}</SuccessAlert>
      )}
      {notice?.kind === 'failed' && (
        <FailureAlert onClose={() => setNotice(null)}>
          {t('webhooks.deliveries.resend.error')} {notice.message}
        </FailureAlert>
      )}
      <ListBody
        list={deliveries}
        columns={columns}
        label={t('webhooks.deliveries.title')}
        minWidth={880}
        page={page}
        onPageChange={setPage}
        // The log is the page's last part: a new page of it is read from its heading, not the page's top.
        onPageShown={() => {
          heading.current?.scrollIntoView?.();
          heading.current?.focus({ preventScroll: true });
        }}
        error={t('webhooks.deliveries.error')}
        empty={t('webhooks.deliveries.empty')}
      />
    </Stack>
  );
}
