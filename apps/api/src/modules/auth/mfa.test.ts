import { MFA_MAX_WRONG_TRIES, RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN } from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_GUESS_BUDGET } from './guess-budget.ts';
import { auditLog, authFailures, sessions, users } from '../../db/schema.ts';
import { placeOf } from '../../db/bound-secrets.ts';
import { decryptSecret } from '../../lib/crypto/secrets.ts';
import { deriveKey } from '../../lib/crypto/derive-key.ts';
import { createTestApp, freshAddress, type TestApp } from '../../test/app.ts';
import { totpCode, uniqueEmail } from '@portal/test-support';
import { expectRefused } from '../../test/refused.ts';

/**
 * The second factor at sign-in (DESIGN §9): an admin passes it after the e-mailed code, enrolling the
 * first time; every code is judged once, counted like a wrong e-mailed code, and no admin token exists
 * without it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mfa = (ticket: string, code: string, url = '/api/auth/mfa') =>
  t.app.inject({ method: 'POST', url, payload: { ticket, code }, remoteAddress: freshAddress() });
const asBearer = (token: string, url = '/api/users') =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

/** A new admin at the enrolment step: the ticket and the secret the API handed out. */
async function adminAtEnrolment() {
  const email = uniqueEmail('admin');
  const user = await t.addUser(email, 'admin');
  const answer = await t.verifyMailedCode(email);
  if (!('mfa' in answer) || answer.mfa !== 'enrol')
    throw new Error(`expected enrolment: ${JSON.stringify(answer)}`);
  return { email, user, ticket: answer.ticket, secret: answer.secret, otpauthUrl: answer.otpauthUrl };
}

/** A new admin who has enrolled (through `signIn`), and a fresh ticket for their second factor. */
async function enrolledAdmin() {
  const email = uniqueEmail('enrolled');
  const user = await t.addUser(email, 'admin');
  await t.signIn(email);
  const { secret, recoveryCodes } = t.enrolled.get(email)!;
  return { email, user, secret, recoveryCodes, nextTicket: () => ticketFor(email) };
}

async function ticketFor(email: string): Promise<string> {
  const answer = await t.verifyMailedCode(email);
  if (!('mfa' in answer) || answer.mfa !== 'totp')
    throw new Error(`expected a ticket: ${JSON.stringify(answer)}`);
  expect(answer).not.toHaveProperty('secret');
  return answer.ticket;
}

const wrongCode = (right: string, i = 0) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');

const entriesOf = (userId: string, action: 'auth.sign-in' | 'auth.mfa-failed') =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, userId), eq(auditLog.action, action)));

const sessionsOf = (userId: string) => t.db.select().from(sessions).where(eq(sessions.userId, userId));

async function failuresOf(email: string): Promise<number> {
  const [row] = await t.db.select().from(authFailures).where(eq(authFailures.email, email));
  return row?.failures ?? 0;
}

describe('an admin without a second factor enrols at sign-in', () => {
  it('gets a ticket and a new secret for the e-mailed code, never a token', async () => {
    const { ticket, secret, otpauthUrl, user, email } = await adminAtEnrolment();
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Onboarding Portal');
    expect(decodeURIComponent(url.pathname)).toContain(email);
    expect(await sessionsOf(user.id)).toEqual([]);
    expect(await entriesOf(user.id, 'auth.sign-in')).toEqual([]);
  });

  it('keeps the secret encrypted at rest, under a key of its own', async () => {
    const { user, secret } = await adminAtEnrolment();
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.totpSecretEncrypted).toMatch(/^v2:/);
    expect(row!.totpSecretEncrypted).not.toContain(secret);
    expect(row!.totpConfirmedAt).toBeNull();
    const own = deriveKey(t.config.appSecret, 'totp-secrets');
    const place = placeOf(users.totpSecretEncrypted, user.id);
    expect(decryptSecret(own, row!.totpSecretEncrypted!, place)).toBe(secret);
    expect(() =>
      decryptSecret(deriveKey(t.config.appSecret, 'secrets-at-rest'), row!.totpSecretEncrypted!, place),
    ).toThrow();
  });

  it('confirms with the first code: a token of an admin and ten recovery codes, shown once', async () => {
    const { ticket, secret, user } = await adminAtEnrolment();
    const res = await mfa(ticket, totpCode(secret));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ access_token: string; recoveryCodes: string[] }>();
    expect(body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of body.recoveryCodes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    expect(new Set(body.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect((await asBearer(body.access_token)).statusCode).toBe(200);
    expect(await entriesOf(user.id, 'auth.sign-in')).toHaveLength(1);
    // The ticket was used up.
    expectRefused(await mfa(ticket, totpCode(secret, 1)), 'sign_in_expired');
  });

  it('never issues a token for a secret whose first code never came: wrong codes, then a dead ticket', async () => {
    const { ticket, secret, user } = await adminAtEnrolment();
    const right = totpCode(secret);
    for (let i = 0; i < MFA_MAX_WRONG_TRIES; i++) {
      const res = await mfa(ticket, wrongCode(right, i));
      expectRefused(res, 'otp_invalid');
      expect(res.json()).toEqual({ code: 'otp_invalid', message: 'Invalid or expired code' });
    }
    const late = await mfa(ticket, right);
    expectRefused(late, 'sign_in_expired');
    expect(late.json().message).toMatch(/start again/);
    // Nothing before the second factor opens an admin route: not the ticket, not the secret.
    expectRefused(await asBearer(ticket), 'unauthorized');
    expectRefused(await asBearer(secret), 'unauthorized');
    expect(await sessionsOf(user.id)).toEqual([]);
    expect(await entriesOf(user.id, 'auth.sign-in')).toEqual([]);
    expect(await entriesOf(user.id, 'auth.mfa-failed')).toHaveLength(MFA_MAX_WRONG_TRIES);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.totpConfirmedAt).toBeNull();
  });

  it('takes no recovery code on an enrolment ticket, and answers a localized message', async () => {
    const { ticket } = await adminAtEnrolment();
    const res = await mfa(ticket, 'abcde-fghjk', '/api/auth/mfa?language=de');
    expectRefused(res, 'otp_invalid');
    expect(res.json()).toEqual({ code: 'otp_invalid', message: 'Ungültiger oder abgelaufener Code' });
  });

  it('refuses an unknown or malformed ticket', async () => {
    expectRefused(await mfa('A'.repeat(43), '123456'), 'sign_in_expired');
    const malformed = await mfa('short', '123456');
    expectRefused(malformed, 'validation_failed');
    expect(malformed.json().errors).toEqual([
      { path: 'ticket', code: 'invalid', message: expect.any(String) },
    ]);
  });
});

