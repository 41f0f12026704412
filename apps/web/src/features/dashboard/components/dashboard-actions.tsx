import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The dashboard's shortcut buttons; merchants get the two pre-check forms, admins also "add user". */
export function DashboardActions({ withAddUser }: { withAddUser: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      {withAddUser && (
        <Button component={Link} to={paths.addUser.getHref()}>
          {t('dashboard.addUser')}
        </Button>
      )}
      <Button component={Link} to={paths.addPosPrecheck.getHref()} variant="light">
        {t('dashboard.addPosPrecheck')}
      </Button>
      <Button component={Link} to={paths.addEcomPrecheck.getHref()} variant="light">
        {t('dashboard.addEcomPrecheck')}
      </Button>
    </Group>
  );
}
