import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldInputProps } from '../catalogue-field-input';

/** A masked password, with a button that shows it. */
export function PasswordFieldInput({ common, maxLength, register }: FieldInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      {...common}
      maxLength={maxLength}
      // The merchant's website login for review: never the browser's saved password of this portal.
      autoComplete="off"
      visibilityToggleFocusable
      aria-invalid={common.error ? true : undefined}
      visibilityToggleButtonProps={{ 'aria-label': t('precheckEcom.detail.showPassword') }}
      {...register()}
    />
  );
}
