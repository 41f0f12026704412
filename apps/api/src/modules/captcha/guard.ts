import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge, Payload } from 'altcha-lib/types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CAPTCHA_HEADER, RECAPTCHA_ACTION } from '@portal/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { claimSolutionOnce } from './repository.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { deriveKey, keyedHash } from '../../lib/crypto/derive-key.ts';

export const CHALLENGE_TTL_MS = 10 * 60_000;

/**
 * Proof of work in deterministic mode: the browser counts up to a secret counter, each step a PBKDF2
 * derivation of `cost` rounds (config `ALTCHA_COST`, `ALTCHA_COUNTER`; the defaults cost a browser a
 * noticeable moment, docs/configuration.md).
 */
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';

export type CaptchaVerdict =
  { ok: true } | { ok: false; reason: 'missing' | 'invalid' | 'expired' | 'replayed' };

export interface Captcha {
  provider: Config['captchaProvider'];
  /** What the web widget needs: the provider, and the site key for reCAPTCHA. */
  publicConfig(): { provider: Config['captchaProvider']; siteKey?: string };
  challenge(): Promise<Challenge>;
  verify(token: string | undefined): Promise<CaptchaVerdict>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: Captcha;
  }
}

function parsePayload(token: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Payload;
    const ok =
      typeof payload?.challenge?.parameters?.nonce === 'string' &&
      typeof payload.challenge.signature === 'string' &&
      typeof payload.solution?.counter === 'number';
    return ok ? payload : null;
  } catch {
    return null;
  }
}

export function createAltcha(db: Db, appSecret: string, work: Config['altcha']): Captcha {
  const key = deriveKey(appSecret, 'captcha');
  const hmacSignatureSecret = keyedHash(key, 'challenge');
  const hmacKeySignatureSecret = keyedHash(key, 'derived-key');
  return {
    provider: 'altcha',
    publicConfig: () => ({ provider: 'altcha' }),
    challenge: () =>
      createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: work.cost,
        counter: randomInt(work.counter.min, work.counter.max + 1),
        deriveKey: pbkdf2,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),
    async verify(token) {
      if (!token) return { ok: false, reason: 'missing' };
      const payload = parsePayload(token);
      if (!payload) return { ok: false, reason: 'invalid' };
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey: pbkdf2,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      if (result.expired) return { ok: false, reason: 'expired' };
      if (!result.verified) return { ok: false, reason: 'invalid' };
      const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000);
      const claimed = await claimSolutionOnce(db, payload.challenge.parameters.nonce, expiresAt);
      return claimed ? { ok: true } : { ok: false, reason: 'replayed' };
    },
  };
}

type Assessment = {
  tokenProperties?: { valid?: boolean; action?: string };
  riskAnalysis?: { score?: number };
};

/** reCAPTCHA Enterprise: Google judges the token; we demand action `submit` and a minimum score. */
export function createRecaptcha(config: Config['recaptcha']): Captcha {
  return {
    provider: 'recaptcha-enterprise',
    publicConfig: () => ({ provider: 'recaptcha-enterprise', siteKey: config.siteKey }),
    challenge: () => Promise.reject(notFound()),
    async verify(token) {
      if (!token) return { ok: false, reason: 'missing' };
      const url = `${config.endpoint}/v1/projects/${encodeURIComponent(config.projectId)}/assessments?key=${encodeURIComponent(config.apiKey)}`;
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ event: { token, siteKey: config.siteKey, expectedAction: RECAPTCHA_ACTION } }),
        signal: AbortSignal.timeout(5_000),
      });
      if (!res.ok) throw new Error(`reCAPTCHA assessment failed with HTTP ${res.status}`);
      const assessment = (await res.json()) as Assessment;
      const valid =
        assessment.tokenProperties?.valid === true &&
        assessment.tokenProperties.action === 'submit' &&
        (assessment.riskAnalysis?.score ?? 0) >= config.scoreThreshold;
      return valid ? { ok: true } : { ok: false, reason: 'invalid' };
    },
  };
}

/** Development only (refused in production by the config): every request passes. */
function createOff(): Captcha {
  return {
    provider: 'off',
    publicConfig: () => ({ provider: 'off' }),
    challenge: () => Promise.reject(notFound()),
    verify: async () => ({ ok: true }),
  };
}

/**
 * Anonymous callers must send a solved captcha in X-Captcha-Token; a signed-in caller or an API key needs none.
 * Used as a preHandler, after the body has been validated, so a form with errors keeps its solution.
 */
export async function requireCaptchaUnlessSignedIn(this: FastifyInstance, request: FastifyRequest) {
  if (request.user || request.apiKey) return;
  const header = request.headers[CAPTCHA_HEADER.toLowerCase()];
  let verdict: CaptchaVerdict;
  try {
    verdict = await this.captcha.verify(typeof header === 'string' ? header : undefined);
  } catch (error) {
    // Fail closed: no verdict, no submission; the form keeps its values and can be sent again.
    request.log.error({ err: error }, 'captcha verification failed');
    throw new AppError('captcha_unavailable');
  }
  if (!verdict.ok) {
    const code = verdict.reason === 'missing' ? 'captcha_required' : 'captcha_invalid';
    throw new AppError(code, { fieldErrors: [fieldError('captcha', code)] });
  }
}

/** The configured provider's check. */
export function createCaptcha(config: Config, db: Db): Captcha {
  if (config.captchaProvider === 'altcha') return createAltcha(db, config.appSecret, config.altcha);
  if (config.captchaProvider === 'recaptcha-enterprise') return createRecaptcha(config.recaptcha);
  return createOff();
}
