import { Textarea } from '@mantine/core';
import type { FieldInputProps } from '../catalogue-field-input';

/** A long text, growing with its answer up to twelve rows. */
export function LongTextFieldInput({ common, maxLength, register }: FieldInputProps) {
  return <Textarea {...common} maxLength={maxLength} autosize minRows={3} maxRows={12} {...register()} />;
}
