import { Box, Loader, VisuallyHidden } from '@mantine/core';
import type { Page } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableProps, type Row } from './data-table';
import { totalPagesOf } from './page-range';
import { Pagination, type PaginationProps } from './pagination';
import { LoadFailed } from './query-frame';

export type ListBodyProps<T extends Row> = Omit<DataTableProps<T>, 'rows' | 'loading'> & {
  /** One page of the list, as the server answered it. */
  list: UseQueryResult<Page<T>>;
  page: number;
  onPageChange: (page: number) => void;
  /** Shown when loading failed, e.g. 'Error fetching POS Pre-checks.' */
  error: ReactNode;
  /** Whether a search or filter is in effect: an empty page then reads `noResults` instead of `empty`. */
  narrowed?: boolean;
  noResults?: ReactNode;
  /** How the paging control looks and is named, where a list differs (the merchant list). */
  pager?: Pick<PaginationProps, 'compact' | 'label'>;
  /**
   * Where the reader goes on a page change, to read the new page from its start: the window's top,
   * unless the list is one part of a longer page (an endpoint's delivery log), which says where it begins.
   */
  onPageShown?: () => void;
};

/**
 * WCAG 4.1.3: what a search or a page change found is said without moving focus from the search box
 * or the pager ("Results: 60+", or that nothing matched).
 */
function ResultAnnouncement<T>({ list, narrowed }: { list: UseQueryResult<Page<T>>; narrowed?: boolean }) {
  const { t, i18n } = useTranslation();
  let text = '';
  if (list.isSuccess && !list.isPlaceholderData) {
    const { total, totalCapped } = list.data;
    const count = new Intl.NumberFormat(i18n.language).format(total);
    if (total === 0) text = t(narrowed ? 'pagination.noResults' : 'pagination.empty');
    else text = t(totalCapped ? 'pagination.resultsCapped' : 'pagination.results', { total: count });
  }
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {text}
    </VisuallyHidden>
  );
}

/**
 * One page of a server-side list (spec §2): its table and states, then the paging control. While
 * another page loads the current one stays, dimmed and marked busy, and the window goes back to the
 * top so the new page is read from its start.
 */
export function ListBody<T extends Row>({
  list,
  page,
  onPageChange,
  error,
  empty,
  narrowed,
  noResults,
  pager,
  onPageShown = () => window.scrollTo({ top: 0 }),
  ...table
}: ListBodyProps<T>) {
  const { t } = useTranslation();
  const busy = list.isPlaceholderData && list.isFetching;
  const changePage = (next: number) => {
    onPageChange(next);
    onPageShown();
  };
  if (list.isError && !list.data) {
    return <LoadFailed onRetry={list.refetch}>{error}</LoadFailed>;
  }
  return (
    <>
      <ResultAnnouncement list={list} narrowed={narrowed} />
      <Box pos="relative" aria-busy={busy}>
        {busy && (
          <Loader
            size="sm"
            aria-label={t('common.loading')}
            pos="absolute"
            top={8}
            right={8}
            style={{ zIndex: 1 }}
          />
        )}
        <Box style={busy ? { opacity: 0.55, transition: 'opacity 150ms' } : undefined}>
          <DataTable
            {...table}
            rows={list.data?.items}
            loading={list.isPending}
            empty={narrowed && noResults ? noResults : empty}
          />
        </Box>
      </Box>
      {list.isSuccess && (
        <Pagination
          page={page}
          totalPages={totalPagesOf(list.data.total, list.data.pageSize)}
          onChange={changePage}
          range={{ total: list.data.total, pageSize: list.data.pageSize, capped: list.data.totalCapped }}
          {...pager}
        />
      )}
    </>
  );
}
