import { TextInput } from '@mantine/core';
import { TOTP_DIGITS } from '@portal/shared';
import { useTranslation } from 'react-i18next';

export type TotpCodeInputProps = {
  value: string;
  onChange: (code: string) => void;
  /** Why the last code was refused, announced with the field (aria-describedby). */
  error?: string | null;
  /** On a screen asking for the code alone; a form with other fields starts at its first one. */
  autoFocus?: boolean;
};

/**
 * The 6-digit code of an authenticator app: the browser and password managers offer a code they hold
 * (one-time-code), and phones show the digit keyboard.
 */
export function TotpCodeInput({ value, onChange, error, autoFocus = true }: TotpCodeInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('mfa.code')}
      name="totp"
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={TOTP_DIGITS}
      required
      autoFocus={autoFocus}
      value={value}
      error={error}
      // Authenticator apps show the code as "123 456"; the space is not part of it.
      onChange={(event) => onChange(event.currentTarget.value.replace(/\s/g, ''))}
    />
  );
}
