import { Stack, Title } from '@mantine/core';
import type { Role } from '@portal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardActions } from './dashboard-actions';

export type DashboardProps = {
  role: Role | undefined;
  /** Admin-only content below the buttons: the monthly chart and the latest pre-checks (spec §2). */
  adminInsights?: ReactNode;
};

/** Dashboard by role (spec §2): admins and merchants get a title and buttons; any other role nothing. */
export function Dashboard({ role, adminInsights }: DashboardProps) {
  const { t } = useTranslation();
  if (role !== 'admin' && role !== 'merchant') return null;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('dashboard.title')}
      </Title>
      <DashboardActions withAddUser={role === 'admin'} />
      {role === 'admin' && adminInsights}
    </Stack>
  );
}
