import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormErrorItem, FormErrorSummary } from '@/components/form/form-error-summary';
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
