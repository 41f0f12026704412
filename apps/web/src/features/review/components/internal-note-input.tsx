import { Textarea } from '@mantine/core';
import { REVIEW_NOTE_MAX } from '@portal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type InternalNoteInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: ReactNode;
};

/** A note only the team sees, as long as the server keeps one: a move's note, or one of its own. */
export function InternalNoteInput({
  label,
  value,
  onChange,
  required = false,
  error,
}: InternalNoteInputProps) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={label}
      description={t('review.noteHint')}
      required={required}
      autosize
      minRows={2}
      maxRows={8}
      maxLength={REVIEW_NOTE_MAX}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}
