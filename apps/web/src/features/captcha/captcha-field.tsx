import { Box, Input, Loader, Text } from '@mantine/core';
import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_CHALLENGE_URL } from './captcha-config';
import type { AltchaWidgetProps } from './altcha-widget';
import type { RecaptchaWidgetProps } from './recaptcha-widget';
import type { Captcha } from './use-captcha';

function WidgetLoadFailed() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="red">
      {t('forms.captchaLoadFailed')}
    </Text>
  );
}

// Their own chunks: only public forms download a widget, and only the one the server asks for.
const AltchaWidget = lazy<ComponentType<AltchaWidgetProps>>(() =>
  import('./altcha-widget').catch(widgetLoadFailed),
);
const RecaptchaWidget = lazy<ComponentType<RecaptchaWidgetProps>>(() =>
  import('./recaptcha-widget').catch(widgetLoadFailed),
);

function widgetLoadFailed(error: unknown) {
  console.error('Error loading the captcha widget', error);
  return { default: WidgetLoadFailed };
}

export type CaptchaFieldProps = {
  captcha: Captcha;
  /** Id of the focusable box around the widget, for error links. */
  id: string;
  error?: string;
};

/**
 * Engages the captcha once its place nears the viewport: someone who scrolls straight to it (a
 * restored draft) or reads down to it (a screen reader's virtual cursor scrolls) finds it there.
 * Browsers without IntersectionObserver load it at once.
 */
function useEngageWhenNear(captcha: Captcha) {
  const place = useRef<HTMLDivElement>(null);
  const { engaged, engage } = captcha;
  useEffect(() => {
    if (engaged) return;
    if (typeof IntersectionObserver === 'undefined' || !place.current) {
      engage();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) engage();
      },
      { rootMargin: '200px' },
    );
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [engaged, engage]);
  return place;
}

/**
 * The bot check of a public form: ALTCHA's proof-of-work widget, reCAPTCHA Enterprise's background
 * check (its script comes from Google), or nothing when the server has the check switched off.
 */
export function CaptchaField({ captcha, id, error }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const place = useEngageWhenNear(captcha);
  if (captcha.provider === 'off') return null;

  const labelId = `${id}-label`;
  // A status, since the widget's place shows it until the form is used: a bare span may not be labelled.
  const loading = <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  const renderWidget = () => {
    switch (captcha.provider) {
      case undefined:
        return loading;
      case 'recaptcha-enterprise':
        if (!captcha.siteKey) return <WidgetLoadFailed />;
        return (
          <Suspense fallback={loading}>
            <RecaptchaWidget ref={captcha.widgetRef} siteKey={captcha.siteKey} onToken={captcha.setToken} />
          </Suspense>
        );
      default:
        return (
          <Suspense fallback={loading}>
            <AltchaWidget
              ref={captcha.widgetRef}
              challengeUrl={CAPTCHA_CHALLENGE_URL}
              onToken={captcha.setToken}
            />
          </Suspense>
        );
    }
  };

  return (
    <Input.Wrapper
      label={t('forms.captchaLabel')}
      labelElement="div"
      labelProps={{ id: labelId }}
      withAsterisk
      error={error}
    >
      <Box ref={place} id={id} tabIndex={-1} role="group" aria-labelledby={labelId} mt={4} mb={error ? 4 : 0}>
        {renderWidget()}
      </Box>
    </Input.Wrapper>
  );
}
