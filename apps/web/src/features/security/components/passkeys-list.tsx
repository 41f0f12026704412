import '@mantine/core/styles/Card.css';
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PASSKEY_NAME_MAX, type Passkey } from '@portal/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FailureAlert } from '@/components/ui/failure-alert';
import { QueryFrame } from '@/components/ui/query-frame';
import { SuccessAlert } from '@/components/ui/success-alert';
import { failureMessage } from '@/lib/api-client';
import { formatAge, formatDateTimeMedium } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import {
  browserHasWebAuthn,
  isDeclined,
  useAddPasskey,
  usePasskeys,
  useRemovePasskey,
} from '../api/passkeys';
import { deviceOf } from '../device-name';

/**
 * One's passkeys (DESIGN §14): sign in with the device's lock instead of a code, and prove oneself
 * with it before grave actions. Added under a name (the device's, to begin with), listed with when
 * each was added and last used, removed one by one once confirmed (both after a step-up, which the
 * API client asks for).
 */
export function PasskeysList() {
  const { t } = useTranslation();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const device = deviceOf(navigator.userAgent);
  // Named after the device it is made on, so two passkeys are told apart without a thought.
  const defaultName = device ? t('mfa.sessions.deviceOn', device) : t('mfa.passkeys.nameDefault');
  const [name, setName] = useState(defaultName);
  const [notice, setNotice] = useState<string | null>(null);
  // The passkey last asked about: its name stays in the dialog while it fades out.
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [confirming, { open, close }] = useDisclosure(false);
  const failure = [add.error, remove.error].find((error) => error && !isDeclined(error));
  const declined = isDeclined(add.error);
  const language = currentLanguage();

  function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    remove.reset();
    add.mutate(name.trim() || defaultName, {
      onSuccess: (created) => {
        setNotice(t('mfa.passkeys.added', { name: created.name }));
        setName(defaultName);
      },
    });
  }

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('mfa.passkeys.title')}
      </Title>
      <Text size="sm">{t('mfa.passkeys.intro')}</Text>
      {notice && <SuccessAlert onClose={() => setNotice(null)}>{notice}</SuccessAlert>}
      {declined && <Text size="sm">{t('mfa.passkeys.declined')}</Text>}
      {failure && (
        <FailureAlert
          onClose={() => {
            add.reset();
            remove.reset();
          }}
        >
          {t('mfa.passkeys.error')}: {failureMessage(failure)}
        </FailureAlert>
      )}
      <QueryFrame query={passkeys} error={t('mfa.passkeys.loadError')}>
        {({ items, available }) => (
          <Stack gap="sm">
            {items.length > 0 ? (
              <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {items.map((passkey) => (
                  <Card component="li" key={passkey.id} withBorder padding="sm">
                    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                      <Stack gap={2} style={{ minWidth: 0 }}>
                        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {passkey.name}
                        </Text>
                        <Text size="sm">
                          {t('mfa.passkeys.addedOn', {
                            when: formatDateTimeMedium(passkey.createdAt, language),
                          })}
                        </Text>
                        <Text size="sm">
                          {passkey.lastUsedAt
                            ? t('mfa.passkeys.lastUsed', { when: formatAge(passkey.lastUsedAt, language) })
                            : t('mfa.passkeys.neverUsed')}
                        </Text>
                      </Stack>
                      <Button
                        variant="default"
                        size="xs"
                        aria-label={t('mfa.passkeys.removeLabel', { name: passkey.name })}
                        onClick={() => {
                          setNotice(null);
                          add.reset();
                          remove.reset();
                          setRemoving(passkey);
                          open();
                        }}
                      >
                        {t('mfa.passkeys.remove')}
                      </Button>
                    </Group>
                  </Card>
                ))}
              </Stack>
            ) : (
              <Text size="sm">{t('mfa.passkeys.none')}</Text>
            )}
            {available && browserHasWebAuthn() ? (
              <form onSubmit={submit} noValidate>
                <Group align="flex-end" gap="sm" wrap="wrap">
                  <TextInput
                    label={t('mfa.passkeys.name')}
                    value={name}
                    maxLength={PASSKEY_NAME_MAX}
                    onChange={(event) => setName(event.currentTarget.value)}
                  />
                  <Button type="submit" loading={add.isPending}>
                    {t('mfa.passkeys.add')}
                  </Button>
                </Group>
              </form>
            ) : (
              <Text size="sm">{t('mfa.passkeys.unavailable')}</Text>
            )}
          </Stack>
        )}
      </QueryFrame>
      <ConfirmDialog
        opened={confirming}
        title={t('mfa.passkeys.removeTitle', { name: removing?.name })}
        message={t('mfa.passkeys.removeMessage')}
        confirmLabel={t('mfa.passkeys.remove')}
        busy={remove.isPending}
        onCancel={close}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => setNotice(t('mfa.passkeys.removed', { name: removing.name })),
            // A failure is said above the list, where the closed dialog leaves the reader.
            onSettled: close,
          });
        }}
      />
    </Stack>
  );
}
