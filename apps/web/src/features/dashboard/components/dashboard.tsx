import { Stack, Title } from '@mantine/core';
import { isStaffRole, ROLES, type Role } from '@portal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardActions } from './dashboard-actions';

export type DashboardProps = {
  role: Role | undefined;
  /** The review team's content below the buttons: the queue, the chart, the latest pre-checks (spec §2). */
  staffInsights?: ReactNode;
};

/** Dashboard by role (spec §2): staff and merchants get a title and buttons; any other role nothing. */
export function Dashboard({ role, staffInsights }: DashboardProps) {
  const { t } = useTranslation();
  if (role === undefined || !(ROLES as readonly string[]).includes(role)) return null;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('dashboard.title')}
      </Title>
      <DashboardActions withAddUser={role === 'admin'} />
      {isStaffRole(role) && staffInsights}
    </Stack>
  );
}
