import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_ROLE,
  LANGUAGE_NAMES,
  LANGUAGES,
  MAX_EMAIL,
  MAX_TEXT,
  ROLES,
  type UserData,
  userInputSchema,
} from '@portal/shared';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/form/submit-button';
import { useFieldBinding } from '@/components/form/use-field-binding';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';

const userFields = ['name', 'email', 'role', 'languagePreference'] as const;

export type UserFormProps = {
  /** The user being edited; a new user starts as a merchant speaking English (spec §3). */
  initialValues?: UserData;
  submitLabel: string;
  /** Saves the values; a rejection keeps every entered value and shows why. */
  onSubmit: (values: UserData) => Promise<unknown>;
  /** Extra buttons beside submit, e.g. Delete in edit mode. */
  actions?: ReactNode;
};

export function UserForm({ initialValues, submitLabel, onSubmit, actions }: UserFormProps) {
  const { t } = useTranslation();
  // null: no failed save; otherwise the server's explanation, when it gave one.
  const [saveFailure, setSaveFailure] = useState<{ message: string | null } | null>(null);
  const form = useForm({
    resolver: zodResolver(userInputSchema),
    defaultValues: initialValues ?? {
      name: '',
      email: '',
      role: DEFAULT_ROLE,
      languagePreference: DEFAULT_LANGUAGE,
    },
  });
  const field = useFieldBinding(form);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSaveFailure(null);
    try {
      await onSubmit(values);
    } catch (failure) {
      console.error('Error saving user', failure);
      applyServerFieldErrors(failure, userFields, form.setError);
      // 409 (e-mail taken) and the last-admin rule come back as a localized message worth showing.
      setSaveFailure({ message: isApiError(failure) ? failure.message : null });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={560}>
        <TextInput
          label={t('users.fields.name')}
          autoComplete="off"
          required
          maxLength={MAX_TEXT}
          {...field('name')}
        />
        <TextInput
          label={t('users.fields.email')}
          type="email"
          autoComplete="off"
          required
          maxLength={MAX_EMAIL}
          {...field('email')}
        />
        <NativeSelect
          label={t('users.fields.role')}
          required
          data={ROLES.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
          {...field('role')}
        />
        <NativeSelect
          label={t('users.fields.languagePreference')}
          required
          data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          {...field('languagePreference')}
        />
        {saveFailure && (
          <Alert color="red" role="alert" title={t('users.errorSaving')}>
            {saveFailure.message && <Text size="sm">{saveFailure.message}</Text>}
          </Alert>
        )}
        <Group gap="sm">
          <SubmitButton loading={isSubmitting}>{submitLabel}</SubmitButton>
          {actions}
        </Group>
      </Stack>
    </form>
  );
}
