import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { signupRequestSchema } from '@portal/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors, useFieldErrorText } from '@/lib/form-errors';
import { currentLanguage } from '@/lib/i18n';
import { useSignup } from '../api/signup';
import type { SignInHandoff } from './sign-in-handoff';

const signupFormSchema = signupRequestSchema.pick({ name: true, email: true });
const signupFields = ['name', 'email'] as const;

/** Registers a merchant account, then continues at the code step of sign-in (DESIGN §6). */
export function SignUpForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useFieldErrorText();
  const signup = useSignup();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { name: '', email: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await signup.mutateAsync({ ...values, languagePreference: currentLanguage() });
      const handoff: SignInHandoff = { email: values.email };
      await navigate(paths.auth.getHref(), { state: handoff });
    } catch (failure) {
      applyServerFieldErrors(failure, signupFields, form.setError);
      setError(isApiError(failure) ? failure.message : t('auth.errorOccurred'));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('auth.signUpTitle')}
        </Title>
        <Text c="gray.7" size="sm">
          {t('auth.signUpIntro')}
        </Text>
        <TextInput
          label={t('auth.fullName')}
          autoComplete="name"
          required
          autoFocus
          error={errorText(errors.name)}
          {...form.register('name')}
        />
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          error={errorText(errors.email)}
          {...form.register('email')}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {t('auth.register')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.haveAccount')}{' '}
          <Anchor component={Link} to={paths.auth.getHref()}>
            {t('auth.signInLink')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
