import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageRange, pageWindow } from './page-window';

export type PaginationProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** When given, the control also reads "x - y out of N results". */
  range?: { total: number; pageSize: number };
};

/** Server-side paging control shared by every list (spec §2, "Pagination control"). */
export function Pagination({ page, totalPages, onChange, range }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;

  return (
    <Group component="nav" aria-label={t('pagination.label')} justify="space-between" gap="sm" mt="md">
      {range ? (
        <Text size="sm" c="gray.7">
          {t('pagination.range', { ...pageRange(page, range.pageSize, range.total), total: range.total })}
        </Text>
      ) : (
        <span />
      )}
      <Group gap={4} wrap="wrap">
        <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onChange(page - 1)}>
          {t('pagination.previous')}
        </Button>
        {pageWindow(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <Button
              key={item}
              size="xs"
              variant={item === page ? 'filled' : 'default'}
              aria-label={t('pagination.page', { page: item })}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => onChange(item)}
            >
              {item}
            </Button>
          ) : (
            <Text key={item} component="span" size="sm" c="gray.7" px={4} aria-hidden>
              …
            </Text>
          ),
        )}
        <Button variant="default" size="xs" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
          {t('pagination.next')}
        </Button>
      </Group>
    </Group>
  );
}
