import type { MfaSetup, VerifyResponse } from '@portal/shared';
import { Button } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthError, AuthSwitchLink } from './auth-form';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { useLogin } from '../api/login';
import { useSignInMethods } from '../api/sign-in-methods';
import { SINGLE_SIGN_ON_START, useFinishSingleSignOn } from '../api/single-sign-on';
import { usePasskeySignIn } from '../api/passkey-sign-in';
import { useVerifyOtp } from '../api/verify-otp';
import { useVerifySecondFactor } from '../api/verify-second-factor';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { authErrorMessage } from './auth-error-message';
import { EnrolForm } from './enrol-form';
import { RecoveryCodesStep } from './recovery-codes-step';
import { RequestCodeForm } from './request-code-form';
import { SecondFactorForm } from './second-factor-form';
import { signInHandoffSchema } from './sign-in-handoff';
import { VerifyCodeForm } from './verify-code-form';

type Step =
  | { name: 'email' }
  | { name: 'code' }
  | { name: 'secondFactor'; ticket: string }
  | { name: 'enrol'; ticket: string; setup: MfaSetup }
  /** The token waits until the recovery codes are saved: signing in would leave this screen. */
  | { name: 'recoveryCodes'; token: string; codes: string[] };

/** Where the e-mailed code leads (DESIGN §9): signed in, or on to the second factor. */
function stepAfterCode(answer: VerifyResponse): Step | { token: string } {
  if ('access_token' in answer) return { token: answer.access_token };
  if (answer.mfa === 'totp') return { name: 'secondFactor', ticket: answer.ticket };
  return { name: 'enrol', ticket: answer.ticket, setup: answer };
}

/** What to say of each reason the identity provider's way back may give (modules/auth/oidc.ts). */
const SSO_REFUSALS = {
  failed: 'auth.sso.errors.failed',
  expired: 'auth.sso.errors.expired',
  unverified: 'auth.sso.errors.unverified',
  'not-staff': 'auth.sso.errors.not-staff',
} as const;

/**
 * Sign-in (spec §2 and §4): the e-mail, then its one-time code, then for admins and enrolled merchants
 * the second factor (an admin's first sign-in sets it up and shows the recovery codes once).
 */
export function SignInForm() {
  const { t } = useTranslation();
  const handoff = signInHandoffSchema.safeParse(useLocation().state);

  const [step, setStep] = useState<Step>(handoff.success ? { name: 'code' } : { name: 'email' });
  const [email, setEmail] = useState(handoff.success ? handoff.data.email : '');
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = useLogin();
  const verify = useVerifyOtp();
  const secondFactor = useVerifySecondFactor();
  const finishSignIn = useFinishSignIn();
  const methods = useSignInMethods();
  const finishSso = useFinishSingleSignOn();
  const passkey = usePasskeySignIn();
  // Offered where both the browser and the server can use them (never at an IP address).
  const passkeysHere = typeof window.PublicKeyCredential === 'function' && methods.data?.passkeys === true;
  const singleSignOn = methods.data?.singleSignOn;
  const onError = (failure: unknown) => setError(authErrorMessage(failure, t));

  // Back from the identity provider: its hand-off (or why it refused) is in the fragment, which no
  // server saw; read once, and taken out of the address so a reload or a shared link cannot reuse it.
  const ssoRead = useRef(false);
  useEffect(() => {
    if (ssoRead.current) return;
    ssoRead.current = true;
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const handoff = fragment.get('sso');
    const refusal = fragment.get('sso-error');
    if (!handoff && !refusal) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if (refusal) {
      setError(t(SSO_REFUSALS[refusal as keyof typeof SSO_REFUSALS] ?? SSO_REFUSALS.failed));
      return;
    }
    finishSso.mutate(handoff!, {
      onSuccess: (answer) => {
        const next = stepAfterCode(answer);
        if ('token' in next) finishSignIn(next.token);
        else setStep(next);
      },
      onError,
    });
    // Once, on arrival: the mutation and callbacks are stable enough for a single call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const requestCode = () => {
    setError(null);
    login.mutate(
      { email, language: currentLanguage() },
      { onSuccess: () => setStep({ name: 'code' }), onError },
    );
  };

  const verifyCode = () => {
    setError(null);
    verify.mutate(
      { email, otp },
      {
        onSuccess: (answer) => {
          const next = stepAfterCode(answer);
          if ('token' in next) finishSignIn(next.token);
          else setStep(next);
        },
        onError,
      },
    );
  };

  const verifySecondFactor = (ticket: string) => (code: string) => {
    setError(null);
    secondFactor.mutate(
      { ticket, code },
      {
        onSuccess: ({ access_token, recoveryCodes }) => {
          if (recoveryCodes) setStep({ name: 'recoveryCodes', token: access_token, codes: recoveryCodes });
          else finishSignIn(access_token);
        },
        onError,
      },
    );
  };

  const signInWithPasskey = () => {
    setError(null);
    passkey.mutate(undefined, {
      onSuccess: ({ access_token }) => finishSignIn(access_token),
      // A closed prompt is the person changing their mind: nothing to say.
      onError: (failure) => {
        if (!(failure instanceof Error && ['NotAllowedError', 'AbortError'].includes(failure.name)))
          onError(failure);
      },
    });
  };

  const backToEmail = () => {
    setError(null);
    setOtp('');
    setStep({ name: 'email' });
  };

  return (
    <>
      {step.name === 'email' && (
        <RequestCodeForm
          email={email}
          onEmailChange={setEmail}
          onSubmit={requestCode}
          busy={login.isPending || finishSso.isPending}
        />
      )}
      {step.name === 'email' && passkeysHere && (
        <Button variant="default" fullWidth mt="sm" onClick={signInWithPasskey} loading={passkey.isPending}>
          {t('auth.passkey')}
        </Button>
      )}
      {step.name === 'email' && singleSignOn && (
        <Button component="a" href={SINGLE_SIGN_ON_START} variant="default" fullWidth mt="sm">
          {t('auth.sso.button', { label: singleSignOn.label })}
        </Button>
      )}
      {step.name === 'code' && (
        <VerifyCodeForm
          email={email}
          otp={otp}
          onOtpChange={setOtp}
          onSubmit={verifyCode}
          onBack={backToEmail}
          busy={verify.isPending}
        />
      )}
      {step.name === 'secondFactor' && (
        <SecondFactorForm
          onSubmit={verifySecondFactor(step.ticket)}
          onBack={backToEmail}
          busy={secondFactor.isPending}
        />
      )}
      {step.name === 'enrol' && (
        <EnrolForm
          setup={step.setup}
          onSubmit={verifySecondFactor(step.ticket)}
          onBack={backToEmail}
          busy={secondFactor.isPending}
        />
      )}
      {step.name === 'recoveryCodes' && (
        <RecoveryCodesStep codes={step.codes} onDone={() => finishSignIn(step.token)} />
      )}
      <AuthError message={error} />
      {/* Whoever waits for a code has an account (or has just made one): no "Create one" then. */}
      {step.name === 'email' && (
        <AuthSwitchLink
          question={t('auth.noAccount')}
          label={t('auth.signUpLink')}
          to={paths.signup.getHref()}
        />
      )}
    </>
  );
}
