import '@mantine/core/styles/Badge.css';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { isStaffRole, type Role } from '@portal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { QueryFrame } from '@/components/ui/query-frame';
import { useSecurity } from '../api/get-security';
import { EnrolSecondFactor } from './enrol-second-factor';
import { RemoveSecondFactorButton } from './remove-second-factor-button';
import { ReplaceOwnSecondFactor } from './replace-own-second-factor';
import { PasskeysList } from './passkeys-list';
import { SessionsList } from './sessions-list';

export type SecurityPageProps = {
  user: { id: string; role: Role };
  onSignedOut: () => void;
  children?: ReactNode;
};

/**
 * The signed-in user's second factor (DESIGN §9): whether it is on and how many recovery codes are
 * left; a merchant may set one up or turn it off, an admin always has one and can only replace it.
 * `children` are the user's other settings, shown below.
 */
export function SecurityPage({ user, onSignedOut, children }: SecurityPageProps) {
  const { t } = useTranslation();
  const security = useSecurity();
  return (
    <Stack gap="lg" maw={640}>
      <PageHeader title={t('mfa.security.title')} />
      <QueryFrame query={security} error={t('mfa.security.loadError')}>
        {({ mfa, recoveryCodesLeft }) => (
          <Stack gap="lg" align="stretch">
            <Stack gap="xs">
              <Group gap="sm">
                <Title order={2} size="h3">
                  {t('mfa.security.secondFactor')}
                </Title>
                {/* teal.9 and gray.7 carry white text at 5:1 and more; green.9 reaches only 4.4:1. */}
                <Badge color={mfa ? 'teal.9' : 'gray.7'} variant="filled">
                  {t(mfa ? 'mfa.security.on' : 'mfa.security.off')}
                </Badge>
              </Group>
              <Text>{t(mfa ? 'mfa.security.onText' : 'mfa.security.offText')}</Text>
              {mfa && <Text>{t('mfa.security.codesLeft', { count: recoveryCodesLeft })}</Text>}
            </Stack>
            {isStaffRole(user.role) ? (
              <>
                <Text size="sm">{t('mfa.security.staffNote')}</Text>
                <ReplaceOwnSecondFactor userId={user.id} onSignedOut={onSignedOut} />
              </>
            ) : mfa ? (
              <Group>
                <RemoveSecondFactorButton />
              </Group>
            ) : (
              <EnrolSecondFactor />
            )}
          </Stack>
        )}
      </QueryFrame>
      <PasskeysList />
      <SessionsList />
      {children}
    </Stack>
  );
}
