import { Text } from '@mantine/core';
import { ECOM_SERVICES, type EcomPrecheckListItem } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { ChipList } from '@/components/ui/chip-list';
import { dateColumn, linkColumn } from '@/components/ui/columns';
import { ContactCell } from '@/components/ui/contact-cell';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListPage } from '@/components/ui/list-page';
import { paths } from '@/config/paths';
import { QueueFilters, reviewColumn, useQueueParams } from '@/features/review';
import { useListSearchParams } from '@/lib/use-list-search-params';
import { ecomPrechecksExportPath, useEcomPrechecks } from '../api/get-ecom-prechecks';

/** E-commerce pre-check list (spec §2): newest first; search and paging on the server, kept in the URL. */
export function EcomPrechecksList() {
  const { t } = useTranslation();
  const params = useListSearchParams();
  const queue = useQueueParams();
  const prechecks = useEcomPrechecks({ q: params.q, page: params.page, filters: queue.filters });

  const columns: DataTableColumn<EcomPrecheckListItem>[] = [
    {
      id: 'company',
      header: t('precheckEcom.list.company'),
      card: 'title',
      cell: (item) => item.genInfo.genComp,
    },
    {
      id: 'contact',
      header: t('precheckEcom.list.contact'),
      card: 'line',
      cell: (item) => <ContactCell name={item.genInfo.genFullName} email={item.genInfo.genEmail} />,
    },
    {
      id: 'region',
      header: t('precheckEcom.list.region'),
      noWrap: true,
      card: 'meta',
      // A short code in upper case (spec §2), in the UI language; the region's name for whoever hovers
      // or listens.
      cell: (item) => (
        <Text span size="sm" fw={500} title={t(`precheckEcom.regions.${item.reg}`)}>
          {t(`precheckEcom.regionCodes.${item.reg}`)}
        </Text>
      ),
    },
    {
      id: 'services',
      header: t('precheckEcom.list.services'),
      card: 'line',
      // In the form's order, whatever order they were stored in.
      cell: (item) => (
        <ChipList
          labels={ECOM_SERVICES.filter((service) => item.srv.includes(service)).map((service) =>
            t(`precheckEcom.services.${service}`),
          )}
        />
      ),
    },
    reviewColumn(t('review.status')),
    dateColumn(t('precheckEcom.list.submitted')),
    linkColumn(t('precheckEcom.list.actions'), t('precheckEcom.list.view'), (item) => ({
      to: paths.ecomPrecheck.getHref(item.id),
      label: t('precheckEcom.list.viewNamed', { company: item.genInfo.genComp }),
    })),
  ];

  return (
    <ListPage
      title={t('precheckEcom.list.title')}
      add={{ label: t('precheckEcom.list.add'), href: paths.addEcomPrecheck.getHref() }}
      search={{ label: t('precheckEcom.list.searchLabel'), placeholder: t('precheckEcom.list.search') }}
      csvPath={ecomPrechecksExportPath}
      params={params}
      filters={<QueueFilters queue={queue} />}
      list={prechecks}
      columns={columns}
      minWidth={860}
      // Spec §8: 'Error: {message}' with 'Error fetching prechecks'.
      error={t('precheckEcom.list.errorLabel', { message: t('precheckEcom.list.error') })}
      empty={t('precheckEcom.list.empty')}
      noResults={t('precheckEcom.list.noResults')}
    />
  );
}
