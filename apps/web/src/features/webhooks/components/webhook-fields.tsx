import { Checkbox, Text, Textarea, TextInput } from '@mantine/core';
import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
  type WebhookEndpoint,
  webhookUpdateSchema,
} from '@portal/shared';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { useFieldBinding } from '@/components/form/use-field-binding';
import { useFieldErrorText } from '@/lib/form-errors';
import { EVENT_LABELS } from './event-labels';

/**
 * What both forms edit: a new endpoint's form leaves `enabled` out of the request (a new endpoint is
 * enabled), an endpoint's settings send all four.
 */
export const webhookFormSchema = webhookUpdateSchema;
export type WebhookFormValues = z.input<typeof webhookFormSchema>;
export type WebhookFormOutput = z.output<typeof webhookFormSchema>;
export type WebhookForm = UseFormReturn<WebhookFormValues, unknown, WebhookFormOutput>;

/** The fields the server may name in a refusal (`errors[].path`), each shown at its input. */
export const WEBHOOK_FORM_FIELDS = ['url', 'events', 'description', 'enabled'] as const;

export const NEW_WEBHOOK_VALUES: WebhookFormValues = { url: '', events: [], description: '', enabled: true };

/** An endpoint as the form shows it. */
export const formValuesOf = ({ url, events, description, enabled }: WebhookEndpoint): WebhookFormValues => ({
  url,
  events: [...events],
  description: description ?? '',
  enabled,
});

export type WebhookFieldsProps = {
  form: WebhookForm;
  /** With whether events are sent: an endpoint's settings; a new endpoint is enabled. */
  withEnabled?: boolean;
  /** Opened by its button: the form starts at its first field. */
  autoFocus?: boolean;
};

/** URL, events and description; with `withEnabled`, whether events are sent. */
export function WebhookFields({ form, withEnabled = false, autoFocus = false }: WebhookFieldsProps) {
  const { t } = useTranslation();
  const field = useFieldBinding(form);
  const errorText = useFieldErrorText();
  return (
    <>
      <TextInput
        type="url"
        label={t('webhooks.fields.url')}
        description={t('webhooks.fields.urlHint')}
        autoComplete="off"
        spellCheck={false}
        required
        maxLength={WEBHOOK_URL_MAX}
        autoFocus={autoFocus}
        {...field('url')}
      />
      <Controller
        control={form.control}
        name="events"
        render={({ field: events, fieldState }) => (
          <CheckboxGroupField
            id="webhook-events"
            label={t('webhooks.fields.events')}
            description={t('webhooks.fields.eventsHint')}
            required
            options={WEBHOOK_EVENTS.map((event) => ({
              value: event,
              label: t(EVENT_LABELS[event]),
              // The name the receiver reads in `type`: what an integrator looks for.
              description: (
                <Text span ff="monospace" fz="xs" c="gray.7">
                  {event}
                </Text>
              ),
            }))}
            value={events.value}
            onChange={events.onChange}
            onBlur={events.onBlur}
            error={errorText(fieldState.error)}
          />
        )}
      />
      <Textarea
        label={t('webhooks.fields.description')}
        description={t('webhooks.fields.descriptionHint')}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={WEBHOOK_DESCRIPTION_MAX}
        {...field('description')}
      />
      {withEnabled && (
        <Checkbox
          label={t('webhooks.fields.enabled')}
          description={t('webhooks.fields.enabledHint')}
          {...form.register('enabled')}
        />
      )}
    </>
  );
}
