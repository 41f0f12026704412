import type { User, UserData } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryFrame } from '@/components/ui/query-frame';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { DeleteUserButton } from './delete-user-button';
import { ResetSecondFactorButton } from './reset-second-factor-button';
import { SignOutEverywhereButton } from './sign-out-everywhere-button';
import { USER_FIELDS, UserConflict } from './user-conflict';
import { UserForm } from './user-form';

export type EditUserProps = {
  userId: string;
  /** Whether this is the signed-in admin: their own second factor is reset from the security page. */
  isSelf: boolean;
};

type Version = { data: User; etag: string | null };

/** What an admin changed in the form, against the version they started from. */
const changesOf = (values: UserData, base: UserData): Partial<UserData> =>
  Object.fromEntries(USER_FIELDS.filter((field) => values[field] !== base[field]).map((f) => [f, values[f]]));

const dataOf = ({ name, email, role, languagePreference }: User): UserData => ({
  name,
  email,
  role,
  languagePreference,
});

export function EditUser({ userId, isSelf }: EditUserProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser(userId);
  const updateUser = useUpdateUser();
  // The version the form edits: the one first loaded, and after a refused save the one that won. Not
  // the live query, so a background refetch never replaces what is being typed.
  const [edited, setEdited] = useState<Version | null>(null);
  // The changes this admin made when their save met someone else's, and whether they put them back.
  const [conflict, setConflict] = useState<{ mine: Partial<UserData>; reapplied: boolean } | null>(null);

  // Data first (QueryFrame): a failed background refetch must not replace a form that is being edited.
  return (
    <QueryFrame
      query={user}
      error={t('users.errorFetchingUser')}
      back={{ href: paths.users.getHref(), label: t('users.title') }}
    >
      {(loaded) => {
        const { data, etag } = edited ?? loaded;
        const current = dataOf(data);
        return (
          <>
            {conflict && !conflict.reapplied && (
              <UserConflict
                mine={conflict.mine}
                current={current}
                onReapply={() => setConflict({ ...conflict, reapplied: true })}
              />
            )}
            <UserForm
              // Remounted for each version and for the re-applied entries: the form reads its values once.
              key={`${userId}:${etag}:${conflict?.reapplied ? 'mine' : 'current'}`}
              initialValues={conflict?.reapplied ? { ...current, ...conflict.mine } : current}
              submitLabel={t('users.submitUpdate')}
              onSubmit={async (values) => {
                try {
                  await updateUser.mutateAsync({ id: userId, data: values, etag });
                } catch (failure) {
                  if (!isApiError(failure, 412)) throw failure;
                  const fresh = await user.refetch();
                  if (fresh.data) setEdited(fresh.data);
                  setConflict({ mine: changesOf(values, current), reapplied: false });
                  return;
                }
                await navigate(paths.users.getHref());
              }}
              actions={
                <>
                  <DeleteUserButton userId={userId} />
                  {!isSelf && <ResetSecondFactorButton userId={userId} name={data.name} />}
                  {!isSelf && <SignOutEverywhereButton userId={userId} name={data.name} />}
                </>
              }
            />
          </>
        );
      }}
    </QueryFrame>
  );
}
