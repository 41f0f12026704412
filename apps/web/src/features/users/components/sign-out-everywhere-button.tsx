import { Alert, Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { failureMessage } from '@/lib/api-client';
import { useEndUserSessions } from '../api/end-user-sessions';

/** "Sign out everywhere" of another user (DESIGN §14), after a confirmation; says how many ended. */
export function SignOutEverywhereButton({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const end = useEndUserSessions();

  const cancel = () => {
    end.reset();
    close();
  };

  return (
    <>
      <Button color="red" variant="light" onClick={open}>
        {t('mfa.signOutEverywhere.button')}
      </Button>
      <Text size="sm" role="status">
        {end.isSuccess ? t('mfa.signOutEverywhere.done', { name, count: end.data.ended }) : null}
      </Text>
      <ConfirmDialog
        opened={opened}
        title={t('mfa.signOutEverywhere.title', { name })}
        message={t('mfa.signOutEverywhere.message', { name })}
        confirmLabel={t('mfa.signOutEverywhere.confirm')}
        onConfirm={() => end.mutate(userId, { onSuccess: close })}
        onCancel={cancel}
        busy={end.isPending}
        error={
          end.isError && (
            <Alert color="red" role="alert" title={t('mfa.signOutEverywhere.error')}>
              {failureMessage(end.error)}
            </Alert>
          )
        }
      />
    </>
  );
}
