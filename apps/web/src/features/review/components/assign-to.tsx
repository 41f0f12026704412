import { Button, Group, NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '../api/get-staff';

export type AssignToProps = {
  /** Whose the pre-check is now (null: nobody's). */
  assigneeId: string | null;
  busy: boolean;
  onAssign: (assigneeId: string | null) => void;
};

const NOBODY = '';

/**
 * Hands a pre-check to a colleague, or to nobody: a choice of the staff and a button, so moving
 * through the names with the keyboard assigns nothing until the button says so.
 */
export function AssignTo({ assigneeId, busy, onAssign }: AssignToProps) {
  const { t } = useTranslation();
  const staff = useStaff();
  const [chosen, setChosen] = useState(assigneeId ?? NOBODY);
  const options = [
    { value: NOBODY, label: t('review.unassigned') },
    ...(staff.data?.items ?? []).map((member) => ({ value: member.id, label: member.name })),
  ];
  return (
    <Group gap="xs" align="flex-end">
      <NativeSelect
        label={t('review.assignTo')}
        size="sm"
        data={options}
        value={chosen}
        disabled={!staff.data}
        onChange={(event) => setChosen(event.currentTarget.value)}
      />
      <Button
        size="sm"
        variant="default"
        loading={busy}
        disabled={!staff.data || chosen === (assigneeId ?? NOBODY)}
        onClick={() => onAssign(chosen === NOBODY ? null : chosen)}
      >
        {t('review.assign')}
      </Button>
    </Group>
  );
}
