import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingText } from '@/components/ui/loading-text';
import { totalPagesOf } from '@/components/ui/page-window';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { paths } from '@/config/paths';
import { useListSearchParams } from '@/lib/use-list-search-params';
import { usePosPrechecks } from '../api/get-pos-prechecks';
import { PosPrechecksTable } from './pos-prechecks-table';

/** POS pre-check list (spec §2): newest first; search and paging on the server, kept in the URL. */
export function PosPrechecksList() {
  const { t } = useTranslation();
  const { q, page, setPage, setQuery } = useListSearchParams();
  const prechecks = usePosPrechecks({ q, page });

  const renderBody = () => {
    if (prechecks.isPending) return <LoadingText />;
    if (prechecks.isError) return <Alert color="red">{t('precheckPos.list.error')}</Alert>;
    const { items, total, pageSize } = prechecks.data;
    return (
      <>
        {items.length === 0 ? (
          <Text c="dimmed">{q ? t('precheckPos.list.noResults') : t('precheckPos.list.empty')}</Text>
        ) : (
          <PosPrechecksTable items={items} />
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
          {t('precheckPos.list.title')}
        </Title>
        <Button component={Link} to={paths.addPosPrecheck.getHref()}>
          {t('precheckPos.list.add')}
        </Button>
      </Group>
      <SearchInput
        value={q}
        onSearch={setQuery}
        label={t('precheckPos.list.searchLabel')}
        placeholder={t('precheckPos.list.search')}
      />
      <Paper withBorder radius="md" p="md">
        {renderBody()}
      </Paper>
    </Stack>
  );
}
