import type { User } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { linkColumn } from '@/components/ui/columns';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListPage } from '@/components/ui/list-page';
import { paths } from '@/config/paths';
import { useListSearchParams } from '@/lib/use-list-search-params';
import { usersExportPath, useUsers } from '../api/get-users';

/** User list (spec §2): search and paging happen on the server; both are kept in the URL. */
export function UsersList() {
  const { t } = useTranslation();
  const params = useListSearchParams();
  const users = useUsers({ q: params.q, page: params.page });

  const columns: DataTableColumn<User>[] = [
    { id: 'name', header: t('users.columns.name'), card: 'title', cell: (user) => user.name },
    { id: 'email', header: t('users.columns.email'), card: 'line', cell: (user) => user.email },
    {
      id: 'role',
      header: t('users.columns.role'),
      noWrap: true,
      card: 'meta',
      cell: (user) => t(`users.roles.${user.role}`),
    },
    linkColumn(t('users.columns.actions'), t('users.edit'), (user) => ({
      to: paths.editUser.getHref(user.id),
      label: t('users.editUserNamed', { name: user.name }),
    })),
  ];

  return (
    <ListPage
      title={t('users.title')}
      add={{ label: t('users.addUser'), href: paths.addUser.getHref() }}
      search={{ label: t('users.search'), placeholder: t('users.searchPlaceholder') }}
      csvPath={usersExportPath}
      params={params}
      list={users}
      columns={columns}
      minWidth={560}
      error={t('users.errorFetchingUsers')}
      empty={t('users.noUsers')}
      noResults={t('users.noResults')}
    />
  );
}
