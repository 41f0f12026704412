import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { BackupSnapshot, Backups, ManifestSignature } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FailureAlert } from '@/components/ui/failure-alert';
import { PageHeader } from '@/components/ui/page-header';
import { LoadFailed } from '@/components/ui/query-frame';
import { SuccessAlert } from '@/components/ui/success-alert';
import { failureMessage, isApiError } from '@/lib/api-client';
import { formatAge, formatDateTimeMedium } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { formatBytes, formatDuration, formatNumber } from '@/lib/numbers';
import { ErasedInSnapshots } from '@/features/privacy';
import { useBackups } from '../api/get-backups';
import { useStartBackup } from '../api/start-backup';

type Row = BackupSnapshot & { id: string };

/** A manifest this server did not sign: restored only on someone's word (`missing`), or never. */
const UNVERIFIED: Record<Exclude<ManifestSignature, 'valid'>, string> = { missing: 'yellow', invalid: 'red' };

function SignatureBadge({ signature }: { signature: ManifestSignature }) {
  const { t } = useTranslation();
  if (signature === 'valid') return null;
  // Near-black text on the light variant, as the status badges, for contrast on every tint.
  return (
    <Badge color={UNVERIFIED[signature]} variant="light" c="gray.9" radius="sm">
      {t(`backups.signatures.${signature}`)}
    </Badge>
  );
}

function SnapshotTable({ backups }: { backups: Backups }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  // Ages are read against one moment per drawing, so every row is as of the same time.
  const now = Date.now();
  const columns: DataTableColumn<Row>[] = [
    {
      id: 'name',
      header: t('backups.columns.name'),
      card: 'title',
      cell: (row) => (
        <Group gap="xs">
          <span style={{ overflowWrap: 'anywhere' }}>{row.name}</span>
          <SignatureBadge signature={row.signature} />
        </Group>
      ),
    },
    {
      id: 'kind',
      header: t('backups.columns.kind'),
      noWrap: true,
      card: 'meta',
      cell: (row) => t(`backups.kinds.${row.kind}`),
    },
    {
      id: 'createdAt',
      header: t('backups.columns.createdAt'),
      noWrap: true,
      card: 'meta',
      cell: (row) => formatDateTimeMedium(row.createdAt, language),
    },
    {
      id: 'age',
      header: t('backups.columns.age'),
      noWrap: true,
      card: 'line',
      cardLabel: true,
      cell: (row) => formatAge(row.createdAt, language, now),
    },
    {
      id: 'bytes',
      header: t('backups.columns.bytes'),
      align: 'right',
      noWrap: true,
      card: 'line',
      cardLabel: true,
      cell: (row) => formatBytes(row.bytes, language),
    },
    {
      id: 'rows',
      header: t('backups.columns.rows'),
      align: 'right',
      noWrap: true,
      card: 'line',
      cardLabel: true,
      cell: (row) => formatNumber(row.rows, language),
    },
    {
      id: 'schemaVersion',
      header: t('backups.columns.schemaVersion'),
      align: 'right',
      noWrap: true,
      card: 'line',
      cardLabel: true,
      cell: (row) => row.schemaVersion,
    },
  ];
  return (
    <DataTable
      label={t('backups.title')}
      columns={columns}
      rows={backups.snapshots.map((snapshot) => ({ ...snapshot, id: snapshot.name }))}
      empty={t('backups.empty')}
      minWidth={760}
    />
  );
}

/** What the last Back up now came to, until the next one or until closed. */
type Notice = { kind: 'started' } | { kind: 'failed'; message: string } | null;

/**
 * The admins' Backups screen (DESIGN §11): whether the server backs its embedded database up, on what
 * schedule, the snapshots it keeps with their ages, and a snapshot now. Restoring one is a command run
 * with the server stopped (docs/operations.md), never a button.
 */
export function BackupsPage() {
  const { t } = useTranslation();
  const backups = useBackups();
  const start = useStartBackup();
  const [notice, setNotice] = useState<Notice>(null);
  const data = backups.data;
  const language = currentLanguage();

  const backUpNow = () => {
    setNotice(null);
    start.mutate(undefined, {
      onSuccess: () => setNotice({ kind: 'started' }),
      onError: (error) =>
        setNotice({
          kind: 'failed',
          // Within the cooldown since the last one (429): say why, not only that it was refused.
          message: isApiError(error, 429) ? t('backups.tooSoon') : failureMessage(error),
        }),
    });
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('backups.title')}>
        {data?.state === 'on' && (
          <Button onClick={backUpNow} loading={start.isPending}>
            {t('backups.now')}
          </Button>
        )}
      </PageHeader>
      {notice?.kind === 'started' && (
        <SuccessAlert onClose={() => setNotice(null)}>{t('backups.started')}</SuccessAlert>
      )}
      {notice?.kind === 'failed' && (
        <FailureAlert onClose={() => setNotice(null)}>
          {t('backups.startFailed')} {notice.message}
        </FailureAlert>
      )}
      {backups.isError && !data && <LoadFailed onRetry={backups.refetch}>{t('backups.error')}</LoadFailed>}
      {data?.state === 'off' && <Alert color="blue">{t('backups.off')}</Alert>}
      {data?.state === 'postgres' && <Alert color="blue">{t('backups.postgres')}</Alert>}
      {data?.state === 'on' && (
        <>
          <Text maw={720}>
            {t('backups.intro', {
              interval: formatDuration(data.intervalSeconds ?? 0, language),
              keep: data.keep,
            })}
          </Text>
          {data.snapshots.some((snapshot) => snapshot.signature !== 'valid') && (
            <Alert color="yellow">{t('backups.unverified')}</Alert>
          )}
          {data.lastFailedAt && (
            <Alert color="red">
              {t('backups.lastFailed', { time: formatDateTimeMedium(data.lastFailedAt, language) })}
            </Alert>
          )}
          <Group gap="xs" role="status" aria-live="polite">
            {data.running && (
              <>
                <Loader size="xs" aria-hidden />
                <Text>{t('backups.running')}</Text>
              </>
            )}
          </Group>
          <Paper withBorder radius="md" p="md">
            <SnapshotTable backups={data} />
          </Paper>
          <ErasedInSnapshots />
        </>
      )}
      {backups.isPending && <Loader aria-label={t('common.loading')} />}
    </Stack>
  );
}
