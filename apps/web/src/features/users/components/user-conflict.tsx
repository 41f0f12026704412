import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { type Language, LANGUAGE_NAMES, type Role, type UserData } from '@portal/shared';
import { useTranslation } from 'react-i18next';

export const USER_FIELDS = ['name', 'email', 'role', 'languagePreference'] as const;

export type UserConflictProps = {
  /** The fields this admin had changed when their save was refused, as they entered them. */
  mine: Partial<UserData>;
  /** The user as the other save left it, now in the form. */
  current: UserData;
  onReapply: () => void;
};

/**
 * Said when a save met someone else's (412): the form shows their version, this lists this admin's
 * changes that it lacks, and one button puts those changes back over it for a new save.
 */
export function UserConflict({ mine, current, onReapply }: UserConflictProps) {
  const { t } = useTranslation();
  const shown = (field: (typeof USER_FIELDS)[number], data: Partial<UserData>) => {
    const value = data[field] ?? '';
    if (field === 'role') return t(`users.roles.${value as Role}`);
    if (field === 'languagePreference') return LANGUAGE_NAMES[value as Language];
    return value;
  };
  const differing = USER_FIELDS.filter((field) => field in mine && mine[field] !== current[field]);

  return (
    <Alert color="red" role="alert" title={t('users.conflict.title')} maw={560} mb="md">
      <Stack gap="xs">
        <Text size="sm">{t('users.conflict.body')}</Text>
        {differing.length > 0 ? (
          <>
            <List size="sm">
              {differing.map((field) => (
                <List.Item key={field}>
                  {t('users.conflict.change', {
                    field: t(`users.fields.${field}`),
                    mine: shown(field, mine),
                    current: shown(field, current),
                  })}
                </List.Item>
              ))}
            </List>
            <Button size="xs" variant="default" onClick={onReapply} style={{ alignSelf: 'flex-start' }}>
              {t('users.conflict.reapply')}
            </Button>
          </>
        ) : (
          <Text size="sm">{t('users.conflict.same')}</Text>
        )}
      </Stack>
    </Alert>
  );
}
