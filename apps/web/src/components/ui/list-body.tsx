import { Alert, Text } from '@mantine/core';
import type { Page } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingText } from './loading-text';
import { totalPagesOf } from './page-window';
import { Pagination } from './pagination';

export type ListBodyProps<T> = {
  /** One page of the list, as the server answered it. */
  list: UseQueryResult<Page<T>>;
  /** The search in effect: an empty page then reads as "nothing found for your search". */
  q: string;
  page: number;
  onPageChange: (page: number) => void;
  /** Shown when loading failed, e.g. 'Error fetching POS Pre-checks.' */
  error: ReactNode;
  /** Shown when there is nothing at all, and when the search finds nothing. */
  empty: string;
  noResults: string;
  /** The table of one page's rows. */
  children: (items: T[]) => ReactNode;
};

/** A list's states (spec §2: loading, error, nothing found, no results for the search), its rows and paging. */
export function ListBody<T>({
  list,
  q,
  page,
  onPageChange,
  error,
  empty,
  noResults,
  children,
}: ListBodyProps<T>) {
  if (list.isPending) return <LoadingText />;
  if (list.isError) {
    return (
      <Alert color="red" role="alert">
        {error}
      </Alert>
    );
  }
  const { items, total, pageSize } = list.data;
  return (
    <>
      {items.length === 0 ? <Text c="gray.7">{q ? noResults : empty}</Text> : children(items)}
      <Pagination
        page={page}
        totalPages={totalPagesOf(total, pageSize)}
        onChange={onPageChange}
        range={{ total, pageSize }}
      />
    </>
  );
}
