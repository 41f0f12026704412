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
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { errorForLog } from '../../lib/error-for-log.ts';
import { AppError, tooManyRequests } from '../../lib/app-error.ts';
import { keyedHash } from '../../lib/keys.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Limit, RateLimiter } from '../../lib/rate-limiter.ts';
import * as repo from './repository.ts';
import { signToken, ttlToMs, verifyToken } from './tokens.ts';

const MINUTE = 60_000;

/** Budgets of the sign-in endpoints; exported so the tests flood exactly past them. */
export const AUTH_LIMITS = {
  codeRequestsPerEmail: { max: 5, windowMs: 15 * MINUTE },
  codeRequestsPerIp: { max: 30, windowMs: 15 * MINUTE },
  verificationsPerIp: { max: 60, windowMs: 15 * MINUTE },
  failuresPerAccount: { max: 100, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

export type AuthDeps = {
  db: Db;
  limiter: RateLimiter;
  mailer: Mailer;
  log: FastifyBaseLogger;
  otpKey: Buffer;
  jwtKey: Uint8Array;
  tokenTtl: string;
};

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: AuthDeps) {
  const { db, limiter, mailer, log, otpKey, jwtKey } = deps;

  async function enforce(key: string, limit: Limit): Promise<void> {
    const result = await limiter.hit(key, limit);
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
  }

  // Bound to the e-mail: a code asked for one address is worthless for any other.
  const hashCode = (email: string, code: string) => keyedHash(otpKey, `${email}:${code}`);

  function sendCode(to: string, name: string, language: Language, code: string): void {
    const vars = { code, name, minutes: OTP_TTL_MINUTES };
    // Not awaited: known and unknown e-mails must answer alike, whatever the mail server's speed.
    mailer
      .send({
        to,
        subject: translate(language, 'mail.otpSubject', vars),
        text: translate(language, 'mail.otpText', vars),
      })
      .catch((error: unknown) => log.error({ err: errorForLog(error) }, 'sending the sign-in code failed'));
  }

  async function requestCode(email: string, ip: string): Promise<void> {
    await enforce(`login:ip:${ip}`, AUTH_LIMITS.codeRequestsPerIp);
    await enforce(`login:email:${email}`, AUTH_LIMITS.codeRequestsPerEmail);
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    const codeHash = hashCode(email, code);
    const user = await repo.findUserByEmail(db, email);
    if (!user) {
      // Same work as for an account (one write) so timing does not tell who has one.
      await repo.deleteOtp(db, email);
      return;
    }
    await repo.saveOtp(db, email, codeHash, new Date(Date.now() + OTP_TTL_MINUTES * MINUTE));
    sendCode(user.email, user.name, user.languagePreference, code);
  }

  async function verifyCode(email: string, otp: string, ip: string): Promise<string> {
    await enforce(`verify:ip:${ip}`, AUTH_LIMITS.verificationsPerIp);
    const failuresKey = `verify:failures:${email}`;
    const budget = await limiter.peek(failuresKey, AUTH_LIMITS.failuresPerAccount);
    if (!budget.allowed) throw tooManyRequests(budget.retryAfterSeconds);
    const codeHash = hashCode(email, otp);
    if (!(await repo.consumeOtp(db, email, codeHash, OTP_MAX_WRONG_TRIES))) {
      await repo.recordOtpFailure(db, email, OTP_MAX_WRONG_TRIES);
      await limiter.hit(failuresKey, AUTH_LIMITS.failuresPerAccount);
      throw new AppError(401, 'invalidCode');
    }
    const user = await repo.findUserByEmail(db, email);
    if (!user) throw new AppError(401, 'invalidCode');
    return issueToken(user.id);
  }

  async function issueToken(userId: string): Promise<string> {
    const jti = randomUUID();
    const expiresAt = new Date(Date.now() + ttlToMs(deps.tokenTtl));
    await repo.pruneExpiredSessions(db);
    await repo.createSession(db, jti, userId, expiresAt);
    return signToken(jwtKey, { userId, jti }, expiresAt);
  }

  async function signup(input: SignupRequest, ip: string): Promise<void> {
    await enforce(`login:ip:${ip}`, AUTH_LIMITS.codeRequestsPerIp);
    await db
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        role: 'merchant',
        languagePreference: input.languagePreference ?? DEFAULT_LANGUAGE,
      })
      .onConflictDoNothing({ target: users.email });
    await requestCode(input.email, ip);
  }

  async function authenticate(token: string): Promise<(CurrentUser & { jti: string }) | null> {
    const claims = await verifyToken(jwtKey, token);
    if (!claims) return null;
    const user = await repo.findSessionUser(db, claims.jti, claims.userId);
    return user ? { ...user, jti: claims.jti } : null;
  }

  return {
    requestCode,
    verifyCode,
    signup,
    authenticate,
    logout: (jti: string) => repo.revokeSession(db, jti),
  };
}
