import { Stack, Title } from '@mantine/core';
import type { Language, PrecheckCreated } from '@portal/shared';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { currentLanguage } from '@/lib/i18n';
import type { CreatePrecheckInput, PrecheckCopy } from '@/features/precheck/api/create-precheck';
import type { FormSubmission } from './use-form-submit';

/** The success page, fetched when the form is first used (precheck-form-frame.tsx). */
export const loadSubmitSuccess = () => import('./submit-success');
const SubmitSuccess = lazy(() => loadSubmitSuccess().then((module) => ({ default: module.SubmitSuccess })));

/** What a pre-check form takes from the page around it. */
export type PrecheckFormProps<TData, TSent = PrecheckCreated> = {
  /** `public` adds the captcha; `internal` is used signed in and sends none. */
  variant: 'internal' | 'public';
  /** Names the form's autosaved draft; include the user for signed-in forms. */
  draftKey: string;
  onSubmit: (submission: FormSubmission<TData>) => Promise<TSent>;
  /** The server accepted the form: the page shows the success in its place. */
  onCreated: (sent: TSent) => void;
  /** Answers to start from instead of an empty form (an applicant's update), with the sections to look at. */
  start?: { values: unknown; marked: readonly string[] };
};

export type CreatePrecheckPageProps<TData> = Pick<PrecheckFormProps<TData>, 'variant' | 'draftKey'> & {
  title: string;
  /** The form's id: the title gets `${formId}-title`, which names the form. */
  formId: string;
  form: ComponentType<PrecheckFormProps<TData>>;
  /** Sends the pre-check; the PDF and any error messages come back in `language`. */
  create: (input: CreatePrecheckInput<TData>) => Promise<PrecheckCreated>;
  /** The applicant's copy of a pre-check just sent, in `language`. */
  copyOf: (created: PrecheckCreated, language: Language) => PrecheckCopy;
};

/**
 * A pre-check form with its title, sending in the UI's language; once the server accepted it, the
 * success page in its place, until "Submit another" brings a fresh form.
 */
export function CreatePrecheckPage<TData>({
  title,
  formId,
  form: Form,
  create,
  copyOf,
  variant,
  draftKey,
}: CreatePrecheckPageProps<TData>) {
  const [created, setCreated] = useState<PrecheckCreated | null>(null);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2" id={`${formId}-title`}>
        {title}
      </Title>
      {created ? (
        <Suspense fallback={null}>
          <SubmitSuccess
            created={created}
            copy={copyOf(created, currentLanguage())}
            onAnother={() => setCreated(null)}
          />
        </Suspense>
      ) : (
        <Form
          // A new key (another user) is another draft: start the form afresh.
          key={draftKey}
          variant={variant}
          draftKey={draftKey}
          onSubmit={(submission) => create({ ...submission, language: currentLanguage() })}
          onCreated={setCreated}
        />
      )}
    </Stack>
  );
}
