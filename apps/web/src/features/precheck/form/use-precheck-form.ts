import type { PrecheckCreated } from '@portal/shared';
import { useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { focusField } from '@/components/form/form-error-summary';
import { useCaptcha } from '@/features/captcha';
import { type DraftValues, useDraft, useDraftAutosave } from './use-draft';
import { useFormSubmit, type UseFormSubmitOptions } from './use-form-submit';

export type UsePrecheckFormOptions<
  TValues extends FieldValues & DraftValues,
  TData,
  TSent = PrecheckCreated,
> = Pick<UseFormSubmitOptions<TValues, TData, TSent>, 'serverFields' | 'onSubmit' | 'what'> & {
  /** `public` adds the captcha; `internal` is used signed in and sends none. */
  variant: 'internal' | 'public';
  /** Names the form's autosaved draft. */
  draftKey: string;
  /** The empty form, to start with and to return to after sending. */
  defaults: TValues;
  /** The shared schema as the form's resolver. */
  resolver: Resolver<TValues, unknown, TData>;
  /** Makes a restored draft consistent before the form starts with it. */
  prepare?: (values: TValues) => TValues;
  /** What of the values the draft keeps. */
  toDraft?: (values: TValues) => TValues;
  /** The server accepted the form (now empty again, its draft gone): the page shows the success. */
  onCreated: (sent: TSent) => void;
};

/**
 * The state every pre-check form starts from (spec §2 and §5, DESIGN §6): the draft restored from
 * localStorage and saved on every change, the captcha of a public form, the react-hook-form form
 * (first judged when a field is left, then on every change) and how it submits.
 */
export function usePrecheckForm<TValues extends FieldValues & DraftValues, TData, TSent = PrecheckCreated>({
  variant,
  draftKey,
  defaults,
  resolver,
  prepare = (values) => values,
  toDraft,
  serverFields,
  onSubmit,
  onCreated,
  what,
}: UsePrecheckFormOptions<TValues, TData, TSent>) {
  const draft = useDraft(draftKey, defaults);
  const captcha = useCaptcha(variant === 'public');
  const [draftNotice, setDraftNotice] = useState(draft.restored);
  const [initialValues] = useState(() => prepare(draft.initialValues));

  const form = useForm<TValues, unknown, TData>({
    resolver,
    defaultValues: initialValues as DefaultValues<TValues>,
    // First judged when left, then on every change: no red text while someone is still typing.
    mode: 'onTouched',
    // The summary box takes focus instead, so the user sees the whole list at once.
    shouldFocusError: false,
  });
  useDraftAutosave(form, draft.save, toDraft);

  // The review ("Check your answers") holds the data the form was judged valid with; the form stays
  // mounted under it, hidden, so going back finds every value (and every conditional question) as left.
  const [review, setReview] = useState<TData | null>(null);
  const focusOnReturn = useRef<string | null>(null);
  const openReview = (data: TData) => {
    setReview(data);
    draft.saveStep(true);
  };
  /** Back to the form, with focus on `focusId` (a Change link's section, or the Continue button). */
  const closeReview = (focusId?: string) => {
    // The widget starts afresh when the review opens again: a solution kept meanwhile would be sent
    // under an unticked box.
    captcha.reset();
    focusOnReturn.current = focusId ?? null;
    setReview(null);
    draft.saveStep(false);
  };
  useEffect(() => {
    if (review !== null || !focusOnReturn.current) return;
    focusField(focusOnReturn.current);
    focusOnReturn.current = null;
  }, [review]);
  // The draft keeps the step: a reload during the review opens it again, if its values still pass.
  const restoreReview = useRef(draft.reviewing);
  useEffect(() => {
    if (!restoreReview.current) return;
    restoreReview.current = false;
    void form.handleSubmit(setReview, () => draft.saveStep(false))();
  }, [form, draft]);

  const startOver = () => {
    form.reset(defaults);
    draft.clear();
    setDraftNotice(false);
    submission.clearAttempt();
  };

  const submission = useFormSubmit({
    form,
    captcha,
    serverFields,
    onSubmit,
    onReview: openReview,
    onFieldErrors: () => closeReview(),
    onSent: (created) => {
      startOver();
      onCreated(created);
    },
    idempotencyKey: draft.submissionKey,
    renewKey: draft.renewKey,
    what,
  });

  return { form, captcha, submission, draftNotice, startOver, review, closeReview };
}

export type PrecheckFormState<
  TValues extends FieldValues & DraftValues,
  TData,
  TSent = PrecheckCreated,
> = ReturnType<typeof usePrecheckForm<TValues, TData, TSent>>;
