import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextInput } from '@mantine/core';
import { MAX_EMAIL, MAX_TEXT, signupRequestSchema } from '@portal/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthError, AuthForm, AuthSwitchLink } from './auth-form';
import { useFieldBinding } from '@/components/form/use-field-binding';
import { paths } from '@/config/paths';
import { fieldFailure, isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { currentLanguage } from '@/lib/i18n';
import { CaptchaField, useCaptcha } from '@/features/captcha';
import { useSignup } from '../api/signup';
import type { SignInHandoff } from './sign-in-handoff';

const signupFormSchema = signupRequestSchema.pick({ name: true, email: true });
const signupFields = ['name', 'email'] as const;

const CAPTCHA_ID = 'signup-captcha';

/**
 * Registers a merchant account, then continues at the code step of sign-in (DESIGN §6). Behind the
 * public forms' captcha (DESIGN §14): each sign-up mails a code to an address anyone may type.
 */
export function SignUpForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signup = useSignup();
  const captcha = useCaptcha(true);
  const [error, setError] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { name: '', email: '' },
  });
  const field = useFieldBinding(form);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    if (captcha.required && !captcha.token) {
      setCaptchaError(t('forms.captchaRequired'));
      document.getElementById(CAPTCHA_ID)?.focus();
      return;
    }
    setCaptchaError(null);
    try {
      await signup.mutateAsync({
        body: { ...values, languagePreference: currentLanguage() },
        captchaToken: captcha.token,
      });
      const handoff: SignInHandoff = { email: values.email };
      await navigate(paths.auth.getHref(), { state: handoff });
    } catch (failure) {
      applyServerFieldErrors(failure, signupFields, form.setError);
      setError(isApiError(failure) ? failure.message : t('auth.errorOccurred'));
      const captchaIssue = fieldFailure(failure, 'captcha');
      if (captchaIssue) setCaptchaError(captchaIssue);
      // Fields are checked before the captcha, so only a 400 about them leaves the solution unspent.
      if (captchaIssue || !isApiError(failure, 400)) captcha.reset();
    }
  });

  return (
    <AuthForm title={t('auth.signUpTitle')} intro={t('auth.signUpIntro')} onSubmit={submit} noValidate>
      <TextInput
        label={t('auth.fullName')}
        autoComplete="name"
        required
        autoFocus
        maxLength={MAX_TEXT}
        {...field('name')}
      />
      <TextInput
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        maxLength={MAX_EMAIL}
        {...field('email')}
      />
      <CaptchaField
        captcha={captcha}
        id={CAPTCHA_ID}
        error={captcha.token ? undefined : (captchaError ?? undefined)}
      />
      <AuthError message={error} />
      <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
        {t('auth.register')}
      </Button>
      <AuthSwitchLink
        question={t('auth.haveAccount')}
        label={t('auth.signInLink')}
        to={paths.auth.getHref()}
      />
    </AuthForm>
  );
}
