import type { PrecheckSummary } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { dateColumn, linkColumn } from '@/components/ui/columns';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { PrecheckTypeBadge, precheckDetailHref } from '@/features/precheck';
import { capitalizeFirst } from '@/lib/text';

/**
 * The ten newest pre-checks of both kinds (spec §2), company and contact in sentence case, View going
 * to the detail of the right kind.
 */
export function LatestPrechecksTable({ items }: { items: PrecheckSummary[] }) {
  const { t } = useTranslation();
  const columns: DataTableColumn<PrecheckSummary>[] = [
    {
      id: 'company',
      header: t('dashboard.latest.company'),
      card: 'title',
      cell: (item) => capitalizeFirst(item.company),
    },
    {
      id: 'contact',
      header: t('dashboard.latest.contact'),
      card: 'line',
      cell: (item) => capitalizeFirst(item.contact),
    },
    {
      id: 'type',
      header: t('dashboard.latest.type'),
      card: 'meta',
      cell: (item) => <PrecheckTypeBadge type={item.type} />,
    },
    dateColumn(t('dashboard.latest.submitted')),
    linkColumn(t('dashboard.latest.actions'), t('dashboard.latest.view'), (item) => ({
      to: precheckDetailHref(item),
      label: t('dashboard.latest.viewNamed', { company: capitalizeFirst(item.company) }),
    })),
  ];

  return (
    <DataTable
      label={t('dashboard.latest.title')}
      columns={columns}
      rows={items}
      rowKey={(item) => `${item.type}-${item.id}`}
      minWidth={640}
      empty={t('dashboard.latest.empty')}
    />
  );
}
