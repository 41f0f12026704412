import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Fieldset,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import {
  POS_ADDITIONAL_SERVICES,
  POS_CARDS,
  POS_CASH_CUTS,
  POS_SECTIONS,
  POS_TIPS,
  type PosPrecheckData,
  posPrecheckInputSchema,
} from '@portal/shared';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '@/components/form/captcha-field';
import { checkboxGroupFirstId, CheckboxGroupField } from '@/components/form/checkbox-group-field';
import type { FormErrorItem } from '@/components/form/form-error-summary';
import { DraftRestoredNotice, FormFeedback } from '@/components/form/form-feedback';
import { RequiredHint } from '@/components/form/required-hint';
import { useCaptcha } from '@/components/form/use-captcha';
import { useDraft, useDraftAutosave } from '@/components/form/use-draft';
import { type FormSubmission, useFormSubmit } from '@/components/form/use-form-submit';
import { YesNoSelect } from '@/components/form/yes-no-select';
import { firstFieldError, useFieldErrorText } from '@/lib/form-errors';
import {
  POS_FIELDS,
  POS_FORM_DEFAULTS,
  POS_FORM_ID,
  POS_HELP_FIELDS,
  POS_REQUIRED_FIELDS,
  POS_SECTION_NAMES,
  type PosField,
  posFieldId,
  type PosFormValues,
  type PosTextField,
} from './pos-form-fields';

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
 * The shared schema as the form's resolver. Its input type says `unknown` for the fields it
 * preprocesses (amounts, URLs, optional texts), which accept any JSON; the form holds them as text.
 */
const posResolver = zodResolver(posPrecheckInputSchema) as unknown as Resolver<
  PosFormValues,
  unknown,
  PosPrecheckData
>;

/** Browser hints per text field: keyboards on phones, autofill, and the e-mail input type. */
const TEXT_INPUT_PROPS: Partial<Record<PosTextField, TextInputProps>> = {
  company: { autoComplete: 'organization' },
  contactPerson: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  telephone: { type: 'tel', autoComplete: 'tel' },
  mobile: { type: 'tel', autoComplete: 'tel' },
  website: { inputMode: 'url', autoComplete: 'url' },
  onlineShop: { inputMode: 'url' },
  turnover: { inputMode: 'decimal' },
  receiptSize: { inputMode: 'decimal' },
};

/** What an error link focuses: the input itself, or the first option of a group. */
function focusTarget(field: PosField): string {
  if (field === 'cards' || field === 'additionalServices') return checkboxGroupFirstId(posFieldId(field));
  if (field === 'cashCut' || field === 'tip') return `${posFieldId(field)}-0`;
  return posFieldId(field);
}

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
    serverFields: POS_FIELDS,
    onSubmit,
    onSent: startOver,
    what: 'the POS pre-check',
  });
  const { captchaError } = submission;

  const fieldError = (field: PosField) => errorText(firstFieldError(errors[field]));

  const summaryItems: FormErrorItem[] = POS_FIELDS.flatMap((field) => {
    const message = fieldError(field);
    return message ? [{ id: focusTarget(field), label: t(`precheckPos.fields.${field}`), message }] : [];
  });
  // 'Please complete the captcha' verbatim (spec §8): the message says what it is about.
  if (captchaError) summaryItems.push({ id: CAPTCHA_ID, label: '', message: captchaError });

  const renderTextField = (field: PosTextField) => (
    <TextInput
      key={field}
      id={posFieldId(field)}
      label={t(`precheckPos.fields.${field}`)}
      description={POS_HELP_FIELDS.has(field) ? t(`precheckPos.help.${field}`) : undefined}
      required={POS_REQUIRED_FIELDS.has(field)}
      error={fieldError(field)}
      {...TEXT_INPUT_PROPS[field]}
      {...form.register(field)}
    />
  );

  const fullWidth = { gridColumn: '1 / -1' };

  const renderField = (field: PosField) => {
    switch (field) {
      case 'cards':
      case 'additionalServices': {
        const options = (field === 'cards' ? POS_CARDS : POS_ADDITIONAL_SERVICES).map((value) => ({
          value,
          label: t(`precheckPos.${field}.${value}`),
        }));
        return (
          <Box key={field} style={fullWidth}>
            <Controller
              name={field}
              control={form.control}
              render={({ field: { value, onChange, onBlur } }) => (
                <CheckboxGroupField
                  id={posFieldId(field)}
                  label={t(`precheckPos.fields.${field}`)}
                  options={options}
                  value={value}
                  onChange={onChange}
                  onBlur={onBlur}
                  required={POS_REQUIRED_FIELDS.has(field)}
                  error={fieldError(field)}
                  columns={3}
                />
              )}
            />
          </Box>
        );
      }
      case 'terminals':
      case 'checkoutConnection':
        return (
          <YesNoSelect
            key={field}
            id={posFieldId(field)}
            label={t(`precheckPos.fields.${field}`)}
            error={fieldError(field)}
            {...form.register(field)}
          />
        );
      case 'cashCut':
      case 'tip': {
        const values = field === 'cashCut' ? POS_CASH_CUTS : POS_TIPS;
        return (
          <Box key={field} style={fullWidth}>
            <Controller
              name={field}
              control={form.control}
              render={({ field: { value, onChange, onBlur } }) => (
                <Radio.Group
                  id={posFieldId(field)}
                  label={t(`precheckPos.fields.${field}`)}
                  value={value}
                  onChange={onChange}
                  error={fieldError(field)}
                >
                  <Stack gap="xs" mt="xs">
                    {values.map((option, index) => (
                      <Radio
                        key={option}
                        id={`${posFieldId(field)}-${index}`}
                        value={option}
                        label={t(`precheckPos.${field}.${option}`)}
                        description={t(`precheckPos.${field}Help.${option}`)}
                        onBlur={onBlur}
                      />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
            />
          </Box>
        );
      }
      default:
        return renderTextField(field);
    }
  };

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

        {POS_SECTION_NAMES.map((section) => (
          <Fieldset
            key={section}
            legend={
              <Text component="span" fw={650} size="lg">
                {t(`precheckPos.sections.${section}`)}
              </Text>
            }
            radius="md"
            bg="white"
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              {POS_SECTIONS[section].map(renderField)}
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
