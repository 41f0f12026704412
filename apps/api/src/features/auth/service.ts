import { randomInt, randomUUID } from 'node:crypto';
import { translate } from '@portal/i18n';
import {
  type CurrentUser,
  DEFAULT_LANGUAGE,
  type Language,
  OTP_LENGTH,
  OTP_MAX_WRONG_TRIES,
  OTP_TTL_MINUTES,
  type SignupRequest,
} from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { AppError, tooManyRequests } from '../../lib/app-error.ts';
import { keyedHash } from '../../lib/keys.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import type { Limit, RateLimiter } from '../../lib/rate-limiter.ts';
import type { AuditRecorder, AuditSource } from '../../lib/audit-trail/recorder.ts';
import * as repo from './repository.ts';
import type { SessionCache } from '../../lib/session-cache.ts';
import { createTokenVerifier, signToken, ttlToMs } from './tokens.ts';

const MINUTE = 60_000;

/**
 * Budgets of the sign-in endpoints; exported so the tests flood exactly past them. Wrong codes per
 * account: 25 per clock quarter-hour, i.e. at most 100 an hour, while a flood of wrong codes locks the
 * holder out for 15 minutes at most (ARCHITECTURE.md, Sign-in).
 */
export const AUTH_LIMITS = {
  codeRequestsPerEmail: { max: 5, windowMs: 15 * MINUTE },
  codeRequestsPerIp: { max: 30, windowMs: 15 * MINUTE },
  verificationsPerIp: { max: 60, windowMs: 15 * MINUTE },
  failuresPerAccount: { max: 25, windowMs: 15 * MINUTE },
  mailsPerRecipient: { max: 10, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

export type AuthDeps = {
  db: Db;
  limiter: RateLimiter;
  mail: MailQueue;
  otpKey: Buffer;
  jwtKey: Uint8Array;
  tokenTtl: string;
  sessions: SessionCache;
  audit: AuditRecorder;
};

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: AuthDeps) {
  const { db, limiter, mail, otpKey, jwtKey, sessions, audit } = deps;

  async function enforce(key: string, limit: Limit): Promise<void> {
    const result = await limiter.hit(key, limit);
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
  }

  // Bound to the e-mail: a code asked for one address is worthless for any other.
  const hashCode = (email: string, code: string) => keyedHash(otpKey, `${email}:${code}`);

  function sendCode(to: string, name: string, language: Language, code: string): void {
    const vars = { code, name, minutes: OTP_TTL_MINUTES };
    mail.enqueue(() => ({
      to,
      subject: translate(language, 'mail.otpSubject', vars),
      text: translate(language, 'mail.otpText', vars),
    }));
  }

  /** The same statements run whether or not the address has an account; only the mail differs. */
  async function issueCode(email: string): Promise<void> {
    await enforce(`login:email:${email}`, AUTH_LIMITS.codeRequestsPerEmail);
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    await repo.saveOtp(db, email, hashCode(email, code), new Date(Date.now() + OTP_TTL_MINUTES * MINUTE));
    const user = await repo.findUserByEmail(db, email);
    if (user) sendCode(user.email, user.name, user.languagePreference, code);
  }

  /** `ip` is the client's address, for the audit entry of the sign-in or of its failure. */
  async function verifyCode(email: string, otp: string, ip: string | null): Promise<string> {
    const verdict = await repo.judgeGuess(
      db,
      email,
      hashCode(email, otp),
      {
        maxTriesPerCode: OTP_MAX_WRONG_TRIES,
        maxFailuresPerWindow: AUTH_LIMITS.failuresPerAccount.max,
        windowSeconds: AUTH_LIMITS.failuresPerAccount.windowMs / 1000,
      },
      // The address typed, not an account: the entry reads the same whether or not one exists.
      (tx, refused) =>
        audit.append(
          tx,
          { actor: null, ip },
          {
            action: 'auth.sign-in-failed',
            details: { email, reason: refused.outcome },
          },
        ),
    );
    if (verdict.outcome === 'locked') throw tooManyRequests(verdict.retryAfterSeconds);
    if (verdict.outcome === 'rejected') throw new AppError('invalidCode');
    const user = await repo.findUserByEmail(db, email);
    if (!user) throw new AppError('invalidCode');
    return issueToken(user, ip);
  }

  /** A new session and its token, recorded as a sign-in in the transaction that creates the session. */
  async function issueToken(
    user: { id: string; email: string; role: CurrentUser['role'] },
    ip: string | null,
  ) {
    const jti = randomUUID();
    const expiresAt = new Date(Date.now() + ttlToMs(deps.tokenTtl));
    await repo.pruneExpired(db);
    const actor = { id: user.id, email: user.email, role: user.role };
    await audit.within(
      { actor, ip },
      { action: 'auth.sign-in', targetType: 'user', targetId: user.id },
      (tx) => repo.createSession(tx, jti, user.id, expiresAt),
    );
    return signToken(jwtKey, { userId: user.id, jti }, expiresAt);
  }

  async function signup(input: SignupRequest): Promise<void> {
    await repo.createMerchantAccount(db, {
      name: input.name,
      email: input.email,
      languagePreference: input.languagePreference ?? DEFAULT_LANGUAGE,
    });
    await issueCode(input.email);
  }

  const verifyToken = createTokenVerifier(jwtKey);

  async function authenticate(token: string): Promise<(CurrentUser & { jti: string }) | null> {
    const claims = await verifyToken(token);
    if (!claims) return null;
    const { jti, userId, expiresAtMs } = claims;
    const known = sessions.get(jti, userId, expiresAtMs);
    if (known) return { ...known, jti };
    const since = sessions.generation();
    const user = await repo.findSessionUser(db, jti, userId);
    if (!user) return null;
    sessions.remember(since, jti, user, expiresAtMs);
    return { ...user, jti };
  }

  const logout = (jti: string, source: AuditSource) =>
    sessions.settled({ jti }, () =>
      audit.within(
        source,
        { action: 'auth.sign-out', targetType: 'user', targetId: source.actor?.id },
        (tx) => repo.revokeSession(tx, jti),
      ),
    );

  return {
    requestCode: issueCode,
    verifyCode,
    signup,
    authenticate,
    logout,
  };
}
