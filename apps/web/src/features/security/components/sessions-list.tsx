import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Session } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FailureAlert } from '@/components/ui/failure-alert';
import { QueryFrame } from '@/components/ui/query-frame';
import { SuccessAlert } from '@/components/ui/success-alert';
import { failureMessage } from '@/lib/api-client';
import { formatAge, formatDateTimeMedium } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';
import { deviceOf } from '../device-name';

/**
 * Where the user is signed in (DESIGN §14): each live session with its device, address, how it began
 * and when it was last used; any other may be signed out, or all others at once.
 */
export function SessionsList() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirming, { open, close }] = useDisclosure(false);
  const [notice, setNotice] = useState<string | null>(null);
  const failure = endOne.error ?? endOthers.error;

  const deviceName = (session: Session) => {
    const device = deviceOf(session.userAgent);
    return device ? t('mfa.sessions.deviceOn', device) : t('mfa.sessions.unknownDevice');
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('mfa.sessions.title')}
      </Title>
      <Text size="sm">{t('mfa.sessions.intro')}</Text>
      {notice && <SuccessAlert onClose={() => setNotice(null)}>{notice}</SuccessAlert>}
      {failure && (
        <FailureAlert
          onClose={() => {
            endOne.reset();
            endOthers.reset();
          }}
        >
          {t('mfa.sessions.endError')}: {failureMessage(failure)}
        </FailureAlert>
      )}
      <QueryFrame query={sessions} error={t('mfa.sessions.loadError')}>
        {({ items }) => (
          <Stack gap="sm">
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {items.map((session) => {
                const name = deviceName(session);
                const language = currentLanguage();
                return (
                  <Card component="li" key={session.id} withBorder padding="sm">
                    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                      <Stack gap={2} style={{ minWidth: 0 }}>
                        <Group gap="xs">
                          <Text fw={600}>{name}</Text>
                          {session.current && (
                            <Badge color="teal.9" variant="filled">
                              {t('mfa.sessions.current')}
                            </Badge>
                          )}
                        </Group>
                        <Text size="sm">
                          {t('mfa.sessions.began', {
                            when: formatDateTimeMedium(session.createdAt, language),
                            method: t(`mfa.sessions.methods.${session.method}`),
                          })}
                        </Text>
                        <Text size="sm">
                          {t('mfa.sessions.lastUsed', { when: formatAge(session.lastUsedAt, language) })}
                        </Text>
                        {session.ip && (
                          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                            {t('mfa.sessions.from', { address: session.ip })}
                          </Text>
                        )}
                      </Stack>
                      {!session.current && (
                        <Button
                          variant="default"
                          size="xs"
                          aria-label={t('mfa.sessions.endLabel', { device: name })}
                          loading={endOne.isPending && endOne.variables === session.id}
                          onClick={() =>
                            endOne.mutate(session.id, { onSuccess: () => setNotice(t('mfa.sessions.ended')) })
                          }
                        >
                          {t('mfa.sessions.end')}
                        </Button>
                      )}
                    </Group>
                  </Card>
                );
              })}
            </Stack>
            {items.length > 1 ? (
              <Group>
                <Button color="red.9" variant="outline" onClick={open}>
                  {t('mfa.sessions.endOthers')}
                </Button>
              </Group>
            ) : (
              <Text size="sm">{t('mfa.sessions.none')}</Text>
            )}
          </Stack>
        )}
      </QueryFrame>
      <ConfirmDialog
        opened={confirming}
        title={t('mfa.sessions.endOthersTitle')}
        message={t('mfa.sessions.endOthersMessage')}
        confirmLabel={t('mfa.sessions.endOthers')}
        busy={endOthers.isPending}
        onCancel={close}
        onConfirm={() =>
          endOthers.mutate(undefined, {
            onSuccess: ({ ended }) => {
              close();
              setNotice(t('mfa.sessions.endedOthers', { count: ended }));
            },
            onError: close,
          })
        }
      />
    </Stack>
  );
}
