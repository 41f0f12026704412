import { useTranslation } from 'react-i18next';
import { ListBody } from '@/components/ui/list-body';
import { ListPage } from '@/components/ui/list-page';
import { paths } from '@/config/paths';
import { useListSearchParams } from '@/lib/use-list-search-params';
import { usePosPrechecks } from '../api/get-pos-prechecks';
import { PosPrechecksTable } from './pos-prechecks-table';

/** POS pre-check list (spec §2): newest first; search and paging on the server, kept in the URL. */
export function PosPrechecksList() {
  const { t } = useTranslation();
  const { q, page, setPage, setQuery } = useListSearchParams();
  const prechecks = usePosPrechecks({ q, page });

  return (
    <ListPage
      title={t('precheckPos.list.title')}
      add={{ label: t('precheckPos.list.add'), href: paths.addPosPrecheck.getHref() }}
      search={{
        value: q,
        onSearch: setQuery,
        label: t('precheckPos.list.searchLabel'),
        placeholder: t('precheckPos.list.search'),
      }}
    >
      <ListBody
        list={prechecks}
        q={q}
        page={page}
        onPageChange={setPage}
        error={t('precheckPos.list.error')}
        empty={t('precheckPos.list.empty')}
        noResults={t('precheckPos.list.noResults')}
      >
        {(items) => <PosPrechecksTable items={items} />}
      </ListBody>
    </ListPage>
  );
}
