import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthForm } from './auth-form';
import { TotpCodeInput } from '@/features/security';

export type SecondFactorFormProps = {
  onSubmit: (code: string) => void;
  onBack: () => void;
  busy: boolean;
};

/** Step 3 of sign-in for an enrolled account: the authenticator's code, or one recovery code. */
export function SecondFactorForm({ onSubmit, onBack, busy }: SecondFactorFormProps) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');

  const switchKind = () => {
    setCode('');
    setRecovery(!recovery);
  };

  return (
    <AuthForm
      title={t('mfa.signIn.title')}
      intro={t(recovery ? 'mfa.signIn.recoveryIntro' : 'mfa.signIn.intro')}
      onSubmit={() => onSubmit(code)}
    >
      {recovery ? (
        <TextInput
          label={t('mfa.recoveryCode')}
          name="recoveryCode"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="xxxxx-xxxxx"
          required
          autoFocus
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
      ) : (
        <TotpCodeInput value={code} onChange={setCode} />
      )}
      <Button type="submit" loading={busy} fullWidth>
        {t('auth.verify')}
      </Button>
      <Button variant="subtle" onClick={switchKind} disabled={busy}>
        {t(recovery ? 'mfa.signIn.useAuthenticator' : 'mfa.signIn.useRecoveryCode')}
      </Button>
      <Button variant="subtle" onClick={onBack} disabled={busy}>
        {t('auth.useAnotherEmail')}
      </Button>
    </AuthForm>
  );
}
