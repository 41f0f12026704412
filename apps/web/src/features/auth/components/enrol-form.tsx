import { Button } from '@mantine/core';
import type { MfaSetup } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthForm } from './auth-form';
import { TotpCodeInput, TotpSetup } from '@/features/security';

export type EnrolFormProps = {
  setup: MfaSetup;
  onSubmit: (code: string) => void;
  onBack: () => void;
  busy: boolean;
};

/** Step 3 of an admin's first sign-in: set up the authenticator app and confirm it with its first code. */
export function EnrolForm({ setup, onSubmit, onBack, busy }: EnrolFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  return (
    <AuthForm title={t('mfa.enrol.title')} intro={t('mfa.enrol.intro')} onSubmit={() => onSubmit(code)}>
      <TotpSetup secret={setup.secret} otpauthUrl={setup.otpauthUrl} />
      <TotpCodeInput value={code} onChange={setCode} />
      <Button type="submit" loading={busy} fullWidth>
        {t('mfa.enrol.confirm')}
      </Button>
      <Button variant="subtle" onClick={onBack} disabled={busy}>
        {t('auth.useAnotherEmail')}
      </Button>
    </AuthForm>
  );
}
