import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { API_KEY_NAME_MAX, API_KEY_SCOPES, type ApiKeyCreated, apiKeyCreateSchema } from '@portal/shared';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from '@portal/shared/zod';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { SubmitButton } from '@/components/form/submit-button';
import { useFieldBinding } from '@/components/form/use-field-binding';
import { TotpCodeInput } from '@/features/security';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors, useFieldErrorText } from '@/lib/form-errors';
import { useCreateApiKey } from '../api/create-api-key';
import { SCOPE_LABELS } from './scope-labels';

/** The form's day (`YYYY-MM-DD` of a date input) as the last moment the key works, in the admin's time zone. */
function endOfDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date, 23, 59, 59, 999);
}

/** What the expiry starts at: 90 days ahead, well inside the server's longest life for a key (a year by default). */
const DEFAULT_DAYS = 90;

/** The request's rules, with the expiry as the day the form asks for. */
const formSchema = apiKeyCreateSchema.extend({
  expiresAt: z
    .string()
    .min(1, { error: 'validation.expiryRequired' })
    .refine((day) => endOfDay(day).getTime() > Date.now(), { error: 'validation.expiryPast' }),
});
type FormValues = z.input<typeof formSchema>;

const formFields = ['name', 'scopes', 'expiresAt', 'code'] as const;

export type CreateApiKeyFormProps = {
  /** The key was created: its one answer, the key included. */
  onCreated: (created: ApiKeyCreated) => void;
  onCancel: () => void;
};

/** A new API key: its name, scopes and last day, confirmed by a fresh authenticator code. */
export function CreateApiKeyForm({ onCreated, onCancel }: CreateApiKeyFormProps) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const errorText = useFieldErrorText();
  // null: no failed try, or one whose reasons are shown at the fields; else the server's words, if any.
  const [failure, setFailure] = useState<{ message: string | null } | null>(null);
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: '',
      scopes: [],
      expiresAt: format(addDays(new Date(), DEFAULT_DAYS), 'yyyy-MM-dd'),
      code: '',
    },
  });
  const field = useFieldBinding(form);

  const submit = form.handleSubmit(async ({ expiresAt, ...values }) => {
    setFailure(null);
    try {
      onCreated(
        await create.mutateAsync({
          ...values,
          expiresAt: endOfDay(expiresAt).toISOString(),
        }),
      );
    } catch (error) {
      console.error('Error creating API key', error);
      const atFields = applyServerFieldErrors(error, formFields, form.setError);
      if (!atFields) setFailure({ message: isApiError(error) ? error.message : null });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={560}>
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t('apiKeys.create.title')}
          </Title>
          <Text size="sm">{t('apiKeys.create.intro')}</Text>
        </Stack>
        <TextInput
          label={t('apiKeys.create.name')}
          description={t('apiKeys.create.nameHint')}
          autoComplete="off"
          required
          maxLength={API_KEY_NAME_MAX}
          // Opened by its button: the form starts at its first field.
          autoFocus
          {...field('name')}
        />
        <Controller
          control={form.control}
          name="scopes"
          render={({ field: scopes, fieldState }) => (
            <CheckboxGroupField
              id="api-key-scopes"
              label={t('apiKeys.create.scopes')}
              required
              options={API_KEY_SCOPES.map((scope) => ({ value: scope, label: t(SCOPE_LABELS[scope]) }))}
              value={scopes.value}
              onChange={scopes.onChange}
              onBlur={scopes.onBlur}
              error={errorText(fieldState.error)}
            />
          )}
        />
        <TextInput
          type="date"
          label={t('apiKeys.create.expiresAt')}
          description={t('apiKeys.create.expiresAtHint')}
          min={format(new Date(), 'yyyy-MM-dd')}
          required
          {...field('expiresAt')}
        />
        <Controller
          control={form.control}
          name="code"
          render={({ field: code, fieldState }) => (
            <TotpCodeInput
              value={code.value ?? ''}
              onChange={code.onChange}
              error={errorText(fieldState.error)}
              autoFocus={false}
            />
          )}
        />
        {failure && (
          <Alert color="red" role="alert" title={t('apiKeys.create.error')}>
            {failure.message && <Text size="sm">{failure.message}</Text>}
          </Alert>
        )}
        <Group gap="sm">
          <SubmitButton loading={form.formState.isSubmitting}>{t('apiKeys.create.submit')}</SubmitButton>
          <Button variant="default" onClick={onCancel} disabled={form.formState.isSubmitting}>
            {t('apiKeys.create.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
