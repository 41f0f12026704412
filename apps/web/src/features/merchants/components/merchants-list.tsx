import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingText } from '@/components/ui/loading-text';
import { ListPage } from '@/components/ui/list-page';
import { useListSearchParams } from '@/lib/use-list-search-params';
import { useMerchants } from '../api/get-merchants';
import { MerchantsPager } from './merchants-pager';
import { MerchantsTable } from './merchants-table';

/** Merchant list (spec §2): newest first, 10 a page; search and page on the server, kept in the URL. */
export function MerchantsList() {
  const { t } = useTranslation();
  const { q, page, setPage, setQuery } = useListSearchParams();
  const merchants = useMerchants({ q, page });

  const renderBody = () => {
    if (merchants.isPending) return <LoadingText />;
    if (merchants.isError) return <Alert color="red">{t('merchants.list.error')}</Alert>;
    const { items, total, pageSize } = merchants.data;
    return (
      <>
        {items.length === 0 ? (
          <Text c="gray.7">{q ? t('merchants.list.noResults') : t('merchants.list.empty')}</Text>
        ) : (
          <MerchantsTable items={items} />
        )}
        <MerchantsPager page={page} total={total} pageSize={pageSize} onChange={setPage} />
      </>
    );
  };

  return (
    <ListPage
      title={t('merchants.list.title')}
      search={{
        value: q,
        onSearch: setQuery,
        label: t('merchants.list.searchLabel'),
        placeholder: t('merchants.list.search'),
      }}
    >
      {renderBody()}
    </ListPage>
  );
}
