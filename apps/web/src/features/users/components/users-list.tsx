import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingText } from '@/components/ui/loading-text';
import { totalPagesOf } from '@/components/ui/page-window';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { useUsers } from '../api/get-users';
import { useListSearchParams } from '@/lib/use-list-search-params';
import { UsersSearch } from './users-search';
import { UsersTable } from './users-table';

/** User list (spec §2): search and paging happen on the server; both are kept in the URL. */
export function UsersList() {
  const { t } = useTranslation();
  const { q, page, setPage, setQuery } = useListSearchParams();
  const users = useUsers({ q, page });

  const renderBody = () => {
    if (users.isPending) return <LoadingText />;
    if (users.isError) return <Alert color="red">{t('users.errorFetchingUsers')}</Alert>;
    const { items, total, pageSize } = users.data;
    return (
      <>
        {items.length === 0 ? (
          <Text c="gray.7">{q ? t('users.noResults') : t('users.noUsers')}</Text>
        ) : (
          <UsersTable users={items} />
        )}
        <Pagination
          page={page}
          totalPages={totalPagesOf(total, pageSize)}
          onChange={setPage}
          range={{ total, pageSize }}
        />
      </>
    );
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('users.title')}
        </Title>
        <Button component={Link} to={paths.addUser.getHref()}>
          {t('users.addUser')}
        </Button>
      </Group>
      <UsersSearch value={q} onSearch={setQuery} />
      <Paper withBorder radius="md" p="md">
        {renderBody()}
      </Paper>
    </Stack>
  );
}
