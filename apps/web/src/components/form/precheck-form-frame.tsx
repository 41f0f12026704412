import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from './captcha-field';
import type { FormErrorItem } from './form-error-summary';
import { DraftRestoredNotice, FormFeedback } from './form-feedback';
import { RequiredHint } from './required-hint';
import { ProgressColumn, WITH_PROGRESS } from './section-progress/progress-column';
import { SubmitButton } from './submit-button';
import type { DraftValues } from './use-draft';
import type { PrecheckFormState } from './use-precheck-form';

export type PrecheckFormFrameProps<TValues extends FieldValues & DraftValues, TData> = {
  /** The form's id: its title is `${formId}-title`, its captcha `${formId}-captcha`. */
  formId: string;
  state: PrecheckFormState<TValues, TData>;
  /** Every current field error, in form order; the captcha's is added after them. */
  errors: FormErrorItem[];
  /** The form's sections. */
  children: ReactNode;
  /** The sections' progress (section-progress/): beside the form on wide screens, a bar above it on narrow ones. */
  progress?: ReactNode;
};

/**
 * What is around every pre-check form's sections: the restored-draft notice, the outcome and the
 * 'Please fix the following errors:' box, the required hint; after them the captcha and Submit.
 */
export function PrecheckFormFrame<TValues extends FieldValues & DraftValues, TData>({
  formId,
  state: { form, captcha, submission, draftNotice, startOver },
  errors,
  children,
  progress,
}: PrecheckFormFrameProps<TValues, TData>) {
  const { t } = useTranslation();
  const captchaId = `${formId}-captcha`;
  const { captchaError } = submission;
  // 'Please complete the captcha' verbatim (spec §8): the message says what it is about. The summary
  // waits for a submit attempt, then follows the errors as they are fixed.
  const summaryItems = !submission.attempted
    ? []
    : captchaError
      ? [...errors, { id: captchaId, label: '', message: captchaError }]
      : errors;

  return (
    <form
      onSubmit={(event) => void submission.submit(event)}
      // Focus covers keyboards and screen readers in focus mode, a pointer press anything else.
      onFocus={captcha.engage}
      onPointerDown={captcha.engage}
      noValidate
      aria-labelledby={`${formId}-title`}
      className={progress ? WITH_PROGRESS : undefined}
    >
      {progress && <ProgressColumn>{progress}</ProgressColumn>}
      <Stack gap="lg">
        {draftNotice && <DraftRestoredNotice onDiscard={startOver} />}
        <FormFeedback
          feedbackRef={submission.feedbackRef}
          outcome={submission.outcome}
          errors={summaryItems}
        />
        <RequiredHint />

        {children}

        <CaptchaField captcha={captcha} id={captchaId} error={captchaError} />

        <Group>
          <SubmitButton size="md" loading={form.formState.isSubmitting}>
            {t('forms.submit')}
          </SubmitButton>
          {/* Always there, so a screen reader hears each retry as it is said. */}
          <Text size="sm" role="status">
            {submission.retrying && t('forms.retrying', submission.retrying)}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
