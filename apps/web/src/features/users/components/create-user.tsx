import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCreateUser } from '../api/create-user';
import { UserForm } from './user-form';

export function CreateUser() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createUser = useCreateUser();

  return (
    <UserForm
      submitLabel={t('users.submitAdd')}
      onSubmit={async (values) => {
        await createUser.mutateAsync(values);
        await navigate(paths.users.getHref());
      }}
    />
  );
}
