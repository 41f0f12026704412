import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, getDefaultZIndex, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { stepUp, stepUpWithPasskey } from '../api/step-up';
import { isDeclined } from '../api/passkeys';

export type StepUpDialogProps = {
  /** Called once: true when the server took the code, false when the person gave up. */
  onDone: (proven: boolean) => void;
};

/** The dialog of StepUpGate: a code from the authenticator app or a recovery code, then done. */
export default function StepUpDialog({ onDone }: StepUpDialogProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function withPasskey() {
    setBusy(true);
    setError(null);
    try {
      await stepUpWithPasskey();
      onDone(true);
    } catch (failure) {
      // A closed prompt changes nothing; a user without passkeys (404) is told to use a code.
      if (isApiError(failure, 404)) setError(t('mfa.stepUp.noPasskey'));
      else if (!isDeclined(failure))
        setError(isApiError(failure) && failure.status < 500 ? failure.message : t('mfa.stepUp.error'));
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await stepUp({ code });
      onDone(true);
    } catch (failure) {
      setError(isApiError(failure) && failure.status < 500 ? failure.message : t('mfa.stepUp.error'));
    } finally {
      setBusy(false);
    }
  }

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
          {typeof window.PublicKeyCredential === 'function' && (
            <Button variant="default" onClick={withPasskey} disabled={busy}>
              {t('mfa.stepUp.passkey')}
            </Button>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => onDone(false)} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('mfa.stepUp.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
