import type { Page } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps, type Row } from './data-table';
import { totalPagesOf } from './page-range';
import { Pagination, type PaginationProps } from './pagination';

export type ListBodyProps<T extends Row> = Omit<DataTableProps<T>, 'rows' | 'loading' | 'error'> & {
  /** One page of the list, as the server answered it. */
  list: UseQueryResult<Page<T>>;
  page: number;
  onPageChange: (page: number) => void;
  /** Shown when loading failed, e.g. 'Error fetching POS Pre-checks.' */
  error: ReactNode;
  /** The search in effect, if the list has one: an empty page then reads `noResults` instead of `empty`. */
  q?: string;
  noResults?: ReactNode;
  /** How the paging control looks and is named, where a list differs (the merchant list). */
  pager?: Pick<PaginationProps, 'compact' | 'label'>;
};

/** One page of a server-side list (spec §2): its table and states, then the paging control. */
export function ListBody<T extends Row>({
  list,
  page,
  onPageChange,
  error,
  empty,
  q,
  noResults,
  pager,
  ...table
}: ListBodyProps<T>) {
  return (
    <>
      <DataTable
        {...table}
        rows={list.data?.items}
        loading={list.isPending}
        error={list.isError && error}
        empty={q && noResults ? noResults : empty}
      />
      {list.isSuccess && (
        <Pagination
          page={page}
          totalPages={totalPagesOf(list.data.total, list.data.pageSize)}
          onChange={onPageChange}
          range={{ total: list.data.total, pageSize: list.data.pageSize, capped: list.data.totalCapped }}
          {...pager}
        />
      )}
    </>
  );
}
