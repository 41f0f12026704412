import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, getDefaultZIndex, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { useSecurity } from '../api/get-security';
import { browserHasWebAuthn, isDeclined, usePasskeys } from '../api/passkeys';
import { stepUp, stepUpWithPasskey } from '../api/step-up';

export type StepUpDialogProps = {
  /** Called once: true when the server took the proof (a code or a passkey), false when the person gave up. */
  onDone: (proven: boolean) => void;
};

/**
 * The dialog of StepUpGate: a code from the authenticator app or a recovery code, or one of the
 * user's passkeys where they have one and the browser can use it, then done. Without an
 * authenticator app there is no code to type, and the passkey is the one way offered.
 */
export default function StepUpDialog({ onDone }: StepUpDialogProps) {
  const { t } = useTranslation();
  const passkeys = usePasskeys();
  const security = useSecurity();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const offerPasskey =
    browserHasWebAuthn() && passkeys.data?.available === true && passkeys.data.items.length > 0;
  const passkeyOnly = offerPasskey && security.data?.mfa === false;
  const failureOf = (failure: unknown) =>
    isApiError(failure) && failure.status < 500 ? failure.message : t('mfa.stepUp.error');

  async function prove(proof: () => Promise<unknown>, onFailure: (failure: unknown) => void) {
    setBusy(true);
    setError(null);
    setPasskeyError(null);
    try {
      await proof();
      onDone(true);
    } catch (failure) {
      onFailure(failure);
    } finally {
      setBusy(false);
    }
  }

  const withPasskey = () =>
    prove(stepUpWithPasskey, (failure) => {
      // A closed prompt changes nothing; passkeys removed meanwhile elsewhere (404) leave the code.
      if (isApiError(failure, 404)) setPasskeyError(t('mfa.stepUp.noPasskey'));
      else if (!isDeclined(failure)) setPasskeyError(failureOf(failure));
    });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (passkeyOnly) void withPasskey();
    else
      void prove(
        () => stepUp({ code }),
        (failure) => setError(failureOf(failure)),
      );
  }

  const passkeyFailure = passkeyError && (
    <Text size="sm" c="red.9" role="alert">
      {passkeyError}
    </Text>
  );

  return (
    <Modal
      opened
      onClose={() => onDone(false)}
      title={t('mfa.stepUp.title')}
      centered
      // Above the dialog whose action it holds (a confirmation still waiting on its request).
      zIndex={getDefaultZIndex('modal') + 100}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {passkeyOnly ? (
            <>
              <Text>{t('mfa.stepUp.passkeyIntro')}</Text>
              {passkeyFailure}
            </>
          ) : (
            <>
              <Text>{t('mfa.stepUp.intro')}</Text>
              <TextInput
                label={t('mfa.stepUp.code')}
                name="stepUpCode"
                autoComplete="one-time-code"
                autoCapitalize="none"
                spellCheck={false}
                required
                data-autofocus
                value={code}
                error={error}
                onChange={(event) => setCode(event.currentTarget.value.replace(/\s/g, ''))}
              />
              {offerPasskey && (
                <Stack gap={4}>
                  <Button variant="default" onClick={withPasskey} disabled={busy}>
                    {t('mfa.stepUp.passkey')}
                  </Button>
                  {passkeyFailure}
                </Stack>
              )}
            </>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => onDone(false)} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy} data-autofocus={passkeyOnly || undefined}>
              {t(passkeyOnly ? 'mfa.stepUp.usePasskey' : 'mfa.stepUp.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
