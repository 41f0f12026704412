import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingText } from './loading-text';

/** What QueryFrame reads of a query: its data once there, and whether loading failed. */
export type QueryState<T> = { data: T | undefined; isError: boolean };

export type QueryFrameProps<T> = {
  query: QueryState<T>;
  /** The red alert's text when loading failed, and its title where the page has one. */
  error: ReactNode;
  errorTitle?: ReactNode;
  /** The page itself, once the data is there. */
  children: (data: NonNullable<T>) => ReactNode;
};

/**
 * 'Loading...' or the error until the data arrives, then the page. Data first: a failed background
 * refetch must not replace a page (or a form being edited) that already shows the data.
 */
export function QueryFrame<T>({ query, error, errorTitle, children }: QueryFrameProps<T>) {
  if (!query.data) {
    return query.isError ? (
      <Alert color="red" role="alert" title={errorTitle}>
        {error}
      </Alert>
    ) : (
      <LoadingText />
    );
  }
  return children(query.data);
}
