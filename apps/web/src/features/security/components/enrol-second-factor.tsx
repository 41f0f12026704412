import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecoveryCodesList } from './recovery-codes-list';
import { TotpCodeInput } from './totp-code-input';
import { TotpSetup } from './totp-setup';
import { isApiError } from '@/lib/api-client';
import { useBeginEnrolment } from '../api/begin-enrolment';
import { useConfirmEnrolment } from '../api/confirm-enrolment';
import { securityQueryKey } from '../api/get-security';

/** Why a confirmation failed: the server's word for a wrong code, else the generic failure. */
function failureOf(error: unknown, fallback: string): string {
  return isApiError(error, 400) ? error.message : fallback;
}

/**
 * Setting up a second factor from the security page: begin (a new secret as QR code and key), confirm
 * with the app's first code, then the recovery codes, once.
 */
export function EnrolSecondFactor() {
  const { t } = useTranslation();
  const begin = useBeginEnrolment();
  const confirm = useConfirmEnrolment();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');

  if (confirm.data) {
    return (
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('mfa.recovery.title')}
        </Title>
        <Text size="sm">{t('mfa.recovery.intro')}</Text>
        <RecoveryCodesList codes={confirm.data.recoveryCodes} />
        <Button onClick={() => void queryClient.invalidateQueries({ queryKey: securityQueryKey })}>
          {t('mfa.recovery.saved')}
        </Button>
      </Stack>
    );
  }

  if (!begin.data) {
    return (
      <Stack gap="sm" align="flex-start">
        <Button onClick={() => begin.mutate()} loading={begin.isPending}>
          {t('mfa.security.setUp')}
        </Button>
        {begin.isError && (
          <Alert color="red" role="alert">
            {/* A sign-in too old to add one (403) says so, in the user's language. */}
            {isApiError(begin.error, 403) ? begin.error.message : t('mfa.security.setUpError')}
          </Alert>
        )}
      </Stack>
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate({ code });
      }}
    >
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('mfa.security.setUp')}
        </Title>
        <Text size="sm">{t('mfa.security.setUpIntro')}</Text>
        <TotpSetup secret={begin.data.secret} otpauthUrl={begin.data.otpauthUrl} />
        <TotpCodeInput
          value={code}
          onChange={setCode}
          error={confirm.isError ? failureOf(confirm.error, t('mfa.security.setUpError')) : null}
        />
        <Group>
          <Button type="submit" loading={confirm.isPending}>
            {t('mfa.enrol.confirm')}
          </Button>
          <Button variant="default" onClick={() => begin.reset()} disabled={confirm.isPending}>
            {t('mfa.security.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
