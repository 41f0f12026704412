import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { EditUser } from '@/features/users/components/edit-user';
import { UserFormPage } from './user-form-page';

export default function EditUserRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const me = useCurrentUser();
  if (!id) return <Navigate to={paths.users.getHref()} replace />;
  return (
    <UserFormPage title={t('users.editTitle')}>
      <EditUser userId={id} isSelf={me.data?.id === id} />
    </UserFormPage>
  );
}
