import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { useListSearchParams } from '@/lib/use-list-search-params';
import type { Row } from './data-table';
import { ListBody, type ListBodyProps } from './list-body';
import { ListHeader } from './list-header';
import { SearchInput } from './search-input';

type ListPageProps<T extends Row> = Omit<ListBodyProps<T>, 'label' | 'narrowed' | 'page' | 'onPageChange'> & {
  title: string;
  /** The "add" button beside the title, where the list has one. */
  add?: { label: string; href: string };
  /** The list's CSV export path (`/precheck-pos/export.csv`); the export gets the current search. */
  csvPath: string;
  search: { label: string; placeholder: string };
  /** The search and page in effect, kept in the URL. */
  params: ReturnType<typeof useListSearchParams>;
  /** Filters beside the search (the review queue's), kept in the URL too. */
  filters?: ReactNode;
};

/**
 * Every searchable list (spec §2): title with Export CSV (and add button), search box, then the list
 * in a panel; the table is named by the title.
 */
export function ListPage<T extends Row>({
  title,
  add,
  csvPath,
  search,
  params,
  filters,
  ...body
}: ListPageProps<T>) {
  return (
    <Stack gap="lg">
      <ListHeader title={title} add={add} csv={{ path: csvPath, query: { q: params.q } }} />
      <SearchInput value={params.q} onSearch={params.setQuery} {...search} />
      {filters}
      <Paper withBorder radius="md" p="md">
        <ListBody
          {...body}
          label={title}
          narrowed={params.q !== ''}
          page={params.page}
          onPageChange={params.setPage}
        />
      </Paper>
    </Stack>
  );
}