describe('an enrolled admin signs in with the second factor', () => {
  it('takes a code computed from the secret, and refuses the same code a second time', async () => {
    const admin = await enrolledAdmin();
    // `signIn` took the current step at enrolment; the authenticator's next code is within the drift.
    const next = totpCode(admin.secret, 1);
    const ok = await mfa(await admin.nextTicket(), next);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).not.toHaveProperty('recoveryCodes');
    expect((await asBearer(ok.json().access_token)).statusCode).toBe(200);
    const replay = await mfa(await admin.nextTicket(), next);
    expectRefused(replay, 'otp_invalid');
    // Nor an earlier step once a later one was taken.
    expectRefused(await mfa(await admin.nextTicket(), totpCode(admin.secret)), 'otp_invalid');
  });

  it('refuses a code from 3 steps ago and one from 3 steps ahead', async () => {
    const admin = await enrolledAdmin();
    await t.db.update(users).set({ totpLastStep: null }).where(eq(users.id, admin.user.id));
    const ticket = await admin.nextTicket();
    expectRefused(await mfa(ticket, totpCode(admin.secret, -3)), 'otp_invalid');
    expectRefused(await mfa(ticket, totpCode(admin.secret, 3)), 'otp_invalid');
    expect((await mfa(ticket, totpCode(admin.secret, -1))).statusCode).toBe(200);
  });

  it('takes each recovery code once, in any case', async () => {
    const admin = await enrolledAdmin();
    const [first, second] = admin.recoveryCodes;
    const ok = await mfa(await admin.nextTicket(), first!.toUpperCase());
    expect(ok.statusCode).toBe(200);
    expect((await asBearer(ok.json().access_token)).statusCode).toBe(200);
    expectRefused(await mfa(await admin.nextTicket(), first!), 'otp_invalid');
    const security = await t.app.inject({
      method: 'GET',
      url: '/api/me/security',
      headers: { authorization: `Bearer ${ok.json().access_token}` },
    });
    expect(security.json()).toEqual({ mfa: true, recoveryCodesLeft: RECOVERY_CODE_COUNT - 1 });
    expect((await mfa(await admin.nextTicket(), second!)).statusCode).toBe(200);
  });

  it("refuses another account's recovery code", async () => {
    const mine = await enrolledAdmin();
    const theirs = await enrolledAdmin();
    expectRefused(await mfa(await mine.nextTicket(), theirs.recoveryCodes[0]!), 'otp_invalid');
  });

  it('counts wrong codes against the ticket and the account, recorded as auth.mfa-failed', async () => {
    const admin = await enrolledAdmin();
    const before = await failuresOf(admin.email);
    const ticket = await admin.nextTicket();
    const right = totpCode(admin.secret, 1);
    for (let i = 0; i < MFA_MAX_WRONG_TRIES; i++)
      expectRefused(await mfa(ticket, wrongCode(right, i)), 'otp_invalid');
    expectRefused(await mfa(ticket, right), 'sign_in_expired');
    expect(await failuresOf(admin.email)).toBe(before + MFA_MAX_WRONG_TRIES);
    const entries = await entriesOf(admin.user.id, 'auth.mfa-failed');
    expect(entries).toHaveLength(MFA_MAX_WRONG_TRIES);
    expect(entries[0]).toMatchObject({ actorId: null, details: { email: admin.email, reason: 'rejected' } });
    expect(JSON.stringify(entries)).not.toContain(right);
  });

  it('answers 429 once the account spent its budget, shared with wrong e-mailed codes', async () => {
    const admin = await enrolledAdmin();
    const ticket = await admin.nextTicket();
    // Wrong e-mailed codes spend the same budget (the code is gone: each still counts).
    await t.db
      .update(authFailures)
      .set({ failures: ACCOUNT_GUESS_BUDGET.maxFailuresPerWindow - 1 })
      .where(eq(authFailures.email, admin.email));
    const wrong = await mfa(ticket, wrongCode(totpCode(admin.secret, 1)));
    expectRefused(wrong, 'otp_invalid');
    const locked = await mfa(ticket, totpCode(admin.secret, 1));
    expectRefused(locked, 'rate_limited');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(ACCOUNT_GUESS_BUDGET.windowSeconds);
    expect(locked.headers['ratelimit-policy']).toBe('"guesses";q=25;w=900');
    expect(locked.headers.ratelimit).toBe(`"guesses";r=0;t=${locked.headers['retry-after']}`);
    const entries = await entriesOf(admin.user.id, 'auth.mfa-failed');
    expect(entries.map((e) => e.details.reason).sort()).toEqual(['locked', 'rejected']);
  });
});

