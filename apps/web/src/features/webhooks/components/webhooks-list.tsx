import { Text } from '@mantine/core';
import type { WebhookEndpoint } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { ChipList } from '@/components/ui/chip-list';
import { linkColumn } from '@/components/ui/columns';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Dash } from '@/components/ui/dash';
import { LoadFailed } from '@/components/ui/query-frame';
import { paths } from '@/config/paths';
import { formatDateTimeMedium } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useWebhooks } from '../api/get-webhooks';
import { EVENT_LABELS } from './event-labels';
import { WebhookStatus } from './webhook-status';

/** The endpoints, each with what it is sent, whether it is, and since when its deliveries fail. */
export function WebhooksList() {
  const { t } = useTranslation();
  const endpoints = useWebhooks();

  const columns: DataTableColumn<WebhookEndpoint>[] = [
    {
      id: 'url',
      header: t('webhooks.columns.url'),
      card: 'title',
      // A URL has few places to break: it wraps anywhere rather than widen the table or the phone's block.
      cell: (endpoint) => <span style={{ overflowWrap: 'anywhere' }}>{endpoint.url}</span>,
    },
    {
      id: 'description',
      header: t('webhooks.columns.description'),
      card: 'line',
      cell: (endpoint) =>
        endpoint.description ? (
          <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {endpoint.description}
          </Text>
        ) : (
          <Dash />
        ),
    },
    {
      id: 'events',
      header: t('webhooks.columns.events'),
      card: 'line',
      cell: (endpoint) => <ChipList labels={endpoint.events.map((event) => t(EVENT_LABELS[event]))} />,
    },
    {
      id: 'status',
      header: t('webhooks.columns.status'),
      card: 'line',
      cell: (endpoint) => <WebhookStatus endpoint={endpoint} />,
    },
    {
      id: 'failingSince',
      header: t('webhooks.columns.failingSince'),
      noWrap: true,
      card: 'line',
      cardLabel: true,
      cell: (endpoint) =>
        endpoint.failingSince ? formatDateTimeMedium(endpoint.failingSince, currentLanguage()) : <Dash />,
    },
    linkColumn(t('webhooks.columns.actions'), t('webhooks.open'), (endpoint) => ({
      to: paths.webhook.getHref(endpoint.id),
      label: t('webhooks.openLabel', { url: endpoint.url }),
    })),
  ];

  if (endpoints.isError && !endpoints.data) {
    return <LoadFailed onRetry={endpoints.refetch}>{t('webhooks.error')}</LoadFailed>;
  }
  return (
    <DataTable
      label={t('webhooks.title')}
      columns={columns}
      rows={endpoints.data?.items}
      loading={endpoints.isPending}
      empty={t('webhooks.empty')}
      minWidth={880}
    />
  );
}
