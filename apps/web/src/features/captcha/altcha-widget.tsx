/**
 * The ALTCHA check: the library's own solver (`altcha/lib`) and proof-of-work worker, behind a
 * checkbox of the app's own, loaded only by forms that show a captcha.
 *
 * Not ALTCHA's web component: its Svelte, its own styles and its own texts weigh as much again as
 * every script of the form itself, against the public forms' budget, for a checkbox and a status
 * line. The solver it runs is this one, and the payload it sends is built the
 * same way, so the server's check (apps/api/src/modules/captcha/guard.ts) is unchanged. The worker is a
 * file of our own origin, so a strict CSP (`script-src 'self'`, `worker-src 'self'`) holds.
 */
import { Checkbox, Group, Loader, Text } from '@mantine/core';
import { type Challenge, solveChallengeWorkers } from 'altcha/lib';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { type Ref, useCallback, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaWidgetHandle } from './use-captcha';

export type AltchaWidgetProps = {
  challengeUrl: string;
  /** The base64 payload once verified; null whenever the check is not (or no longer) verified. */
  onToken: (token: string | null) => void;
  ref?: Ref<CaptchaWidgetHandle>;
};

type State = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error';

const STATUS_KEYS = {
  unverified: null,
  verifying: 'forms.captchaVerifying',
  verified: 'forms.captchaVerified',
  expired: 'forms.captchaExpired',
  error: 'forms.captchaFailed',
} as const;

// As ALTCHA's widget does: every core, but at most four workers where the device says it has little memory.
function workerCount(): number {
  const cores = navigator.hardwareConcurrency || 1;
  const memory = (navigator as Navigator & { deviceMemory?: number }).deviceMemory;
  return memory !== undefined && memory <= 4 ? Math.min(4, cores) : cores;
}

async function fetchChallenge(url: string, signal: AbortSignal): Promise<Challenge> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`challenge: HTTP ${response.status}`);
  return (await response.json()) as Challenge;
}

/** What the server verifies: the challenge as signed, and the counter that solves it (ALTCHA v2 payload). */
function payloadOf(challenge: Challenge, solution: unknown): string {
  return btoa(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  );
}

export default function AltchaWidget({ challengeUrl, onToken, ref }: AltchaWidgetProps) {
  const { t } = useTranslation();
  const statusId = useId();
  const [state, setState] = useState<State>('unverified');
  const [payload, setPayload] = useState('');
  const running = useRef<AbortController | null>(null);
  const expiry = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
    clearTimeout(expiry.current);
  }, []);

  const settle = useCallback(
    (next: State, token: string | null) => {
      setState(next);
      setPayload(token ?? '');
      onToken(token);
    },
    [onToken],
  );

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        stop();
        settle('unverified', null);
      },
    }),
    [stop, settle],
  );

  useEffect(() => stop, [stop]);

  async function verify() {
    stop();
    const controller = new AbortController();
    running.current = controller;
    setState('verifying');
    try {
      const challenge = await fetchChallenge(challengeUrl, controller.signal);
      const solution = await solveChallengeWorkers({
        challenge,
        concurrency: workerCount(),
        controller,
        createWorker: () => new Pbkdf2Worker(),
        counterMode: 'uint32',
      });
      if (controller.signal.aborted) return;
      if (!solution) throw new Error('no solution found in time');
      settle('verified', payloadOf(challenge, solution));
      const { expiresAt } = challenge.parameters;
      if (expiresAt)
        expiry.current = setTimeout(() => settle('expired', null), expiresAt * 1000 - Date.now());
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('The captcha could not be solved', error);
      settle('error', null);
    } finally {
      if (running.current === controller) running.current = null;
    }
  }

  const status = STATUS_KEYS[state];
  return (
    <div data-testid="altcha" data-state={state}>
      <Group gap="sm" wrap="nowrap">
        <Checkbox
          label={t('forms.captchaCheck')}
          checked={state === 'verified'}
          // Ticked once and solved, it stays so; while it works, a second tick changes nothing.
          onChange={() => {
            if (state !== 'verified' && state !== 'verifying') void verify();
          }}
          aria-describedby={status ? statusId : undefined}
        />
        {state === 'verifying' && <Loader size="xs" aria-hidden />}
      </Group>
      <Text
        id={statusId}
        size="sm"
        mt={status ? 4 : 0}
        c={state === 'error' || state === 'expired' ? 'red.8' : 'dimmed'}
        role="status"
      >
        {status ? t(status) : null}
      </Text>
      <input type="hidden" name="altcha" value={payload} />
    </div>
  );
}
