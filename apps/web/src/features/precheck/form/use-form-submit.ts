import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { PrecheckCreated } from '@portal/shared';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import type { SubmitOutcome } from './submit-outcome';
import type { RetryNotice } from '@/lib/retry';
import type { Captcha } from '@/features/captcha';

/**
 * What a form hands to its caller: the checked data, the captcha solution of a public form, the
 * form's `Idempotency-Key`, and whom to tell when the send is retried.
 */
export type FormSubmission<TData> = {
  data: TData;
  captchaToken: string | null;
  idempotencyKey: string;
  onRetry: (notice: RetryNotice) => void;
};

/** `TSent`: what the server answers a sent form with (a new pre-check's id and reference, by default). */
export type UseFormSubmitOptions<TValues extends FieldValues, TData, TSent = PrecheckCreated> = {
  form: UseFormReturn<TValues, unknown, TData>;
  captcha: Captcha;
  /** The fields a server error's `path` may name; such errors show under their field. */
  serverFields: readonly Path<TValues>[];
  /** Sends the data; a rejection keeps every entered value and shows why. */
  onSubmit: (submission: FormSubmission<TData>) => Promise<TSent>;
  /** A valid form's data, to review before it is sent. */
  onReview: (data: TData) => void;
  /** The server put errors under fields: the form shows them (the review closes). */
  onFieldErrors: () => void;
  /** Called once the server has accepted the form, with its answer: the success page takes over. */
  onSent: (sent: TSent) => void;
  /** The filled form's `Idempotency-Key`, sent with every try of it. */
  idempotencyKey: string;
  /** Draws another key, when this one was spent on other values. */
  renewKey: () => void;
  /** Names the form in the console when sending fails, e.g. 'the POS pre-check'. */
  what: string;
};

/**
 * How every pre-check form submits (spec §2 and §5, DESIGN §6): check with the shared
 * schema and open the review ("Check your answers") for a valid form; from the review, block a public
 * form without a solved captcha before any request; wait for the answer; on success hand it to
 * `onSent` (the success page); on failure keep every value, put the server's field errors under their
 * fields (back in the form) and move focus to the messages.
 */
export function useFormSubmit<TValues extends FieldValues, TData, TSent = PrecheckCreated>({
  form,
  captcha,
  serverFields,
  onSubmit,
  onReview,
  onFieldErrors,
  onSent,
  idempotencyKey,
  renewKey,
  what,
}: UseFormSubmitOptions<TValues, TData, TSent>) {
  const { t } = useTranslation();
  // Whether the user tried to submit since the form was last empty: the error summary waits for it,
  // so leaving an empty field does not push the form down while someone is still filling it in.
  const [attempted, setAttempted] = useState(false);
  // Whether the last submit found the captcha unsolved. Not after the server failed: the captcha is
  // reset then, but the person did nothing wrong, and the failure notice asks them to solve it again.
  const [captchaPrompt, setCaptchaPrompt] = useState(false);
  const [outcome, setOutcome] = useState<SubmitOutcome>(null);
  const [captchaServerError, setCaptchaServerError] = useState<string | null>(null);
  const [retrying, setRetrying] = useState<RetryNotice | null>(null);
  // A second click (or Enter) while one send is under way sends nothing: the button's loading state
  // comes a render later, a double click is quicker.
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [, setFeedbackFocus] = useState(0);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const focusPending = useRef(false);

  // After a submit, move focus to the messages at the top and bring them into view. react-hook-form
  // publishes the errors only after calling onInvalid, so the box may render a moment after the
  // request to focus it: the request waits for the first render that has the box.
  useEffect(() => {
    if (!focusPending.current || !feedbackRef.current) return;
    focusPending.current = false;
    feedbackRef.current.focus({ preventScroll: true });
    feedbackRef.current.scrollIntoView({ block: 'start', behavior: 'smooth' });
  });
  const focusFeedback = () => {
    focusPending.current = true;
    setFeedbackFocus((count) => count + 1);
  };

  const captchaMissing = captcha.required && !captcha.token;
  const captchaError = captcha.token
    ? undefined
    : (captchaServerError ?? (captchaPrompt ? t('forms.captchaRequired') : undefined));

  /**
   * The form's own submit: judged by the shared schema, a valid form opens the review with its data
   * (nothing is sent yet); an invalid one moves focus to the error summary.
   */
  const review = async (event: FormEvent<HTMLFormElement>) => {
    setAttempted(true);
    setOutcome(null);
    await form.handleSubmit(onReview, () => focusFeedback())(event);
  };

  /** The review's Submit: sends the reviewed data once, however often it is pressed meanwhile. */
  const submit = async (data: TData) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      await send(data);
    } finally {
      sending.current = false;
      setBusy(false);
      setRetrying(null);
    }
  };

  const send = async (data: TData) => {
    setCaptchaPrompt(captchaMissing);
    setOutcome(null);
    setCaptchaServerError(null);
    // Spec §5: a public submission without a solved captcha is blocked here, before any request.
    if (captchaMissing) {
      focusFeedback();
      return;
    }
    let sent: TSent;
    try {
      sent = await onSubmit({
        data,
        captchaToken: captcha.enabled ? captcha.token : null,
        idempotencyKey,
        onRetry: setRetrying,
      });
    } catch (failure) {
      console.error(`Error submitting ${what}`, failure);
      const atFields = applyServerFieldErrors(failure, serverFields, form.setError);
      const captchaIssue = isApiError(failure) ? failure.errors.find((e) => e.path === 'captcha') : undefined;
      if (captchaIssue) setCaptchaServerError(captchaIssue.message);
      // The server checks the body before the captcha, so a 400 about fields leaves the solution
      // unspent; after anything else it may be used up, and a used solution is refused.
      const spent = captcha.enabled && (Boolean(captchaIssue) || !isApiError(failure, 400));
      if (spent) captcha.reset();
      // The key reached the server with other values (an earlier send whose answer was lost): the
      // next send of these values is a new pre-check, under a new key.
      const keySpent = isApiError(failure) && failure.code === 'idempotency_conflict';
      if (keySpent) renewKey();
      // A network error or the server's own failure is not the person's mistake: said as such.
      setOutcome({
        kind: 'failure',
        message: keySpent
          ? t('forms.sentWithOtherValues')
          : isApiError(failure)
            ? failure.message
            : t('forms.networkError'),
        solveAgain: spent && !captchaIssue,
      });
      // Errors the server puts under fields are read and fixed there: back to the form.
      if (atFields) onFieldErrors();
      focusFeedback();
      return;
    }
    setAttempted(false);
    setCaptchaPrompt(false);
    captcha.reset();
    onSent(sent);
  };

  return {
    review,
    submit,
    /** While the review's Submit is sending. */
    busy,
    /** The last failed submit, for SubmitOutcomeAlert (inside FormFeedback). */
    outcome,
    /** While a send is retried: which retry of how many, for the form to say so. */
    retrying,
    /** 'Please complete the captcha' after a blocked submit, or the server's word on the solution. */
    captchaError,
    /** The box around the outcome and the error summary, which takes focus after a failed submit. */
    feedbackRef,
    /** Whether the user tried to submit since the form was last empty: the error summary shows from then. */
    attempted,
    /** Forget the submit attempt, e.g. when the user clears the form. */
    clearAttempt: () => {
      setAttempted(false);
      setCaptchaPrompt(false);
    },
  };
}
