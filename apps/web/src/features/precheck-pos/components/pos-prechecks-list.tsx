import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListBody } from '@/components/ui/list-body';
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
      </Paper>
    </Stack>
  );
}
