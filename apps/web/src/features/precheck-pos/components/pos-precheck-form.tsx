import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
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
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Controller, type FieldError, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '@/components/form/captcha-field';
import { checkboxGroupFirstId, CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { type FormErrorItem, FormErrorSummary } from '@/components/form/form-error-summary';
import { RequiredHint } from '@/components/form/required-hint';
import { scrollToTop, type SubmitOutcome, SubmitOutcomeAlert } from '@/components/form/submit-outcome';
import { useCaptcha } from '@/components/form/use-captcha';
import { useDraft } from '@/components/form/use-draft';
import { YesNoSelect } from '@/components/form/yes-no-select';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors, useFieldErrorText } from '@/lib/form-errors';
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

export type PosPrecheckSubmission = { data: PosPrecheckData; captchaToken: string | null };

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

/** The first error in a field's error tree: list fields report per item (`cards.0`) or as a whole. */
function firstError(error: unknown): FieldError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error as FieldError;
  if (Array.isArray(error)) {
    for (const item of error) {
      const found = firstError(item);
      if (found) return found;
    }
  }
  return undefined;
}

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
  // Whether the user tried to submit since the form was last empty: the captcha error waits for it.
  const [attempted, setAttempted] = useState(false);
  const [outcome, setOutcome] = useState<SubmitOutcome>(null);
  const [captchaServerError, setCaptchaServerError] = useState<string | null>(null);
  const [feedbackFocus, setFeedbackFocus] = useState(0);
  const feedbackRef = useRef<HTMLDivElement>(null);

  const form = useForm<PosFormValues, unknown, PosPrecheckData>({
    resolver: posResolver,
    defaultValues: draft.initialValues,
    // First judged when left, then on every change: no red text while someone is still typing.
    mode: 'onTouched',
    // The summary box takes focus instead, so the user sees the whole list at once.
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;

  const { save: saveDraft, clear: clearDraft } = draft;
  useEffect(() => {
    const subscription = form.watch(() => saveDraft(form.getValues()));
    return () => subscription.unsubscribe();
  }, [form, saveDraft]);

  // After a failed submit, move focus to the messages at the top (they render first, then get focus).
  useEffect(() => {
    if (feedbackFocus === 0) return;
    feedbackRef.current?.focus({ preventScroll: true });
    feedbackRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [feedbackFocus]);
  const focusFeedback = () => setFeedbackFocus((count) => count + 1);

  const captchaMissing = captcha.required && !captcha.token;
  const captchaError = captcha.token
    ? undefined
    : (captchaServerError ?? (attempted && captchaMissing ? t('forms.captchaRequired') : undefined));

  const fieldError = (field: PosField) => errorText(firstError(errors[field]));

  const summaryItems: FormErrorItem[] = POS_FIELDS.flatMap((field) => {
    const message = fieldError(field);
    return message ? [{ id: focusTarget(field), label: t(`precheckPos.fields.${field}`), message }] : [];
  });
  // 'Please complete the captcha' verbatim (spec §8): the message says what it is about.
  if (captchaError) summaryItems.push({ id: CAPTCHA_ID, label: '', message: captchaError });

  const startOver = () => {
    form.reset(POS_FORM_DEFAULTS);
    clearDraft();
    setDraftNotice(false);
    setAttempted(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    setOutcome(null);
    setCaptchaServerError(null);
    let sent = false;

    await form.handleSubmit(async (data) => {
      // Spec §5: a public submission without a solved captcha is blocked here, before any request.
      if (captchaMissing) {
        focusFeedback();
        return;
      }
      try {
        await onSubmit({ data, captchaToken: captcha.enabled ? captcha.token : null });
        sent = true;
      } catch (failure) {
        console.error('Error submitting the POS pre-check', failure);
        applyServerFieldErrors(failure, POS_FIELDS, form.setError);
        const captchaIssue = isApiError(failure)
          ? failure.errors.find((e) => e.path === 'captcha')
          : undefined;
        if (captchaIssue) setCaptchaServerError(captchaIssue.message);
        // The server checks the body before the captcha, so a 400 about fields leaves the solution
        // unspent; after anything else it may be used up, and a used solution is refused.
        if (captcha.enabled && (captchaIssue || !isApiError(failure, 400))) captcha.reset();
        setOutcome({ kind: 'failure', message: isApiError(failure) ? failure.message : null });
        focusFeedback();
      }
    }, focusFeedback)(event);

    // Reset after handleSubmit has finished, so the empty form does not count as "submitted".
    if (sent) {
      startOver();
      captcha.reset();
      setOutcome({ kind: 'success' });
      scrollToTop();
    }
  };

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
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${POS_FORM_ID}-title`}>
      <Stack gap="lg">
        {draftNotice && (
          <Alert color="blue" variant="light">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('forms.draftRestored')}</Text>
              <Button size="xs" variant="default" onClick={startOver}>
                {t('forms.discardDraft')}
              </Button>
            </Group>
          </Alert>
        )}
        {(outcome || summaryItems.length > 0) && (
          <Stack ref={feedbackRef} tabIndex={-1} gap="sm" style={{ outline: 'none', scrollMarginTop: 80 }}>
            <SubmitOutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} />
            <FormErrorSummary items={summaryItems} />
          </Stack>
        )}
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
