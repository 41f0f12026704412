import '@mantine/core/styles/Badge.css';
import { Badge, Stack, Text } from '@mantine/core';
import type { ApiKey } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipList } from '@/components/ui/chip-list';
import { dateColumn } from '@/components/ui/columns';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Dash } from '@/components/ui/dash';
import { DeleteButton } from '@/components/ui/delete-button';
import { LoadFailed } from '@/components/ui/query-frame';
import { formatDateTimeMedium } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { SCOPE_LABELS } from './scope-labels';
import { SuccessAlert } from '@/components/ui/success-alert';

const dateTime = (value: string) => formatDateTimeMedium(value, currentLanguage());

function Expiry({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation();
  if (apiKey.expiresAt === null) return t('apiKeys.never');
  // Judged when drawn: a key that expires while the screen is open shows it at the next refresh.
  const expired = Date.parse(apiKey.expiresAt) <= Date.now();
  // Inline, so on a phone the date follows its label on the same line, as the other values do.
  return (
    <>
      {dateTime(apiKey.expiresAt)}
      {/* red.9 carries white text at AA contrast; the default red does not. */}
      {expired && (
        <Badge color="red.9" variant="filled" radius="sm" tt="none" ml={6}>
          {t('apiKeys.expired')}
        </Badge>
      )}
    </>
  );
}

function LastUse({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation();
  if (apiKey.lastUsedAt === null) return t('apiKeys.never');
  return (
    <Stack gap={0}>
      <span>{dateTime(apiKey.lastUsedAt)}</span>
      {apiKey.lastUsedFrom && (
        <Text fz="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {t('apiKeys.lastUsedFrom', { address: apiKey.lastUsedFrom })}
        </Text>
      )}
    </Stack>
  );
}

/** The keys not revoked, each with what it may do, who made it, when it ends and was last used. */
export function ApiKeysList() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [revoked, setRevoked] = useState<string | null>(null);

  const columns: DataTableColumn<ApiKey>[] = [
    { id: 'name', header: t('apiKeys.columns.name'), card: 'title', cell: (key) => key.name },
    {
      id: 'scopes',
      header: t('apiKeys.columns.scopes'),
      card: 'line',
      cell: (key) => <ChipList labels={key.scopes.map((scope) => t(SCOPE_LABELS[scope]))} />,
    },
    {
      id: 'createdBy',
      header: t('apiKeys.columns.createdBy'),
      card: 'line',
      cardLabel: true,
      // Null once the admin who made it is deleted; the key lives on.
      cell: (key) => key.createdBy?.email ?? <Dash />,
    },
    dateColumn(t('apiKeys.columns.createdAt')),
    {
      id: 'expiresAt',
      header: t('apiKeys.columns.expiresAt'),
      noWrap: true,
      card: 'line',
      cardLabel: true,
      cell: (key) => <Expiry apiKey={key} />,
    },
    {
      id: 'lastUsed',
      header: t('apiKeys.columns.lastUsed'),
      card: 'line',
      cardLabel: true,
      cell: (key) => <LastUse apiKey={key} />,
    },
    {
      id: 'actions',
      header: t('apiKeys.columns.actions'),
      card: 'actions',
      cell: (key) => (
        <DeleteButton
          label={t('apiKeys.revoke.button')}
          accessibleName={t('apiKeys.revoke.label', { name: key.name })}
          title={t('apiKeys.revoke.title')}
          message={t('apiKeys.revoke.message', { name: key.name })}
          confirmLabel={t('apiKeys.revoke.confirm')}
          errorTitle={t('apiKeys.revoke.error')}
          onDelete={() => {
            setRevoked(null);
            return revoke.mutateAsync(key.id);
          }}
          onDeleted={() => setRevoked(key.name)}
        />
      ),
    },
  ];

  return (
    <Stack gap="md">
      {revoked !== null && (
        <SuccessAlert onClose={() => setRevoked(null)}>
          {t('apiKeys.revoke.done', { name: revoked })}
        </SuccessAlert>
      )}
      {keys.isError && !keys.data ? (
        <LoadFailed onRetry={keys.refetch}>{t('apiKeys.error')}</LoadFailed>
      ) : (
        <DataTable
          label={t('apiKeys.title')}
          columns={columns}
          rows={keys.data?.items}
          loading={keys.isPending}
          empty={t('apiKeys.empty')}
          minWidth={880}
        />
      )}
    </Stack>
  );
}
