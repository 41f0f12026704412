import { Badge, Stack, Text } from '@mantine/core';
import type { PrecheckStatus } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/ui/data-table';
import { StatusBadge } from './status-badge';

type Reviewed = { status: PrecheckStatus; assignee: { name: string } | null; overdue: boolean };

function ReviewCell({ review }: { review: Reviewed }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} align="flex-start">
      <StatusBadge status={review.status} />
      <Text size="xs" c="gray.7">
        {review.assignee?.name ?? t('review.unassigned')}
      </Text>
      {review.overdue && (
        <Badge color="red" variant="light" c="gray.9" radius="sm">
          {t('review.overdue')}
        </Badge>
      )}
    </Stack>
  );
}

/** A list's review column (DESIGN §12): the status, whose it is, and whether it is late. */
export function reviewColumn<T extends Reviewed & { id: string }>(header: string): DataTableColumn<T> {
  return { id: 'review', header, card: 'meta', cell: (item) => <ReviewCell review={item} /> };
}
