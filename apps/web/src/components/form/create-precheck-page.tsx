import { Stack, Title } from '@mantine/core';
import type { PrecheckCreated } from '@portal/shared';
import type { ComponentType } from 'react';
import { currentLanguage } from '@/lib/i18n';
import type { CreatePrecheckInput } from '@/lib/create-precheck';
import type { FormSubmission } from './use-form-submit';

/** What a pre-check form takes from the page around it. */
export type PrecheckFormProps<TData> = {
  /** `public` adds the captcha; `internal` is used signed in and sends none. */
  variant: 'internal' | 'public';
  /** Names the form's autosaved draft; include the user for signed-in forms. */
  draftKey: string;
  onSubmit: (submission: FormSubmission<TData>) => Promise<PrecheckCreated>;
};

export type CreatePrecheckPageProps<TData> = Pick<PrecheckFormProps<TData>, 'variant' | 'draftKey'> & {
  title: string;
  /** The form's id: the title gets `${formId}-title`, which names the form. */
  formId: string;
  form: ComponentType<PrecheckFormProps<TData>>;
  /** Sends the pre-check; the PDF and any error messages come back in `language`. */
  create: (input: CreatePrecheckInput<TData>) => Promise<PrecheckCreated>;
};

/** A pre-check form with its title, sending in the UI's language. */
export function CreatePrecheckPage<TData>({
  title,
  formId,
  form: Form,
  create,
  variant,
  draftKey,
}: CreatePrecheckPageProps<TData>) {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2" id={`${formId}-title`}>
        {title}
      </Title>
      <Form
        // A new key (another user) is another draft: start the form afresh.
        key={draftKey}
        variant={variant}
        draftKey={draftKey}
        onSubmit={(submission) => create({ ...submission, language: currentLanguage() })}
      />
    </Stack>
  );
}
