/**
 * reCAPTCHA Enterprise, score-based: Google's script runs the `submit` action in the background and
 * hands out a token, which the form sends in `X-Captcha-Token` and the server assesses. Nothing to
 * click; the notice Google asks for stands in the widget's place.
 */
import { Anchor, Text } from '@mantine/core';
import { RECAPTCHA_ACTION } from '@portal/shared';
import { type Ref, useEffect, useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaWidgetHandle } from './use-captcha';

type Enterprise = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

declare global {
  interface Window {
    grecaptcha?: { enterprise?: Enterprise };
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/enterprise.js';
/** A token is valid for two minutes; a fresh one is fetched before it runs out. */
export const RECAPTCHA_REFRESH_MS = 90_000;

let loading: Promise<Enterprise> | undefined;

/** Loads Google's script once per page; a failed load may be tried again by the next form. */
function loadEnterprise(siteKey: string): Promise<Enterprise> {
  loading ??= new Promise<Enterprise>((resolve, reject) => {
    const whenReady = () => {
      const enterprise = window.grecaptcha?.enterprise;
      if (enterprise) enterprise.ready(() => resolve(enterprise));
      else reject(new Error('reCAPTCHA Enterprise did not start'));
    };
    if (window.grecaptcha?.enterprise) {
      whenReady();
      return;
    }
    const script = document.createElement('script');
    script.src = `${SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.addEventListener('load', whenReady);
    script.addEventListener('error', () => reject(new Error('reCAPTCHA Enterprise could not be loaded')));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export type RecaptchaWidgetProps = {
  siteKey: string;
  /** A fresh token, or null when none could be had. */
  onToken: (token: string | null) => void;
  ref?: Ref<CaptchaWidgetHandle>;
};

export default function RecaptchaWidget({ siteKey, onToken, ref }: RecaptchaWidgetProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  // A token is single use: a reset after a submission asks for the next one.
  const [round, setRound] = useState(0);
  useImperativeHandle(ref, () => ({ reset: () => setRound((r) => r + 1) }), []);

  useEffect(() => {
    let live = true;
    const fetchToken = () =>
      loadEnterprise(siteKey)
        .then((enterprise) => enterprise.execute(siteKey, { action: RECAPTCHA_ACTION }))
        .then(
          (token) => {
            if (!live) return;
            setFailed(false);
            onToken(token);
          },
          (error: unknown) => {
            if (!live) return;
            console.error('reCAPTCHA Enterprise failed', error);
            setFailed(true);
            onToken(null);
          },
        );
    void fetchToken();
    const refresh = setInterval(() => void fetchToken(), RECAPTCHA_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(refresh);
    };
  }, [siteKey, onToken, round]);

  if (failed) {
    return (
      <Text size="sm" c="red">
        {t('forms.captchaLoadFailed')}
      </Text>
    );
  }
  return (
    <Text size="xs" c="dimmed">
      {t('forms.recaptchaNotice')}{' '}
      <Anchor href="https://policies.google.com/privacy" target="_blank" rel="noreferrer" size="xs">
        {t('forms.recaptchaPrivacy')}
      </Anchor>
      {' · '}
      <Anchor href="https://policies.google.com/terms" target="_blank" rel="noreferrer" size="xs">
        {t('forms.recaptchaTerms')}
      </Anchor>
    </Text>
  );
}
