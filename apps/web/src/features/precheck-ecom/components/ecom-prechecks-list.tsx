import { useTranslation } from 'react-i18next';
import { ListBody } from '@/components/ui/list-body';
import { ListPage } from '@/components/ui/list-page';
import { paths } from '@/config/paths';
import { useListSearchParams } from '@/lib/use-list-search-params';
import { useEcomPrechecks } from '../api/get-ecom-prechecks';
import { EcomPrechecksTable } from './ecom-prechecks-table';

/** E-commerce pre-check list (spec §2): newest first; search and paging on the server, kept in the URL. */
export function EcomPrechecksList() {
  const { t } = useTranslation();
  const { q, page, setPage, setQuery } = useListSearchParams();
  const prechecks = useEcomPrechecks({ q, page });

  return (
    <ListPage
      title={t('precheckEcom.list.title')}
      add={{ label: t('precheckEcom.list.add'), href: paths.addEcomPrecheck.getHref() }}
      search={{
        value: q,
        onSearch: setQuery,
        label: t('precheckEcom.list.searchLabel'),
        placeholder: t('precheckEcom.list.search'),
      }}
    >
      <ListBody
        list={prechecks}
        q={q}
        page={page}
        onPageChange={setPage}
        // Spec §8: 'Error: {message}' with 'Error fetching prechecks'.
        error={t('precheckEcom.list.errorLabel', { message: t('precheckEcom.list.error') })}
        empty={t('precheckEcom.list.empty')}
        noResults={t('precheckEcom.list.noResults')}
      >
        {(items) => <EcomPrechecksTable items={items} />}
      </ListBody>
    </ListPage>
  );
}
