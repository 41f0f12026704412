import { Button, Group, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { User } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

function EditUserLink({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={paths.editUser.getHref(user.id)}
      size="xs"
      variant="light"
      aria-label={t('users.editUserNamed', { name: user.name })}
      // Beside a long e-mail address the text wraps, never the button.
      style={{ flexShrink: 0 }}
    >
      {t('users.edit')}
    </Button>
  );
}

/**
 * On a phone the four columns do not fit, and a sideways-scrolling table hides the Edit buttons off
 * screen; there each user is a compact block with the button beside it instead.
 */
function UsersStack({ users }: { users: User[] }) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
      {users.map((user, index) => (
        <Group
          key={user.id}
          component="li"
          justify="space-between"
          wrap="nowrap"
          gap="sm"
          py="sm"
          style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
        >
          <Stack gap={2} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {user.name}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
            <Text size="sm" c="gray.7">
              {t(`users.roles.${user.role}`)}
            </Text>
          </Stack>
          <EditUserLink user={user} />
        </Group>
      ))}
    </Stack>
  );
}

export function UsersTable({ users }: { users: User[] }) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  // Read at once, so a phone never renders the table first.
  const narrow = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  if (narrow) return <UsersStack users={users} />;

  return (
    // Native scrolling: no scrollbar gutter under a table that fits, and no ScrollArea code to load.
    <Table.ScrollContainer minWidth={560} type="native">
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.columns.name')}</Table.Th>
            <Table.Th>{t('users.columns.email')}</Table.Th>
            <Table.Th>{t('users.columns.role')}</Table.Th>
            <Table.Th>{t('users.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>{user.name}</Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{t(`users.roles.${user.role}`)}</Table.Td>
              <Table.Td>
                <EditUserLink user={user} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
