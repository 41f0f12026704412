import { Checkbox, Group, NativeSelect } from '@mantine/core';
import { PRECHECK_STATUSES, QUEUE_SORTS, type QueueSort } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

const ASSIGNEES = ['me', 'none'] as const;

/** What the URL's queue filters hold, each that is not one the API takes left out. */
function read(params: URLSearchParams) {
  const status = params.get('status') ?? '';
  const assignee = params.get('assignee') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    status: (PRECHECK_STATUSES as readonly string[]).includes(status) ? status : undefined,
    assignee: (ASSIGNEES as readonly string[]).includes(assignee) ? assignee : undefined,
    overdue: params.get('overdue') === 'true' ? 'true' : undefined,
    sort:
      (QUEUE_SORTS as readonly string[]).includes(sort) && sort !== 'newest'
        ? (sort as QueueSort)
        : undefined,
  };
}

/**
 * The review queue's filters of a pre-check list (DESIGN §12) in the URL, like its search: status,
 * whose, overdue only, and the order. A change starts again at page 1.
 */
export function useQueueParams() {
  const [params, setParams] = useSearchParams();
  const filters = read(params);
  const set = (key: keyof typeof filters, value: string | undefined) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value) updated.set(key, value);
        else updated.delete(key);
        updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  return { filters, set };
}

/** The queue's filters above a pre-check list. */
export function QueueFilters({ queue }: { queue: ReturnType<typeof useQueueParams> }) {
  const { t } = useTranslation();
  const { filters, set } = queue;
  return (
    <Group gap="md" align="flex-end" role="group" aria-label={t('review.queue.label')}>
      <NativeSelect
        label={t('review.status')}
        value={filters.status ?? ''}
        onChange={(event) => set('status', event.currentTarget.value || undefined)}
        data={[
          { value: '', label: t('review.queue.anyStatus') },
          ...PRECHECK_STATUSES.map((status) => ({ value: status, label: t(`review.statuses.${status}`) })),
        ]}
      />
      <NativeSelect
        label={t('review.assignee')}
        value={filters.assignee ?? ''}
        onChange={(event) => set('assignee', event.currentTarget.value || undefined)}
        data={[
          { value: '', label: t('review.queue.anyone') },
          { value: 'me', label: t('review.queue.me') },
          { value: 'none', label: t('review.unassigned') },
        ]}
      />
      <NativeSelect
        label={t('review.queue.sort')}
        value={filters.sort ?? 'newest'}
        onChange={(event) =>
          set('sort', event.currentTarget.value === 'newest' ? undefined : event.currentTarget.value)
        }
        data={QUEUE_SORTS.map((sort) => ({ value: sort, label: t(`review.queue.sorts.${sort}`) }))}
      />
      <Checkbox
        mb={8}
        label={t('review.queue.overdueOnly')}
        checked={filters.overdue === 'true'}
        onChange={(event) => set('overdue', event.currentTarget.checked ? 'true' : undefined)}
      />
    </Group>
  );
}
