import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { LoadingText } from './loading-text';

/** What QueryFrame reads of a query: its data once there, why loading failed, and how to try again. */
export type QueryState<T> = {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

/** Where a record's page leads back to when the record is not there, e.g. its list. */
export type BackLink = { href: string; label: string };

export type QueryFrameProps<T> = {
  query: QueryState<T>;
  /** The red alert's text when loading failed, and its title where the page has one. */
  error: ReactNode;
  errorTitle?: ReactNode;
  /** Where "not found" leads back to; without it a 404 reads like any other failure. */
  back?: BackLink;
  /** The page itself, once the data is there. */
  children: (data: NonNullable<T>) => ReactNode;
};

/**
 * An unknown id is answered 404, a malformed one 400: to the person who followed a link both mean the
 * record is not there (deleted since, or a wrong link), and trying again will not change that.
 */
function isNotFound(error: unknown): boolean {
  return isApiError(error, 404) || isApiError(error, 400);
}

function NotFound({ back }: { back: BackLink }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1} size="h2">
        {t('common.notFound.title')}
      </Title>
      <Text>{t('common.notFound.text')}</Text>
      <Anchor component={Link} to={back.href}>
        {t('common.backTo', { page: back.label })}
      </Anchor>
    </Stack>
  );
}

/** A failed load, said as such with a way to try again: never an empty page that reads as real data. */
export function LoadFailed({
  title,
  children,
  onRetry,
}: {
  title?: ReactNode;
  children: ReactNode;
  onRetry: () => unknown;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={title}>
      <Stack gap="sm" align="flex-start">
        <div>{children}</div>
        <Button size="xs" variant="default" onClick={() => void onRetry()}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * 'Loading...' or the error until the data arrives, then the page. Data first: a failed background
 * refetch must not replace a page (or a form being edited) that already shows the data.
 */
export function QueryFrame<T>({ query, error, errorTitle, back, children }: QueryFrameProps<T>) {
  if (!query.data) {
    if (!query.isError) return <LoadingText />;
    if (back && isNotFound(query.error)) return <NotFound back={back} />;
    return (
      <LoadFailed title={errorTitle} onRetry={query.refetch}>
        {error}
      </LoadFailed>
    );
  }
  return children(query.data);
}
