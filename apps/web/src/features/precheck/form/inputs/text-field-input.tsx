import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { currencySign, type FieldSpec, type Language } from '@portal/shared';
import { useTranslation } from 'react-i18next';
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
    // An amount is text that must parse as a number (its currency is shown beside it, or its label names it).
    case 'amount':
      return { inputMode: 'decimal' };
    default:
      return { autoComplete: field.autoComplete };
  }
}

/** A one-line answer: text, e-mail, phone, web address or amount. */
export function TextFieldInput({ field, common, maxLength, register }: FieldInputProps) {
  const { i18n } = useTranslation();
  // The sign the screens and the PDF print the amount with, so the applicant knows the currency asked.
  const currency = field.currency && (
    <Text component="span" size="sm" c="gray.8">
      {currencySign(field.currency, i18n.language as Language)}
    </Text>
  );
  return (
    <TextInput
      {...common}
      maxLength={maxLength}
      {...kindAttributes(field)}
      {...(currency && { rightSection: currency, rightSectionPointerEvents: 'none' as const })}
      {...register()}
    />
  );
}
