import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, getDefaultZIndex, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, setStepUpHandler } from '@/lib/api-client';
import { stepUp } from '../api/step-up';

/**
 * Asks for a fresh second factor whenever the server refuses a grave action for want of one (403
 * `step_up_required`, DESIGN §14), then lets the refused request go again (lib/api-client.ts). Mounted
 * once in the signed-in layout: every screen's grave action is covered without knowing of it.
 */
export function StepUpGate() {
  const { t } = useTranslation();
  const pending = useRef<((proven: boolean) => void) | null>(null);
  const [opened, setOpened] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setStepUpHandler(
      () =>
        new Promise<boolean>((resolve) => {
          // A second refusal while the dialog is open waits on the same answer.
          const earlier = pending.current;
          pending.current = (proven) => {
            earlier?.(proven);
            resolve(proven);
          };
          setCode('');
          setError(null);
          setOpened(true);
        }),
    );
    return () => setStepUpHandler(null);
  }, []);

  const finish = (proven: boolean) => {
    pending.current?.(proven);
    pending.current = null;
    setOpened(false);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await stepUp({ code });
      finish(true);
    } catch (failure) {
      setError(isApiError(failure) && failure.status < 500 ? failure.message : t('mfa.stepUp.error'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={() => finish(false)}
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => finish(false)} disabled={busy}>
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
