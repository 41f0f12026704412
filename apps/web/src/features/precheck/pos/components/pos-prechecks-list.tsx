import type { PosPrecheckListItem } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { ChipList } from '@/components/ui/chip-list';
import { dateColumn, linkColumn } from '@/components/ui/columns';
import { ContactCell } from '@/components/ui/contact-cell';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListPage } from '@/components/ui/list-page';
import { paths } from '@/config/paths';
import { QueueFilters, reviewColumn, useQueueParams } from '@/features/review';
import { useListSearchParams } from '@/lib/use-list-search-params';
import { posPrechecksExportPath, usePosPrechecks } from '../api/get-pos-prechecks';

/** POS pre-check list (spec §2): newest first; search and paging on the server, kept in the URL. */
export function PosPrechecksList() {
  const { t } = useTranslation();
  const params = useListSearchParams();
  const queue = useQueueParams();
  const prechecks = usePosPrechecks({ q: params.q, page: params.page, filters: queue.filters });

  const columns: DataTableColumn<PosPrecheckListItem>[] = [
    { id: 'company', header: t('precheckPos.list.company'), card: 'title', cell: (item) => item.company },
    {
      id: 'contact',
      header: t('precheckPos.list.contact'),
      card: 'line',
      cell: (item) => <ContactCell name={item.contactPerson} email={item.email} />,
    },
    {
      id: 'additionalServices',
      header: t('precheckPos.list.additionalServices'),
      card: 'line',
      cell: (item) => (
        <ChipList
          labels={item.additionalServices.map((service) => t(`precheckPos.additionalServices.${service}`))}
        />
      ),
    },
    reviewColumn(t('review.status')),
    dateColumn(t('precheckPos.list.submitted')),
    linkColumn(t('precheckPos.list.actions'), t('precheckPos.list.view'), (item) => ({
      to: paths.posPrecheck.getHref(item.id),
      label: t('precheckPos.list.viewNamed', { company: item.company }),
    })),
  ];

  return (
    <ListPage
      title={t('precheckPos.list.title')}
      add={{ label: t('precheckPos.list.add'), href: paths.addPosPrecheck.getHref() }}
      search={{ label: t('precheckPos.list.searchLabel'), placeholder: t('precheckPos.list.search') }}
      csvPath={posPrechecksExportPath}
      params={params}
      filters={<QueueFilters queue={queue} />}
      list={prechecks}
      columns={columns}
      minWidth={760}
      error={t('precheckPos.list.error')}
      empty={t('precheckPos.list.empty')}
      noResults={t('precheckPos.list.noResults')}
    />
  );
}
