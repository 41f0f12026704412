import { Button, TextInput } from '@mantine/core';
import { MAX_EMAIL } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { AuthForm } from './auth-form';

export type RequestCodeFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onSubmit: () => void;
  busy: boolean;
};

/** Step 1 of sign-in: the e-mail address that should receive the one-time code. */
export function RequestCodeForm({ email, onEmailChange, onSubmit, busy }: RequestCodeFormProps) {
  const { t } = useTranslation();
  return (
    <AuthForm title={t('auth.signInTitle')} intro={t('auth.signInIntro')} onSubmit={onSubmit}>
      <TextInput
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        autoFocus
        maxLength={MAX_EMAIL}
        value={email}
        // Addresses are case-insensitive; showing them lower-cased matches what the server stores.
        onChange={(event) => onEmailChange(event.currentTarget.value.toLowerCase())}
      />
      <Button type="submit" loading={busy} fullWidth>
        {t('auth.sendCode')}
      </Button>
    </AuthForm>
  );
}
