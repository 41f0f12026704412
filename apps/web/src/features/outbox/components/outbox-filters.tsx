import { Group, NativeSelect, Paper } from '@mantine/core';
import { OUTBOX_KINDS, OUTBOX_STATUSES } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import type { OutboxFilter } from '../api/get-outbox';

/**
 * Kind and status, each applied as soon as it is chosen: two choices from short lists, with nothing
 * to type, need no Apply button.
 */
export function OutboxFilters({
  filter,
  onApply,
}: {
  filter: OutboxFilter;
  onApply: (next: OutboxFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={t('outbox.filters.label')}>
      <Group align="flex-start" gap="md">
        <NativeSelect
          label={t('outbox.filters.kind')}
          value={filter.kind ?? ''}
          onChange={(event) => {
            const kind = OUTBOX_KINDS.find((value) => value === event.currentTarget.value);
            onApply({ ...filter, kind });
          }}
          data={[
            { value: '', label: t('outbox.filters.anyKind') },
            ...OUTBOX_KINDS.map((kind) => ({ value: kind, label: t(`outbox.kinds.${kind}`) })),
          ]}
          style={{ flex: '1 1 14rem' }}
        />
        <NativeSelect
          label={t('outbox.filters.status')}
          value={filter.status ?? ''}
          onChange={(event) => {
            const status = OUTBOX_STATUSES.find((value) => value === event.currentTarget.value);
            onApply({ ...filter, status });
          }}
          data={[
            { value: '', label: t('outbox.filters.anyStatus') },
            ...OUTBOX_STATUSES.map((status) => ({ value: status, label: t(`outbox.statuses.${status}`) })),
          ]}
          style={{ flex: '1 1 14rem' }}
        />
      </Group>
    </Paper>
  );
}
