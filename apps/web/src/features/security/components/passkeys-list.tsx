import '@mantine/core/styles/Card.css';
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { PASSKEY_NAME_MAX } from '@portal/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '@/components/ui/failure-alert';
import { QueryFrame } from '@/components/ui/query-frame';
import { SuccessAlert } from '@/components/ui/success-alert';
import { failureMessage } from '@/lib/api-client';
import { formatAge, formatDateTimeMedium } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { isDeclined, useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys';

/** Whether this browser can make and use passkeys at all. */
const browserHasWebAuthn = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/**
 * One's passkeys (DESIGN §14): sign in with the device's lock instead of a code, and prove oneself
 * with it before grave actions. Added under a name, listed with when each was added and last used,
 * removed one by one (both after a step-up, which the API client asks for).
 */
export function PasskeysList() {
  const { t } = useTranslation();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState(t('mfa.passkeys.nameDefault'));
  const [notice, setNotice] = useState<string | null>(null);
  const failure = [add.error, remove.error].find((error) => error && !isDeclined(error));
  const declined = isDeclined(add.error);
  const language = currentLanguage();

  function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    remove.reset();
    add.mutate(name.trim() || t('mfa.passkeys.nameDefault'), {
      onSuccess: (created) => setNotice(t('mfa.passkeys.added', { name: created.name })),
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
                        loading={remove.isPending && remove.variables === passkey.id}
                        onClick={() =>
                          remove.mutate(passkey.id, {
                            onSuccess: () => setNotice(t('mfa.passkeys.removed', { name: passkey.name })),
                          })
                        }
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
    </Stack>
  );
}
