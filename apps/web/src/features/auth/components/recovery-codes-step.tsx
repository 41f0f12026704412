import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuthForm } from './auth-form';
import { RecoveryCodesList } from '@/features/security';

/** After enrolling: the recovery codes, this once; signing in completes when they are saved. */
export function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <AuthForm title={t('mfa.recovery.title')} intro={t('mfa.recovery.intro')} onSubmit={onDone}>
      <RecoveryCodesList codes={codes} />
      <Button type="submit" fullWidth>
        {t('mfa.recovery.saved')}
      </Button>
    </AuthForm>
  );
}
