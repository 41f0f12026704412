import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldSpec } from '@portal/shared';
import type { FieldInputProps } from '../catalogue-field-input';

/** What a kind of one-line answer asks of the browser: its keyboard, and what autofill may offer. */
function kindAttributes(field: FieldSpec): Pick<TextInputProps, 'type' | 'inputMode' | 'autoComplete'> {
  switch (field.kind) {
    case 'email':
      return { type: 'email', autoComplete: field.autoComplete ?? 'off' };
    case 'phone':
      return { type: 'tel', autoComplete: field.autoComplete };
    case 'url':
      return { inputMode: 'url', autoComplete: field.autoComplete };
    // An amount is text that must parse as a number (its label names any currency).
    case 'amount':
      return { inputMode: 'decimal' };
    default:
      return { autoComplete: field.autoComplete };
  }
}

/** A one-line answer: text, e-mail, phone, web address or amount. */
export function TextFieldInput({ field, common, maxLength, register }: FieldInputProps) {
  return <TextInput {...common} maxLength={maxLength} {...kindAttributes(field)} {...register()} />;
}
