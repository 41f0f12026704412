import { Anchor, Stack, Text } from '@mantine/core';
import type { MerchantListItem } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { dateColumn, linkColumn } from '@/components/ui/columns';
import { Dash } from '@/components/ui/dash';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListPage } from '@/components/ui/list-page';
import { paths } from '@/config/paths';
import { useListSearchParams } from '@/lib/use-list-search-params';
import { merchantsExportPath, useMerchants } from '../api/get-merchants';

/** The contact person with a mailto link of the e-mail below, or 'N/A' without a person (spec §2). */
function Contact({ person, email }: { person: string | null; email: string }) {
  const { t } = useTranslation();
  if (!person) return <Text size="sm">{t('merchants.list.notAvailable')}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm">{person}</Text>
      <Anchor href={`mailto:${email}`} size="sm">
        {email}
      </Anchor>
    </Stack>
  );
}

/**
 * Merchant list (spec §2): newest first, 10 a page; search and page on the server, kept in the URL.
 * Its pager is previous/next with 'Page x of y', shown only above one page of rows.
 */
export function MerchantsList() {
  const { t } = useTranslation();
  const params = useListSearchParams();
  const merchants = useMerchants({ q: params.q, page: params.page });

  const columns: DataTableColumn<MerchantListItem>[] = [
    { id: 'company', header: t('merchants.list.company'), card: 'title', cell: (item) => item.company },
    {
      id: 'contact',
      header: t('merchants.list.contact'),
      card: 'line',
      cell: (item) => <Contact person={item.contactPerson} email={item.email} />,
    },
    {
      id: 'industry',
      header: t('merchants.list.industry'),
      card: 'meta',
      cell: (item) => item.industry || <Dash />,
    },
    dateColumn(t('merchants.list.created')),
    linkColumn(t('merchants.list.actions'), t('merchants.list.view'), (item) => ({
      to: paths.merchant.getHref(item.id),
      label: t('merchants.list.viewNamed', { company: item.company }),
    })),
  ];

  return (
    <ListPage
      title={t('merchants.list.title')}
      search={{ label: t('merchants.list.searchLabel'), placeholder: t('merchants.list.search') }}
      csvPath={merchantsExportPath}
      params={params}
      list={merchants}
      columns={columns}
      minWidth={720}
      error={t('merchants.list.error')}
      empty={t('merchants.list.empty')}
      noResults={t('merchants.list.noResults')}
      pager={{ compact: true, label: t('merchants.list.pagerLabel') }}
    />
  );
}
