import { Button, Group, Stack, Textarea } from '@mantine/core';
import { type PrecheckKind, REVIEW_NOTE_MAX } from '@portal/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '@/components/ui/failure-alert';
import { isApiError } from '@/lib/api-client';
import { useAddPrecheckNote } from '../api/add-precheck-note';

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

  const serverError = isApiError(add.error)
    ? add.error.errors.find((e) => e.path === 'text')?.message
    : undefined;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('review.addNote')}
          description={t('review.noteHint')}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={REVIEW_NOTE_MAX}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={missing ? t('validation.required') : serverError}
        />
        {add.isError && !serverError && (
          <FailureAlert onClose={() => add.reset()}>
            {add.error instanceof Error ? add.error.message : t('common.requestFailed')}
          </FailureAlert>
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
