import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { WebhookCreated } from '@portal/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/form/submit-button';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCreateWebhook } from '../api/create-webhook';
import {
  NEW_WEBHOOK_VALUES,
  WEBHOOK_FORM_FIELDS,
  WebhookFields,
  type WebhookFormOutput,
  webhookFormSchema,
  type WebhookFormValues,
} from './webhook-fields';

export type CreateWebhookFormProps = {
  /** The endpoint was created: its one answer, the signing secret included. */
  onCreated: (created: WebhookCreated) => void;
  onCancel: () => void;
};

/** A new endpoint: its URL, the events it wants and what it is for. */
export function CreateWebhookForm({ onCreated, onCancel }: CreateWebhookFormProps) {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  // null: no failed try, or one whose reasons are shown at the fields; else the server's words, if any.
  const [failure, setFailure] = useState<{ message: string | null } | null>(null);
  const form = useForm<WebhookFormValues, unknown, WebhookFormOutput>({
    resolver: zodResolver(webhookFormSchema),
    defaultValues: NEW_WEBHOOK_VALUES,
  });

  const submit = form.handleSubmit(async ({ url, events, description }) => {
    setFailure(null);
    try {
      onCreated(await create.mutateAsync({ url, events, ...(description && { description }) }));
    } catch (error) {
      console.error('Error creating webhook endpoint', error);
      // A refused URL (a private address, http in production) is said at the URL, what was typed kept.
      const atFields = applyServerFieldErrors(error, WEBHOOK_FORM_FIELDS, form.setError);
      if (!atFields) setFailure({ message: isApiError(error) ? error.message : null });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={640}>
        <Title order={2} size="h3">
          {t('webhooks.create.title')}
        </Title>
        <WebhookFields form={form} autoFocus />
        {failure && (
          <Alert color="red" role="alert" title={t('webhooks.create.error')}>
            {failure.message && <Text size="sm">{failure.message}</Text>}
          </Alert>
        )}
        <Group gap="sm">
          <SubmitButton loading={form.formState.isSubmitting}>{t('webhooks.create.submit')}</SubmitButton>
          <Button variant="default" onClick={onCancel} disabled={form.formState.isSubmitting}>
            {t('webhooks.create.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
