import { Group, Stack, Text } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import type { ViewSection } from '@portal/shared';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '@/features/captcha';
import { loadSubmitSuccess } from './create-precheck-page';
import type { FormErrorItem } from '@/components/form/form-error-summary';
import { DraftRestoredNotice, FieldErrorFeedback, FormFeedback } from './form-feedback';
import { RequiredHint } from '@/components/form/required-hint';
import { ProgressColumn, WITH_PROGRESS } from './section-progress/progress-column';
import { SubmitButton } from '@/components/form/submit-button';
import type { DraftValues } from './use-draft';
import type { PrecheckFormState } from './use-precheck-form';

// The review and the success page show only once a form is valid or sent: they are fetched when the
// form is first used, so its first load goes without their tables and date formats.
const loadReview = () => import('./precheck-review');
const PrecheckReview = lazy(() => loadReview().then((module) => ({ default: module.PrecheckReview })));
const BackToFormButton = lazy(() => loadReview().then((module) => ({ default: module.BackToFormButton })));

function fetchReviewAndSuccess() {
  void Promise.all([loadReview(), loadSubmitSuccess()]).catch(() => {
    // Tried again when shown, where a failure reaches the error page.
  });
}

export type PrecheckReviewOf<TData> = {
  /** A valid form's answers by section, as the detail page shows a stored record's. */
  sections: (data: TData) => readonly ViewSection[];
  /** The element a section's Change link moves focus to: its first field. */
  changeTarget: (sectionKey: string) => string;
  /** The password typed in, for the review to show when asked. */
  secret?: (data: TData) => string;
};

export type PrecheckFormFrameProps<TValues extends FieldValues & DraftValues, TData> = {
  /** The form's id: its title is `${formId}-title`, its captcha `${formId}-captcha`. */
  formId: string;
  state: PrecheckFormState<TValues, TData>;
  /**
   * Every field error shown now, in form order, from each field's shown error (`errorOf`, by path):
   * asked by the summary box alone, which re-renders as errors change while the form does not.
   */
  errors: (errorOf: (path: string) => string | undefined) => FormErrorItem[];
  /** The form's sections. */
  children: ReactNode;
  /** The sections' progress (section-progress/): beside the form on wide screens, a bar above it on narrow ones. */
  progress?: ReactNode;
  review: PrecheckReviewOf<TData>;
};

/**
 * What is around every pre-check form's sections: the restored-draft notice, the failure and the
 * 'Please fix the following errors:' box, the required hint, and Continue, which opens the review
 * of a valid form ("Check your answers"), where the captcha and Submit are. The form stays mounted
 * (hidden) under the review, so Back and Change find every value as it was left.
 */
export function PrecheckFormFrame<TValues extends FieldValues & DraftValues, TData>({
  formId,
  state: { form, captcha, submission, draftNotice, startOver, review: reviewed, closeReview },
  errors,
  children,
  progress,
  review,
}: PrecheckFormFrameProps<TValues, TData>) {
  const { t } = useTranslation();
  const captchaId = `${formId}-captcha`;
  const continueId = `${formId}-continue`;
  const { captchaError } = submission;
  const engage = () => {
    captcha.engage();
    fetchReviewAndSuccess();
  };

  return (
    <>
      <form
        onSubmit={(event) => void submission.review(event)}
        // Focus covers keyboards and screen readers in focus mode, a pointer press anything else: the
        // captcha starts its work while the form is filled, to be ready at the review.
        onFocus={engage}
        onPointerDown={engage}
        noValidate
        aria-labelledby={`${formId}-title`}
        className={progress ? WITH_PROGRESS : undefined}
        style={reviewed === null ? undefined : { display: 'none' }}
      >
        {progress && <ProgressColumn>{progress}</ProgressColumn>}
        <Stack gap="lg">
          {draftNotice && <DraftRestoredNotice onDiscard={startOver} />}
          {reviewed === null && (
            <FieldErrorFeedback
              form={form}
              feedbackRef={submission.feedbackRef}
              outcome={submission.outcome}
              // The summary waits for a submit attempt, then follows the errors as they are fixed.
              errors={submission.attempted ? errors : undefined}
            />
          )}
          <RequiredHint />

          {children}

          <Group>
            <SubmitButton id={continueId} size="md">
              {t('forms.continue')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
      {reviewed !== null && (
        <Suspense fallback={null}>
          <PrecheckReview
            formId={formId}
            sections={review.sections(reviewed)}
            onChange={(section) => closeReview(review.changeTarget(section))}
            secret={review.secret && (() => review.secret!(reviewed))}
            feedback={
              <FormFeedback
                feedbackRef={submission.feedbackRef}
                outcome={submission.outcome}
                // 'Please complete the captcha' verbatim (spec §8): the message says what it is about.
                errors={captchaError ? [{ id: captchaId, label: '', message: captchaError }] : []}
              />
            }
          >
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void submission.submit(reviewed);
              }}
              onFocus={captcha.engage}
              onPointerDown={captcha.engage}
              noValidate
              aria-labelledby={`${formId}-review-title`}
            >
              <Stack gap="lg">
                <CaptchaField captcha={captcha} id={captchaId} error={captchaError} />
                <Group>
                  <BackToFormButton onClick={() => closeReview(continueId)} />
                  <SubmitButton size="md" loading={submission.busy}>
                    {t('forms.submit')}
                  </SubmitButton>
                  {/* Always there, so a screen reader hears each retry as it is said. */}
                  <Text size="sm" role="status">
                    {submission.retrying && t('forms.retrying', submission.retrying)}
                  </Text>
                </Group>
              </Stack>
            </form>
          </PrecheckReview>
        </Suspense>
      )}
    </>
  );
}
