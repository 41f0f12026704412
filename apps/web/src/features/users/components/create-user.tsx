import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { drawUuid } from '@/lib/uuid';
import { useCreateUser } from '../api/create-user';
import { UserForm } from './user-form';

export function CreateUser() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createUser = useCreateUser();
  // One key for every try of this form; spent on other values (an earlier try whose answer was lost),
  // the next save is a new user.
  const [idempotencyKey, setIdempotencyKey] = useState(drawUuid);

  return (
    <UserForm
      submitLabel={t('users.submitAdd')}
      onSubmit={async (data) => {
        try {
          await createUser.mutateAsync({ data, idempotencyKey });
        } catch (failure) {
          if (isApiError(failure) && failure.code === 'idempotency_conflict') setIdempotencyKey(drawUuid());
          throw failure;
        }
        await navigate(paths.users.getHref());
      }}
    />
  );
}
