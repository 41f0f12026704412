import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListBody } from '@/components/ui/list-body';
import { SearchInput } from '@/components/ui/search-input';
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
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('precheckEcom.list.title')}
        </Title>
        <Button component={Link} to={paths.addEcomPrecheck.getHref()}>
          {t('precheckEcom.list.add')}
        </Button>
      </Group>
      <SearchInput
        value={q}
        onSearch={setQuery}
        label={t('precheckEcom.list.searchLabel')}
        placeholder={t('precheckEcom.list.search')}
      />
      <Paper withBorder radius="md" p="md">
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
      </Paper>
    </Stack>
  );
}