describe('concurrent second-factor codes', () => {
  it('50 wrong codes at once on one ticket: exactly 5 counted, the rest find it dead', async () => {
    const admin = await enrolledAdmin();
    const before = await failuresOf(admin.email);
    const ticket = await admin.nextTicket();
    const right = totpCode(admin.secret, 1);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => mfa(ticket, wrongCode(right, i))));
    const messages = answers.map((a) => `${a.statusCode} ${a.json().message}`);
    expect(messages.filter((m) => m === '401 Invalid or expired code')).toHaveLength(MFA_MAX_WRONG_TRIES);
    expect(messages.filter((m) => /^401 .*start again/.test(m))).toHaveLength(50 - MFA_MAX_WRONG_TRIES);
    expect(await failuresOf(admin.email)).toBe(before + MFA_MAX_WRONG_TRIES);
    expect(await entriesOf(admin.user.id, 'auth.mfa-failed')).toHaveLength(MFA_MAX_WRONG_TRIES);
    expectRefused(await mfa(ticket, right), 'sign_in_expired');
  });

  it('20 requests with the same right code, on one ticket and across tickets: exactly one token', async () => {
    const admin = await enrolledAdmin();
    const signedInBefore = (await entriesOf(admin.user.id, 'auth.sign-in')).length;
    // Four more sign-ins reach the code step (five code requests per e-mail and quarter hour in all).
    const tickets: string[] = [];
    for (let i = 0; i < 4; i++) tickets.push(await admin.nextTicket());
    const code = totpCode(admin.secret, 1);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => mfa(tickets[i % 4]!, code)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    // A loser on the winner's ticket finds the ticket spent; one on another ticket, the code spent.
    const refusals = answers.filter((a) => a.statusCode !== 200);
    expect(refusals).toHaveLength(19);
    for (const refusal of refusals)
      expectRefused(refusal, refusal.json().code === 'sign_in_expired' ? 'sign_in_expired' : 'otp_invalid');
    expect(await entriesOf(admin.user.id, 'auth.sign-in')).toHaveLength(signedInBefore + 1);
  });

  it('20 enrolment codes at once on one ticket: one confirmation, one set of recovery codes', async () => {
    const { ticket, secret, user } = await adminAtEnrolment();
    const code = totpCode(secret);
    const answers = await Promise.all(Array.from({ length: 20 }, () => mfa(ticket, code)));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.json().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(await sessionsOf(user.id)).toHaveLength(1);
  });
});

describe('no staff token without the second factor', () => {
  it.each(['admin', 'reviewer'] as const)(
    'refuses the session of a merchant made %s, until they sign in again and enrol',
    async (role) => {
      const boss = await enrolledAdmin();
      const bossToken = (await mfa(await boss.nextTicket(), totpCode(boss.secret, 1))).json().access_token;
      const email = uniqueEmail('promoted');
      const user = await t.addUser(email);
      const { authorization } = await t.signIn(email);
      const validate = () =>
        t.app.inject({ method: 'GET', url: '/api/auth/validate-token', headers: { authorization } });
      expect((await validate()).statusCode).toBe(200);
      const promote = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${user.id}`,
        headers: { authorization: `Bearer ${bossToken}`, 'if-match': '*' },
        payload: { name: user.name, email, role, languagePreference: 'en' },
      });
      expect(promote.statusCode).toBe(200);
      expectRefused(await validate(), 'unauthorized');
      const again = await t.verifyMailedCode(email);
      expect(again).toMatchObject({ mfa: 'enrol' });
    },
  );
});
