import { type RefObject, useCallback, useRef, useState } from 'react';
import type { CaptchaProvider } from '@portal/shared';
import { useCaptchaConfig } from './captcha-config';

/** What a widget offers its form: start over, e.g. after its solution was spent. */
export type CaptchaWidgetHandle = { reset: () => void };

export type Captcha = {
  /** False on signed-in forms: they send no captcha at all. */
  enabled: boolean;
  /** Undefined while the server's choice is loading. */
  provider: CaptchaProvider | undefined;
  /** reCAPTCHA Enterprise's site key, from the server's configuration. */
  siteKey: string | undefined;
  /** Whether a submit must wait for a solution (true while the provider is still unknown). */
  required: boolean;
  /** The solved payload to send in `X-Captcha-Token`, or null. */
  token: string | null;
  /** Forgets the solution and resets the widget; solutions are single use. */
  reset: () => void;
  /** Whether the form was touched or the widget's place came into view: only then is it loaded. */
  engaged: boolean;
  /** Called on the first sign of use; loads the server's choice and the widget. */
  engage: () => void;
  /** For CaptchaField. */
  widgetRef: RefObject<CaptchaWidgetHandle | null>;
  setToken: (token: string | null) => void;
};

/**
 * The captcha state of a form. Public forms (`enabled`) ask the server which provider it uses; a
 * failed question is treated as ALTCHA, the default, so the form never silently skips the check.
 * The question and the widget (ALTCHA's is about as heavy as the rest of the form's scripts) wait
 * until the form is used, so they do not delay the form's first paint and first input.
 */
export function useCaptcha(enabled: boolean): Captcha {
  const [engaged, setEngaged] = useState(false);
  const config = useCaptchaConfig(enabled && engaged);
  const [token, setToken] = useState<string | null>(null);
  const widgetRef = useRef<CaptchaWidgetHandle | null>(null);

  let provider: CaptchaProvider | undefined;
  if (!enabled) provider = 'off';
  else provider = config.data?.provider ?? (config.isError ? 'altcha' : undefined);

  const reset = useCallback(() => {
    setToken(null);
    widgetRef.current?.reset();
  }, []);

  const engage = useCallback(() => setEngaged(true), []);

  return {
    enabled,
    provider,
    siteKey: config.data?.siteKey,
    required: provider !== 'off',
    token,
    reset,
    engaged,
    engage,
    widgetRef,
    setToken,
  };
}
