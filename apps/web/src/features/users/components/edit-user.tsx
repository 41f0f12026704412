import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryFrame } from '@/components/ui/query-frame';
import { paths } from '@/config/paths';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { DeleteUserButton } from './delete-user-button';
import { ResetSecondFactorButton } from './reset-second-factor-button';
import { UserForm } from './user-form';

export type EditUserProps = {
  userId: string;
  /** Whether this is the signed-in admin: their own second factor is reset from the security page. */
  isSelf: boolean;
};

export function EditUser({ userId, isSelf }: EditUserProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser(userId);
  const updateUser = useUpdateUser();

  // Data first (QueryFrame): a failed background refetch must not replace a form that is being edited.
  return (
    <QueryFrame
      query={user}
      error={t('users.errorFetchingUser')}
      back={{ href: paths.users.getHref(), label: t('users.title') }}
    >
      {({ name, email, role, languagePreference }) => (
        // Keyed by id: the form reads its initial values once, so a background refetch never overwrites typing.
        <UserForm
          key={userId}
          initialValues={{ name, email, role, languagePreference }}
          submitLabel={t('users.submitUpdate')}
          onSubmit={async (data) => {
            await updateUser.mutateAsync({ id: userId, data });
            await navigate(paths.users.getHref());
          }}
          actions={
            <>
              <DeleteUserButton userId={userId} />
              {!isSelf && <ResetSecondFactorButton userId={userId} name={name} />}
            </>
          }
        />
      )}
    </QueryFrame>
  );
}
