import { messageKey } from '@portal/i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  POS_CATALOGUE,
  POS_FIELDS,
  POS_FORM_DEFAULTS,
  POS_KEYS,
  type PosFieldSpec,
  type PosFormValues,
  type PosPrecheckData,
  posPrecheckInputSchema,
  type PosSection,
} from '@portal/shared';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '@/components/form/captcha-field';
import { CatalogueFieldInput, fieldFocusId, isWideField } from '@/components/form/catalogue-field-input';
import type { FormErrorItem } from '@/components/form/form-error-summary';
import { DraftRestoredNotice, FormFeedback } from '@/components/form/form-feedback';
import { RequiredHint } from '@/components/form/required-hint';
import { useCaptcha } from '@/components/form/use-captcha';
import { useDraft, useDraftAutosave } from '@/components/form/use-draft';
import { type FormSubmission, useFormSubmit } from '@/components/form/use-form-submit';
import { firstFieldError, useFieldErrorText } from '@/lib/form-errors';
import { POS_FORM_ID, posFieldId } from './pos-form-fields';

export type PosPrecheckSubmission = FormSubmission<PosPrecheckData>;

export type PosPrecheckFormProps = {
  /** `public` (/p/add-precheck-pos) adds the captcha; `internal` is used signed in and sends none. */
  variant: 'internal' | 'public';
  /** Names this form's autosaved draft; include the user for signed-in forms. */
  draftKey: string;
  /** Sends the pre-check; a rejection keeps every entered value and shows why. */
  onSubmit: (submission: PosPrecheckSubmission) => Promise<unknown>;
};

const CAPTCHA_ID = `${POS_FORM_ID}-captcha`;

/**
 * The shared schema as the form's resolver. Its input type is what an API client may send (amounts
 * as numbers too, optional answers left out); the form holds every answer as text or wire values.
 */
const posResolver = zodResolver(posPrecheckInputSchema) as unknown as Resolver<
  PosFormValues,
  unknown,
  PosPrecheckData
>;

const SECTIONS = Object.keys(POS_CATALOGUE) as PosSection[];
const SERVER_FIELDS = POS_FIELDS.map((field) => field.name);

/**
 * The POS pre-check form (spec §2 and §5), validated by the shared schema: the browser and the API
 * apply the very same rules. Errors show under a field once it was left (and from then on as it
 * changes), and all of them in the summary box; the draft is kept in localStorage until it is sent.
 */
export function PosPrecheckForm({ variant, draftKey, onSubmit }: PosPrecheckFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const draft = useDraft(draftKey, POS_FORM_DEFAULTS);
  const captcha = useCaptcha(variant === 'public');
  const [draftNotice, setDraftNotice] = useState(draft.restored);

  const form = useForm<PosFormValues, unknown, PosPrecheckData>({
    resolver: posResolver,
    defaultValues: draft.initialValues,
    // First judged when left, then on every change: no red text while someone is still typing.
    mode: 'onTouched',
    // The summary box takes focus instead, so the user sees the whole list at once.
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  useDraftAutosave(form, draft.save);

  const startOver = () => {
    form.reset(POS_FORM_DEFAULTS);
    draft.clear();
    setDraftNotice(false);
    submission.clearAttempt();
  };

  const submission = useFormSubmit({
    form,
    captcha,
    serverFields: SERVER_FIELDS,
    onSubmit,
    onSent: startOver,
    what: 'the POS pre-check',
  });
  const { captchaError } = submission;

  const fieldError = (field: PosFieldSpec) => errorText(firstFieldError(errors[field.name]));

  const summaryItems: FormErrorItem[] = POS_FIELDS.flatMap((field) => {
    const message = fieldError(field);
    if (!message) return [];
    return [
      {
        id: fieldFocusId(field, posFieldId(field.name)),
        label: t(messageKey(POS_KEYS.field(field.name))),
        message,
      },
    ];
  });
  // 'Please complete the captcha' verbatim (spec §8): the message says what it is about.
  if (captchaError) summaryItems.push({ id: CAPTCHA_ID, label: '', message: captchaError });

  return (
    <form
      onSubmit={(event) => void submission.submit(event)}
      noValidate
      aria-labelledby={`${POS_FORM_ID}-title`}
    >
      <Stack gap="lg">
        {draftNotice && <DraftRestoredNotice onDiscard={startOver} />}
        <FormFeedback
          feedbackRef={submission.feedbackRef}
          outcome={submission.outcome}
          onDismissOutcome={submission.dismissOutcome}
          errors={summaryItems}
        />
        <RequiredHint />

        {SECTIONS.map((section) => (
          <Fieldset
            key={section}
            legend={
              <Text component="span" fw={650} size="lg">
                {t(messageKey(POS_KEYS.section(section)))}
              </Text>
            }
            radius="md"
            bg="white"
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              {POS_CATALOGUE[section].map((field: PosFieldSpec) => (
                <Box key={field.name} style={isWideField(field) ? { gridColumn: '1 / -1' } : undefined}>
                  <CatalogueFieldInput
                    field={field}
                    keys={POS_KEYS}
                    form={form}
                    name={field.name}
                    id={posFieldId(field.name)}
                    error={fieldError(field)}
                  />
                </Box>
              ))}
            </SimpleGrid>
          </Fieldset>
        ))}

        <CaptchaField captcha={captcha} id={CAPTCHA_ID} error={captchaError} />

        <Group>
          <Button type="submit" size="md" loading={isSubmitting}>
            {t('forms.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
