/**
 * The ALTCHA web component, bundled (no CDN) and loaded only by forms that show a captcha: the rest
 * of the app never downloads it. The `external` build keeps the widget free of inline workers and
 * styles; its proof-of-work worker is a file of our own origin, so a strict CSP (`script-src 'self'`,
 * `worker-src 'self'`) holds.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import './altcha-theme.css';
// Widget texts in the UI languages (English is built in); the widget picks them by its `language`.
import 'altcha/i18n/de';
import 'altcha/i18n/es-es';
import 'altcha/i18n/it';
import type { AltchaWidgetElement } from 'altcha';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import type { CaptchaWidgetHandle } from './use-captcha';

// The server's challenges use PBKDF2/SHA-256 (apps/api/src/plugins/captcha.ts).
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

export type AltchaWidgetProps = {
  challengeUrl: string;
  language: string;
  /** The base64 payload once verified; null whenever the widget is not (or no longer) verified. */
  onToken: (token: string | null) => void;
  ref?: Ref<CaptchaWidgetHandle>;
};

type StateChangeDetail = { state: string; payload?: string };

export default function AltchaWidget({ challengeUrl, language, onToken, ref }: AltchaWidgetProps) {
  const element = useRef<AltchaWidgetElement>(null);

  useImperativeHandle(ref, () => ({ reset: () => element.current?.reset() }), []);

  useEffect(() => {
    const widget = element.current;
    if (!widget) return;
    // One event covers verified, expired, error and reset; the payload is also in its hidden field.
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      onToken(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, [onToken]);

  return <altcha-widget ref={element} challenge={challengeUrl} language={language} name="altcha" />;
}
