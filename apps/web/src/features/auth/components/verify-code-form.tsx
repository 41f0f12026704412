import { Button, TextInput } from '@mantine/core';
import { OTP_TTL_MINUTES } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { AuthForm } from './auth-form';

export type VerifyCodeFormProps = {
  email: string;
  otp: string;
  onOtpChange: (otp: string) => void;
  onSubmit: () => void;
  onBack: () => void;
  busy: boolean;
};

/** Step 2 of sign-in: the one-time code sent to the address from step 1. */
export function VerifyCodeForm({ email, otp, onOtpChange, onSubmit, onBack, busy }: VerifyCodeFormProps) {
  const { t } = useTranslation();
  return (
    <AuthForm
      title={t('auth.verifyTitle')}
      intro={t('auth.verifyIntro', { minutes: OTP_TTL_MINUTES })}
      onSubmit={onSubmit}
    >
      {/* The code is bound to this address, so it is shown but changed only by going back a step. */}
      <TextInput label={t('auth.email')} type="email" name="email" value={email} readOnly required />
      <TextInput
        label={t('auth.otp')}
        name="otp"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        autoFocus
        value={otp}
        onChange={(event) => onOtpChange(event.currentTarget.value)}
      />
      <Button type="submit" loading={busy} fullWidth>
        {t('auth.verify')}
      </Button>
      <Button variant="subtle" onClick={onBack} disabled={busy}>
        {t('auth.useAnotherEmail')}
      </Button>
    </AuthForm>
  );
}
