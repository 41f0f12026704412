import { Button, Group, Text } from '@mantine/core';
import { usePagination } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { pageRange } from './page-range';

export type PaginationProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /**
   * When given, the control also reads "x - y out of N results" ("N+" when the server stopped
   * counting at N), numbers written as the language writes them.
   */
  range?: { total: number; pageSize: number; capped?: boolean };
  /** Only previous, 'Page x of y' and next (no page numbers, no range text): the merchant list's pager (spec §2). */
  compact?: boolean;
  /** Names the navigation; 'Pagination' unless the list has its own name for it. */
  label?: string;
};

/** The numbers of the range text, written as the language writes them. */
function rangeValues(
  { total, pageSize }: { total: number; pageSize: number },
  page: number,
  language: string,
) {
  const number = new Intl.NumberFormat(language);
  const { from, to } = pageRange(page, pageSize, total);
  return { from: number.format(from), to: number.format(to), total: number.format(total) };
}

/** Server-side paging control shared by every list (spec §2, "Pagination control"). */
export function Pagination({ page, totalPages, onChange, range, compact = false, label }: PaginationProps) {
  const { t, i18n } = useTranslation();
  // Spec §9: at most five numbered pages besides the first and the last. One sibling either side
  // keeps Mantine's window at seven places: five near an end, the current page ±1 in the middle.
  const pages = usePagination({ total: totalPages, page, onChange, siblings: 1, boundaries: 1 });
  if (totalPages <= 1) return null;

  const previous = (
    <Button variant="default" size="xs" disabled={page <= 1} onClick={pages.previous}>
      {t('pagination.previous')}
    </Button>
  );
  const next = (
    <Button variant="default" size="xs" disabled={page >= totalPages} onClick={pages.next}>
      {t('pagination.next')}
    </Button>
  );
  const navLabel = label ?? t('pagination.label');

  if (compact) {
    return (
      <Group component="nav" aria-label={navLabel} justify="flex-end" gap="sm" mt="md">
        {previous}
        <Text size="sm" c="gray.7" aria-live="polite">
          {t('common.pageOf', { page, pages: totalPages })}
        </Text>
        {next}
      </Group>
    );
  }

  return (
    <Group component="nav" aria-label={navLabel} justify="space-between" gap="sm" mt="md">
      {range ? (
        <Text size="sm" c="gray.7">
          {t(
            range.capped ? 'pagination.rangeCapped' : 'pagination.range',
            rangeValues(range, page, i18n.language),
          )}
        </Text>
      ) : (
        <span />
      )}
      <Group gap={4} wrap="wrap">
        {previous}
        {pages.range.map((item, index) =>
          item === 'dots' ? (
            <Text key={`dots-${index}`} component="span" size="sm" c="gray.7" px={4} aria-hidden>
              …
            </Text>
          ) : (
            <Button
              key={item}
              size="xs"
              variant={item === page ? 'filled' : 'default'}
              aria-label={t('pagination.page', { page: item })}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => pages.setPage(item)}
            >
              {item}
            </Button>
          ),
        )}
        {next}
      </Group>
    </Group>
  );
}
