import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import {
  type CurrentUser,
  DEFAULT_LANGUAGE,
  isStaffRole,
  type Language,
  MFA_MAX_WRONG_TRIES,
  MFA_TICKET_TTL_MINUTES,
  type MfaTicketKind,
  type MfaTokenResponse,
  OTP_LENGTH,
  OTP_MAX_WRONG_TRIES,
  OTP_TTL_MINUTES,
  SESSION_USER_AGENT_MAX,
  type SessionMethod,
  type SignupRequest,
  type VerifyResponse,
} from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { ACCOUNT_GUESS_BUDGET, GUESS_POLICY, judgeGuess } from './guess-budget.ts';
import { AppError, tooManyRequests } from '../../lib/app-error.ts';
import { keyedHash } from '../../lib/crypto/derive-key.ts';
import { otpMail } from './sign-in-mail.ts';
import type { MailSettings } from '../../lib/mail/message.ts';
import type { MailQueue } from './sign-in-mail-queue.ts';
import type { Limit, RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import type { Policy } from '../../lib/rate-limit/rate-limit-fields.ts';
import type { AuditRecorder, AuditSource } from '../audit/index.ts';
import type { SecondFactor } from '../second-factor/index.ts';
import * as repo from './repository.ts';
import type { SessionCache } from './session-cache.ts';
import { createTokenVerifier, signToken, VERIFIED_TOKENS_KEPT } from './tokens.ts';
import { LRUCache } from 'lru-cache';
import type { Seal } from '../../plugins/idempotency.ts';

const MINUTE = 60_000;

/**
 * How often one instance records a session's use: a staff session's idle limit is judged to within
 * this, and a busy session costs one write per this time, not one per request.
 */
export const TOUCH_MS = 15_000;

/** Who is signing in, for their sessions list: the client's address and user agent. */
export type SignInClient = { ip: string | null; userAgent: string | null };

/**
 * Budgets of the sign-in endpoints; exported so the tests flood exactly past them. Wrong codes per
 * account, e-mailed and second-factor ones together: ACCOUNT_GUESS_BUDGET (modules/auth/guess-budget.ts).
 */
export const AUTH_LIMITS = {
  codeRequestsPerEmail: { max: 5, windowMs: 15 * MINUTE },
  codeRequestsPerIp: { max: 30, windowMs: 15 * MINUTE },
  verificationsPerIp: { max: 60, windowMs: 15 * MINUTE },
  failuresPerAccount: GUESS_POLICY.limit,
  mailsPerRecipient: { max: 10, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

export type AuthDeps = {
  db: Db;
  limiter: RateLimiter;
  mail: MailQueue;
  mailSettings: MailSettings;
  otpKey: Buffer;
  jwtKey: Uint8Array;
  tokenTtlMs: number;
  sessionIdleMs: number;
  /** `OIDC_STAFF_ONLY`: staff sign in through the identity provider only. */
  staffOnlySso: boolean;
  sessions: SessionCache;
  audit: AuditRecorder;
  secondFactor: SecondFactor;
};

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: AuthDeps) {
  const { db, limiter, mail, mailSettings, otpKey, jwtKey, sessions, audit, secondFactor } = deps;

  async function enforce(policy: Policy, key: string): Promise<void> {
    const result = await limiter.hit(key, policy.limit);
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds, policy);
  }

  // Bound to the e-mail: a code asked for one address is worthless for any other.
  const hashCode = (email: string, code: string) => keyedHash(otpKey, `${email}:${code}`);

  function sendCode(to: string, name: string, language: Language, code: string): void {
    mail.enqueue(() => otpMail(mailSettings, { to, name, code, minutes: OTP_TTL_MINUTES, language }));
  }

  /** The same statements run whether or not the address has an account; only the mail differs. */
  async function issueCode(email: string): Promise<void> {
    await enforce({ name: 'login-email', limit: AUTH_LIMITS.codeRequestsPerEmail }, `login:email:${email}`);
    // Asked before the address is looked up, so the refusal tells nothing of an account.
    const room = await mail.room();
    if (!room.allowed)
      throw tooManyRequests(room.retryAfterSeconds, { name: 'sign-in-mails', limit: mail.overall });
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    await repo.saveOtp(db, email, hashCode(email, code), new Date(Date.now() + OTP_TTL_MINUTES * MINUTE));
    const user = await repo.findUserByEmail(db, email);
    if (user) sendCode(user.email, user.name, user.languagePreference, code);
  }

  /**
   * The e-mailed code, the first factor. A merchant without a second factor gets a token at once;
   * anyone with one, and every admin, a ticket for it (an admin without one enrols with it).
   * `ip` is the client's address, for the audit entry of the sign-in or of its failure.
   */
  async function verifyCode(email: string, otp: string, client: SignInClient): Promise<VerifyResponse> {
    const { ip } = client;
    const verdict = await judgeGuess(
      db,
      email,
      ACCOUNT_GUESS_BUDGET,
      repo.tryEmailCode(email, hashCode(email, otp), OTP_MAX_WRONG_TRIES),
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
    if (verdict.outcome === 'locked') throw tooManyRequests(verdict.retryAfterSeconds, GUESS_POLICY);
    if (verdict.outcome !== 'accepted') throw new AppError('otp_invalid');
    const user = await repo.findUserByEmail(db, email);
    if (!user) throw new AppError('otp_invalid');
    // Told only after the right code, so the refusal says nothing an address alone would not.
    if (deps.staffOnlySso && isStaffRole(user.role)) throw new AppError('sso_required');
    return afterFirstFactor(user, client);
  }

  /**
   * The step after a first factor (the e-mailed code, or an identity provider that proved none
   * more): a merchant without a second factor is signed in; anyone with one, and every staff member,
   * gets a ticket for it (staff without one enrol with it).
   */
  async function afterFirstFactor(
    user: NonNullable<Awaited<ReturnType<typeof repo.findUserByEmail>>>,
    client: SignInClient,
    method: SessionMethod = 'email-code',
  ): Promise<VerifyResponse> {
    if (await secondFactor.isEnrolled(db, user.id))
      return { mfa: 'totp', ticket: await newTicket(user.id, 'totp', method) };
    if (!isStaffRole(user.role)) return { access_token: await issueToken(user, client, false, method) };
    const setup = await secondFactor.begin(db, user);
    // Confirmed between the two reads (another sign-in enrolled meanwhile): ask for its code.
    if (!setup) return { mfa: 'totp', ticket: await newTicket(user.id, 'totp', method) };
    return { mfa: 'enrol', ticket: await newTicket(user.id, 'enrol', method), ...setup };
  }

  const hashTicket = (ticket: string) => keyedHash(otpKey, `ticket:${ticket}`);

  /** 32 random bytes, unguessable; only its keyed hash is stored. */
  async function newTicket(userId: string, kind: MfaTicketKind, method: SessionMethod): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + MFA_TICKET_TTL_MINUTES * MINUTE);
    await repo.createTicket(db, { ticketHash: hashTicket(ticket), userId, kind, method, expiresAt });
    return ticket;
  }

  /**
   * The second factor: a TOTP code (or, once enrolled, a recovery code) for a ticket. Judged like the
   * e-mailed code, in one transaction under the account's lock, against the same account budget; a
   * wrong code also counts against the ticket, which dies at the fifth. On enrolment the answer
   * carries the new recovery codes, shown this once.
   */
  async function verifySecondFactor(
    ticket: string,
    code: string,
    client: SignInClient,
  ): Promise<MfaTokenResponse> {
    const { ip } = client;
    const ticketHash = hashTicket(ticket);
    const account = await repo.findTicketAccount(db, ticketHash, MFA_MAX_WRONG_TRIES);
    if (!account) throw new AppError('sign_in_expired');
    let recoveryCodes: string[] | undefined;
    const verdict = await judgeGuess(
      db,
      account.email,
      ACCOUNT_GUESS_BUDGET,
      async (tx) => {
        const held = await repo.holdTicket(tx, ticketHash, MFA_MAX_WRONG_TRIES);
        if (!held) return 'dead';
        const enrolling = held.kind === 'enrol';
        const result = await secondFactor.tryCode(tx, held.userId, code, enrolling);
        if (result === 'taken') {
          await repo.deleteTicket(tx, ticketHash);
          if (enrolling) recoveryCodes = await secondFactor.issueRecoveryCodes(tx, held.userId);
        } else {
          await repo.countTicketFailure(tx, ticketHash, MFA_MAX_WRONG_TRIES);
        }
        return result;
      },
      // Nobody is signed in yet: no actor, but the account the ticket names.
      (tx, refused) =>
        audit.append(
          tx,
          { actor: null, ip },
          {
            action: 'auth.mfa-failed',
            targetType: 'user',
            targetId: account.id,
            details: { email: account.email, reason: refused.outcome },
          },
        ),
    );
    if (verdict.outcome === 'locked') throw tooManyRequests(verdict.retryAfterSeconds, GUESS_POLICY);
    if (verdict.outcome === 'dead') throw new AppError('sign_in_expired');
    if (verdict.outcome === 'rejected') throw new AppError('otp_invalid');
    const accessToken = await issueToken(account, client, true, account.method);
    return { access_token: accessToken, ...(recoveryCodes && { recoveryCodes }) };
  }

  /** A new session and its token, recorded as a sign-in in the transaction that creates the session. */
  async function issueToken(
    user: { id: string; email: string; role: CurrentUser['role'] },
    { ip, userAgent }: SignInClient,
    afterSecondFactor: boolean,
    method: SessionMethod = 'email-code',
  ) {
    const jti = randomUUID();
    const expiresAt = new Date(Date.now() + deps.tokenTtlMs);
    await repo.pruneExpired(db);
    const actor = { id: user.id, email: user.email, role: user.role };
    await audit.within(
      { actor, ip },
      { action: 'auth.sign-in', targetType: 'user', targetId: user.id },
      (tx) =>
        repo.createSession(tx, {
          jti,
          userId: user.id,
          expiresAt,
          secondFactor: afterSecondFactor,
          method,
          ip,
          userAgent: userAgent?.slice(0, SESSION_USER_AGENT_MAX) ?? null,
        }),
    );
    return signToken(jwtKey, { userId: user.id, jti }, expiresAt);
  }

  /**
   * The account is unique by e-mail already, so what a key must not repeat is the mail: its answer is
   * stored once the code is out, and a request refused before that (a spent budget) stores nothing.
   */
  async function signup(input: SignupRequest, seal?: Seal<void>): Promise<void> {
    await repo.createMerchantAccount(db, {
      name: input.name,
      email: input.email,
      languagePreference: input.languagePreference ?? DEFAULT_LANGUAGE,
    });
    await issueCode(input.email);
    if (seal) await db.transaction((tx) => seal(tx, undefined));
  }

  const verifyToken = createTokenVerifier(jwtKey);

  const idleSeconds = deps.sessionIdleMs / 1000;
  /** When this instance last recorded each session's use: one write per session per TOUCH_MS at most. */
  const touched = new LRUCache<string, number>({ max: VERIFIED_TOKENS_KEPT });

  /**
   * Records the session's use unless this instance did so lately; a staff session found idle past
   * `SESSION_IDLE` is ended instead (on every instance, as a sign-out is). Answers whether it lives.
   */
  async function inUse(jti: string, role: CurrentUser['role']): Promise<boolean> {
    const now = Date.now();
    const last = touched.get(jti);
    if (last !== undefined && now - last < TOUCH_MS && now >= last) return true;
    if (await repo.touchSession(db, jti, isStaffRole(role) ? idleSeconds : null)) {
      touched.set(jti, now);
      return true;
    }
    touched.delete(jti);
    await sessions.settled({ jti }, () => repo.revokeSession(db, jti));
    return false;
  }

  async function authenticate(token: string): Promise<(CurrentUser & { jti: string }) | null> {
    const claims = await verifyToken(token);
    if (!claims) return null;
    const { jti, userId, expiresAtMs } = claims;
    const known = sessions.get(jti, userId, expiresAtMs);
    if (known) return (await inUse(jti, known.role)) ? { ...known, jti } : null;
    const since = sessions.generation();
    const user = await repo.findSessionUser(db, jti, userId, idleSeconds);
    if (!user) {
      // Ended, or idle: a use this instance recorded earlier must not let it through again.
      touched.delete(jti);
      return null;
    }
    if (!(await inUse(jti, user.role))) return null;
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

  /**
   * A staff member the identity provider vouched for (modules/auth/oidc.ts checked the answer): signed
   * in at once when its `amr` named a second factor, else on to the portal's own.
   */
  const signInWithIdentityProvider = async (
    user: Parameters<typeof afterFirstFactor>[0],
    client: SignInClient,
    secondFactorProven: boolean,
  ): Promise<VerifyResponse> =>
    secondFactorProven
      ? { access_token: await issueToken(user, client, true, 'oidc') }
      : afterFirstFactor(user, client, 'oidc');

  /** A passkey's sign-in (modules/auth/passkeys.ts checked it): both factors, a step-up for 5 minutes. */
  const signInWithPasskey = (user: Parameters<typeof issueToken>[0], client: SignInClient) =>
    issueToken(user, client, true, 'passkey');

  return {
    signInWithPasskey,
    signInWithIdentityProvider,
    requestCode: issueCode,
    verifyCode,
    verifySecondFactor,
    signup,
    authenticate,
    logout,
  };
}
