import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AuthError, AuthSwitchLink } from '@/components/form/auth-form';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { currentUserQueryOptions } from '../api/get-current-user';
import { useLogin } from '../api/login';
import { useVerifyOtp } from '../api/verify-otp';
import { homeFor } from '../home';
import { authErrorMessage } from './auth-error-message';
import { RequestCodeForm } from './request-code-form';
import { signInHandoffSchema } from './sign-in-handoff';
import { VerifyCodeForm } from './verify-code-form';

type Step = 'email' | 'code';

/** Sign-in with an e-mailed one-time code (spec §2 and §4): e-mail step, then code step. */
export function SignInForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handoff = signInHandoffSchema.safeParse(useLocation().state);

  const [step, setStep] = useState<Step>(handoff.success ? 'code' : 'email');
  const [email, setEmail] = useState(handoff.success ? handoff.data.email : '');
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = useLogin();
  const verify = useVerifyOtp();

  const requestCode = () => {
    setError(null);
    login.mutate(
      { email, language: currentLanguage() },
      { onSuccess: () => setStep('code'), onError: (failure) => setError(authErrorMessage(failure, t)) },
    );
  };

  const verifyCode = () => {
    setError(null);
    verify.mutate(
      { email, otp },
      {
        // The start page depends on the role, which the new token's check tells.
        onSuccess: () =>
          void queryClient
            .fetchQuery(currentUserQueryOptions())
            .catch(() => null)
            .then((me) => navigate(homeFor(me?.role), { replace: true })),
        onError: (failure) => setError(authErrorMessage(failure, t)),
      },
    );
  };

  const backToEmail = () => {
    setError(null);
    setOtp('');
    setStep('email');
  };

  return (
    <>
      {step === 'email' ? (
        <RequestCodeForm
          email={email}
          onEmailChange={setEmail}
          onSubmit={requestCode}
          busy={login.isPending}
        />
      ) : (
        <VerifyCodeForm
          email={email}
          otp={otp}
          onOtpChange={setOtp}
          onSubmit={verifyCode}
          onBack={backToEmail}
          busy={verify.isPending}
        />
      )}
      <AuthError message={error} />
      {/* Whoever waits for a code has an account (or has just made one): no "Create one" then. */}
      {step === 'email' && (
        <AuthSwitchLink
          question={t('auth.noAccount')}
          label={t('auth.signUpLink')}
          to={paths.signup.getHref()}
        />
      )}
    </>
  );
}
