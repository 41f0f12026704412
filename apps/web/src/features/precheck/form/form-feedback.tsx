import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Ref } from 'react';
import { type FieldValues, type UseFormReturn, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FormErrorItem, FormErrorSummary } from '@/components/form/form-error-summary';
import { shownFieldError } from '@/components/form/shown-field-error';
import { firstFieldError, useFieldErrorText } from '@/lib/form-errors';
import { type SubmitOutcome, SubmitOutcomeAlert } from './submit-outcome';

export type FormFeedbackProps = {
  /** From useFormSubmit: receives focus after a failed submit. */
  feedbackRef: Ref<HTMLDivElement>;
  outcome: SubmitOutcome;
  /** Every current error, in form order. */
  errors: FormErrorItem[];
};

/** The top of a form: the last submit's outcome and the 'Please fix the following errors:' box. */
export function FormFeedback({ feedbackRef, outcome, errors }: FormFeedbackProps) {
  if (!outcome && errors.length === 0) return null;
  return (
    <Stack ref={feedbackRef} tabIndex={-1} gap="sm" style={{ outline: 'none', scrollMarginTop: 80 }}>
      <SubmitOutcomeAlert outcome={outcome} />
      <FormErrorSummary items={errors} />
    </Stack>
  );
}

export type FieldErrorFeedbackProps<V extends FieldValues, O> = Omit<FormFeedbackProps, 'errors'> & {
  form: UseFormReturn<V, unknown, O>;
  /** The summary's items from each field's shown error, or nothing while no summary is shown. */
  errors: ((errorOf: (path: string) => string | undefined) => FormErrorItem[]) | undefined;
};

/**
 * FormFeedback with the summary of a form's field errors. It reads the form's state itself, so as
 * errors come and go this box re-renders, not the whole form; before a submit attempt it reads none.
 */
export function FieldErrorFeedback<V extends FieldValues, O>({
  form,
  errors,
  ...feedback
}: FieldErrorFeedbackProps<V, O>) {
  const formState = useFormState({ control: form.control });
  const errorText = useFieldErrorText();
  const items = errors?.((path) => errorText(firstFieldError(shownFieldError(formState, path)))) ?? [];
  return <FormFeedback {...feedback} errors={items} />;
}

/** Says that unsent entries were restored from the draft, and offers to start afresh. */
export function DraftRestoredNotice({ onDiscard }: { onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('forms.draftRestored')}</Text>
        <Button size="xs" variant="default" onClick={onDiscard}>
          {t('forms.discardDraft')}
        </Button>
      </Group>
    </Alert>
  );
}
