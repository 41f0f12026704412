import { Button, Paper, Stack, Text } from '@mantine/core';
import { FAILURE_REASONS, type OutboxMessage, RESENDABLE_STATUSES, SKIP_REASONS } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/ui/data-table';
import { Dash } from '@/components/ui/dash';
import { FailureAlert } from '@/components/ui/failure-alert';
import { ListBody } from '@/components/ui/list-body';
import { OutboxStatusBadge } from './outbox-status-badge';
import { PageHeader } from '@/components/ui/page-header';
import { failureMessage } from '@/lib/api-client';
import { formatDateTimeMedium } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useOutbox } from '../api/get-outbox';
import { useResendMessage } from '../api/resend-message';
import { OutboxFilters } from './outbox-filters';
import { useOutboxParams } from './use-outbox-params';
import { SuccessAlert } from '@/components/ui/success-alert';

const isResendable = (message: OutboxMessage) =>
  RESENDABLE_STATUSES.some((status) => status === message.status);

function LastError({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation();
  const { lastError } = message;
  if (lastError === null) return <Dash />;
  const reason = message.status === 'skipped' && SKIP_REASONS.find((code) => code === lastError);
  if (reason) return <Text fz="sm">{t(`outbox.skipReasons.${reason}`)}</Text>;
  const failure = FAILURE_REASONS.find((code) => code === lastError);
  if (failure) return <Text fz="sm">{t(`outbox.failureReasons.${failure}`)}</Text>;
  return (
    <Text fz="xs" ff="monospace" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
      {lastError}
    </Text>
  );
}

/** What the last Send again came to, until the next one or until closed. */
type Notice = { kind: 'queued'; recipient: string } | { kind: 'failed'; message: string } | null;

/**
 * The admins' view of the outbox (DESIGN §11): everything the portal sends, newest first, filtered
 * and paged on the server; a failed or skipped message can be sent again.
 */
export function OutgoingList() {
  const { t } = useTranslation();
  const { filter, page, setPage, setFilter } = useOutboxParams();
  const messages = useOutbox(filter, page);
  const resend = useResendMessage();
  const [notice, setNotice] = useState<Notice>(null);
  const dateTime = (value: string) => formatDateTimeMedium(value, currentLanguage());

  const sendAgain = (message: OutboxMessage) => {
    setNotice(null);
    resend.mutate(message.id, {
      onSuccess: () => setNotice({ kind: 'queued', recipient: message.recipient }),
      onError: (error) =>
        setNotice({
          kind: 'failed',
          message: failureMessage(error),
        }),
    });
  };

  const columns: DataTableColumn<OutboxMessage>[] = [
    {
      id: 'createdAt',
      header: t('outbox.columns.createdAt'),
      noWrap: true,
      card: 'meta',
      cell: (message) => dateTime(message.createdAt),
    },
    {
      id: 'topic',
      header: t('outbox.columns.topic'),
      card: 'title',
      cell: (message) => (
        <Stack gap={0}>
          <span>{t(`outbox.topics.${message.topic}`)}</span>
          <Text fz="xs" c="gray.7">
            {t(`outbox.kinds.${message.kind}`)}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'recipient',
      header: t('outbox.columns.recipient'),
      card: 'line',
      cell: (message) => <span style={{ overflowWrap: 'anywhere' }}>{message.recipient}</span>,
    },
    {
      id: 'status',
      header: t('outbox.columns.status'),
      noWrap: true,
      card: 'line',
      cell: (message) => <OutboxStatusBadge status={message.status} />,
    },
    {
      id: 'attempts',
      header: t('outbox.columns.attempts'),
      align: 'right',
      noWrap: true,
      card: 'line',
      cardLabel: true,
      cell: (message) => message.attempts,
    },
    {
      id: 'nextAttemptAt',
      header: t('outbox.columns.nextAttemptAt'),
      noWrap: true,
      card: 'line',
      cardLabel: true,
      // A message being sent has no next try: its time then is only its worker's lease.
      cell: (message) =>
        message.nextAttemptAt && message.status !== 'sending' ? dateTime(message.nextAttemptAt) : <Dash />,
    },
    {
      id: 'lastError',
      header: t('outbox.columns.lastError'),
      card: 'line',
      cardLabel: true,
      cell: (message) => <LastError message={message} />,
    },
    {
      id: 'actions',
      header: t('outbox.columns.actions'),
      card: 'actions',
      cell: (message) =>
        isResendable(message) && (
          <Button
            size="xs"
            variant="light"
            loading={resend.isPending && resend.variables === message.id}
            onClick={() => sendAgain(message)}
            aria-label={t('outbox.resend.label', {
              topic: t(`outbox.topics.${message.topic}`),
              recipient: message.recipient,
            })}
          >
            {t('outbox.resend.button')}
          </Button>
        ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t('outbox.title')} />
      {notice?.kind === 'queued' && (
        <SuccessAlert onClose={() => setNotice(null)}>
          {t('outbox.resend.done', { recipient: notice.recipient })}
        </SuccessAlert>
      )}
      {notice?.kind === 'failed' && (
        <FailureAlert onClose={() => setNotice(null)}>
          {t('outbox.resend.error')} {notice.message}
        </FailureAlert>
      )}
      <OutboxFilters filter={filter} onApply={setFilter} />
      <Paper withBorder radius="md" p="md">
        <ListBody
          list={messages}
          columns={columns}
          label={t('outbox.title')}
          minWidth={900}
          page={page}
          onPageChange={setPage}
          error={t('outbox.error')}
          empty={t('outbox.empty')}
          narrowed={Object.keys(filter).length > 0}
          noResults={t('outbox.noResults')}
        />
      </Paper>
    </Stack>
  );
}
