import { Alert, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useDeleteUser } from '../api/delete-user';

/** Delete with confirmation (spec §2); afterwards the list. A refusal (e.g. last admin) is explained. */
export function DeleteUserButton({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const deleteUser = useDeleteUser();

  const cancel = () => {
    deleteUser.reset();
    close();
  };

  const confirm = () =>
    deleteUser.mutate(userId, {
      onSuccess: () => {
        close();
        void navigate(paths.users.getHref());
      },
      onError: (error) => console.error('Error deleting user', error),
    });

  return (
    <>
      <Button color="red" variant="light" onClick={open}>
        {t('users.delete')}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t('users.deleteTitle')}
        message={t('users.deleteMessage')}
        onConfirm={confirm}
        onCancel={cancel}
        busy={deleteUser.isPending}
        error={
          deleteUser.isError && (
            <Alert color="red" role="alert" title={t('users.errorDeleting')}>
              {isApiError(deleteUser.error) ? deleteUser.error.message : null}
            </Alert>
          )
        }
      />
    </>
  );
}
