import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { useResetOwnSecondFactor } from '../api/reset-own-second-factor';

export type ReplaceOwnSecondFactorProps = {
  userId: string;
  /** The reset ended this session too: what signing out leaves to do (forget the token, go to sign-in). */
  onSignedOut: () => void;
};

/**
 * An admin who lost their authenticator app (and signed in with a recovery code) sets up a new one: a
 * further recovery code proves it is them, the old factor goes, and the next sign-in enrols the new app.
 */
export function ReplaceOwnSecondFactor({ userId, onSignedOut }: ReplaceOwnSecondFactorProps) {
  const { t } = useTranslation();
  const reset = useResetOwnSecondFactor();
  const [recoveryCode, setRecoveryCode] = useState('');
  const failure = reset.isError
    ? isApiError(reset.error, 400) || isApiError(reset.error, 429)
      ? reset.error.message
      : t('mfa.security.replaceError')
    : null;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        reset.mutate({ userId, recoveryCode }, { onSuccess: onSignedOut });
      }}
    >
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t('mfa.security.replaceTitle')}
        </Title>
        <Text size="sm">{t('mfa.security.replaceIntro')}</Text>
        <TextInput
          label={t('mfa.recoveryCode')}
          name="recoveryCode"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="xxxxx-xxxxx"
          required
          value={recoveryCode}
          error={failure}
          onChange={(event) => setRecoveryCode(event.currentTarget.value)}
        />
        <Button type="submit" color="red.9" loading={reset.isPending}>
          {t('mfa.security.replaceSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
