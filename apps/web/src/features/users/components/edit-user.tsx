import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingText } from '@/components/ui/loading-text';
import { paths } from '@/config/paths';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { DeleteUserButton } from './delete-user-button';
import { UserForm } from './user-form';

export function EditUser({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser(userId);
  const updateUser = useUpdateUser();

  // Data first: a failed background refetch must not replace a form that is being edited.
  if (!user.data) {
    return user.isError ? <Alert color="red">{t('users.errorFetchingUser')}</Alert> : <LoadingText />;
  }

  const { name, email, role, languagePreference } = user.data;
  return (
    // Keyed by id: the form reads its initial values once, so a background refetch never overwrites typing.
    <UserForm
      key={userId}
      initialValues={{ name, email, role, languagePreference }}
      submitLabel={t('users.submitUpdate')}
      onSubmit={async (data) => {
        await updateUser.mutateAsync({ id: userId, data });
        await navigate(paths.users.getHref());
      }}
      actions={<DeleteUserButton userId={userId} />}
    />
  );
}
