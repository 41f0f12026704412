import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import type { WebhookEndpoint, WebhookEvent } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/form/submit-button';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { webhookQueryOptions } from '../api/get-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import { EVENT_LABELS } from './event-labels';
import {
  formValuesOf,
  WEBHOOK_FORM_FIELDS,
  WebhookFields,
  type WebhookFormOutput,
  webhookFormSchema,
  type WebhookFormValues,
} from './webhook-fields';

/** An endpoint as read, with the `ETag` a save names. */
export type WebhookVersion = { data: WebhookEndpoint; etag: string | null };

type Field = (typeof WEBHOOK_FORM_FIELDS)[number];

/** Two entries of the form alike: the events as a set (the server keeps them in its own order). */
function same(field: Field, a: WebhookFormValues, b: WebhookFormValues): boolean {
  if (field === 'events') {
    const ours = new Set(a.events);
    return ours.size === new Set(b.events).size && b.events.every((event) => ours.has(event));
  }
  return (a[field] ?? '') === (b[field] ?? '');
}

const sameEntries = (a: WebhookFormValues, b: WebhookFormValues) =>
  WEBHOOK_FORM_FIELDS.every((field) => same(field, a, b));

export type WebhookSettingsFormProps = {
  id: string;
  /** The endpoint as the server last answered it: read, refreshed, or saved. */
  latest: WebhookVersion;
};

/**
 * An endpoint's URL, events, description and whether it is enabled, saved on the version they were
 * read in (`If-Match`). The version moves on by itself where only what the form does not edit changed
 * (its deliveries began failing, its secret was rotated: both change the `ETag`), so those never
 * refuse a save; someone else's change of what the form edits does: the save is refused (412), the
 * entries stay in the form, and what differs is listed, to save over it or to take the saved version.
 */
export function WebhookSettingsForm({ id, latest }: WebhookSettingsFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateWebhook();
  // The version the form edits, whose ETag a save names.
  const [base, setBase] = useState<WebhookVersion>(latest);
  // A refused save's entries and the saved version that refused it, while their differences are listed.
  const [conflict, setConflict] = useState<Omit<ConflictProps, 'onTakeSaved'> | null>(null);
  const [failure, setFailure] = useState<{ message: string | null } | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<WebhookFormValues, unknown, WebhookFormOutput>({
    resolver: zodResolver(webhookFormSchema),
    defaultValues: formValuesOf(base.data),
  });
  const { isDirty } = form.formState;

  useEffect(() => {
    if (latest.etag === base.etag) return;
    const fresh = formValuesOf(latest.data);
    if (sameEntries(fresh, formValuesOf(base.data))) {
      setBase(latest);
    } else if (!isDirty && conflict === null) {
      // Nothing typed yet: the form simply shows the endpoint as it is now.
      setBase(latest);
      form.reset(fresh);
    }
    // Otherwise someone else changed what is being edited: the save will be refused and say so.
  }, [latest, base, isDirty, conflict, form]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSaved(false);
    try {
      const answer = await update.mutateAsync({ id, data: values, etag: base.etag });
      setBase(answer);
      setConflict(null);
      form.reset(formValuesOf(answer.data));
      setSaved(true);
    } catch (error) {
      if (isApiError(error, 412)) {
        console.warn('Webhook endpoint changed since it was read', error);
        await rebaseAfterConflict(values);
        return;
      }
      console.error('Error saving webhook endpoint', error);
      const atFields = applyServerFieldErrors(error, WEBHOOK_FORM_FIELDS, form.setError);
      if (!atFields) setFailure({ message: isApiError(error) ? error.message : null });
    }
  });

  /**
   * After a 412: the saved version, read afresh (and for the rest of the page too), becomes the base,
   * so a second save replaces it knowingly; the entries stay in the form.
   */
  async function rebaseAfterConflict(mine: WebhookFormValues) {
    try {
      const current = await queryClient.fetchQuery({ ...webhookQueryOptions(id), staleTime: 0 });
      setBase(current);
      setConflict({ mine, current: formValuesOf(current.data) });
    } catch (error) {
      console.error('Error fetching webhook endpoint', error);
      setFailure({ message: isApiError(error) ? error.message : null });
    }
  }

  const takeSaved = () => {
    form.reset(formValuesOf(base.data));
    setConflict(null);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={640}>
        {conflict && <Conflict {...conflict} onTakeSaved={takeSaved} />}
        <WebhookFields form={form} withEnabled />
        {failure && (
          <Alert color="red" role="alert" title={t('webhooks.detail.saveError')}>
            {failure.message && <Text size="sm">{failure.message}</Text>}
          </Alert>
        )}
        {saved && !isDirty && (
          <Alert color="green" role="status">
            {t('webhooks.detail.saved')}
          </Alert>
        )}
        <Group gap="sm">
          <SubmitButton loading={form.formState.isSubmitting}>{t('webhooks.detail.save')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}

type ConflictProps = {
  /** The form's entries when the save was refused. */
  mine: WebhookFormValues;
  /** The endpoint as the other change left it. */
  current: WebhookFormValues;
  onTakeSaved: () => void;
};

/** Said when a save met someone else's change (412): what now differs from the entries, field by field. */
function Conflict({ mine, current, onTakeSaved }: ConflictProps) {
  const { t } = useTranslation();
  const shown = (field: Field, values: WebhookFormValues): string => {
    switch (field) {
      case 'events':
        return values.events.length === 0
          ? t('webhooks.detail.none')
          : values.events.map((event: WebhookEvent) => t(EVENT_LABELS[event])).join(', ');
      case 'enabled':
        return t(values.enabled ? 'webhooks.detail.yes' : 'webhooks.detail.no');
      default:
        return values[field] || t('webhooks.detail.none');
    }
  };
  const differing = WEBHOOK_FORM_FIELDS.filter((field) => !same(field, mine, current));
  return (
    <Alert color="red" role="alert" title={t('webhooks.detail.conflict.title')}>
      <Stack gap="xs">
        <Text size="sm">{t('webhooks.detail.conflict.body')}</Text>
        {differing.length > 0 && (
          <List size="sm">
            {differing.map((field) => (
              <List.Item key={field} style={{ overflowWrap: 'anywhere' }}>
                {t('webhooks.detail.conflict.change', {
                  field: t(`webhooks.fields.${field}`),
                  current: shown(field, current),
                  mine: shown(field, mine),
                })}
              </List.Item>
            ))}
          </List>
        )}
        <Button size="xs" variant="default" onClick={onTakeSaved} style={{ alignSelf: 'flex-start' }}>
          {t('webhooks.detail.conflict.discard')}
        </Button>
      </Stack>
    </Alert>
  );
}
