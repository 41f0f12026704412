import { Button, Group, Stack } from '@mantine/core';
import type { PrecheckKind } from '@portal/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '@/components/ui/failure-alert';
import { failureMessage, fieldFailure } from '@/lib/api-client';
import { useAddPrecheckNote } from '../api/add-precheck-note';
import { InternalNoteInput } from './internal-note-input';

/** Adds an internal note to the history; the text stays in the box until it is saved. */
export function NoteForm({ kind, id }: { kind: PrecheckKind; id: string }) {
  const { t } = useTranslation();
  const add = useAddPrecheckNote();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setMissing(true);
    setMissing(false);
    try {
      await add.mutateAsync({ kind, id, text: text.trim() });
      setText('');
    } catch {
      // Said below; the text stays to be sent again.
    }
  }

  const serverError = fieldFailure(add.error, 'text');
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="xs">
        <InternalNoteInput
          label={t('review.addNote')}
          value={text}
          onChange={setText}
          error={missing ? t('validation.required') : serverError}
        />
        {add.isError && !serverError && (
          <FailureAlert onClose={() => add.reset()}>{failureMessage(add.error)}</FailureAlert>
        )}
        <Group justify="flex-end">
          <Button type="submit" variant="default" loading={add.isPending}>
            {t('review.saveNote')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
