import { useTranslation } from 'react-i18next';
import { CreateUser } from '@/features/users/components/create-user';
import { UserFormPage } from './user-form-page';

export default function AddUserRoute() {
  const { t } = useTranslation();
  return (
    <UserFormPage title={t('users.addTitle')}>
      <CreateUser />
    </UserFormPage>
  );
}
