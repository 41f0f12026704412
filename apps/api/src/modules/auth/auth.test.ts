import { createHmac } from 'node:crypto';
import { OTP_MAX_WRONG_TRIES } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '@portal/test-support';
import { otpCodes, users } from '../../db/schema.ts';
import { codeIn, createTestApp, freshAddress, type TestApp } from '../../test/app.ts';
import { AUTH_LIMITS } from './service.ts';
import { expectRefused } from '../../test/refused.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email }, remoteAddress });
const verify = (email: string, otp: string, url = '/api/auth/verify') =>
  t.app.inject({ method: 'POST', url, payload: { email, otp }, remoteAddress: freshAddress() });
const validate = (authorization: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/validate-token', headers: { authorization } });

async function requestCode(email: string): Promise<string> {
  const before = t.mail.outbox.length;
  expect((await login(email)).statusCode).toBe(200);
  return codeIn(await t.mail.nextMailTo(email, before));
}

describe('sign-in with an e-mailed code', () => {
  it('mails a 6-digit code in the account language and exchanges it for a working token', async () => {
    const email = uniqueEmail();
    await t.db.insert(users).values({ name: 'Greta', email, role: 'merchant', languagePreference: 'de' });
    const before = t.mail.outbox.length;
    const res = await login(email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const mail = await t.mail.nextMailTo(email, before);
    expect(mail.subject).toMatch(/^Ihr Einmalcode: \d{6}$/);
    expect(mail.text).toContain('Hallo Greta');
    const code = codeIn(mail);

    const ok = await verify(email, code);
    expect(ok.statusCode).toBe(200);
    const token = ok.json<{ access_token: string }>().access_token;
    const me = await validate(`Bearer ${token}`);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, name: 'Greta', role: 'merchant', languagePreference: 'de' });
  });

  it('keeps only a keyed hash of the code', async () => {
    const email = uniqueEmail();
    await t.addUser(email);
    const code = await requestCode(email);
    const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).not.toBe(createHmac('sha256', '').update(`${email}:${code}`).digest('base64url'));
  });

  it('answers a wrong code with 401 and a message', async () => {
    const email = uniqueEmail();
    await t.addUser(email);
    const code = await requestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await verify(email, wrong);
    expectRefused(res, 'otp_invalid');
    expect(res.json()).toEqual({ code: 'otp_invalid', message: 'Invalid or expired code' });
    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it('translates the 401 message into the asked language', async () => {
    const email = uniqueEmail();
    await t.addUser(email);
    await requestCode(email);
    const res = await verify(email, 'nope', '/api/auth/verify?language=it');
    expectRefused(res, 'otp_invalid');
    expect(res.json().message).toBe('Codice non valido o scaduto');
    const viaHeader = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { email, otp: 'nope' },
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
      remoteAddress: freshAddress(),
    });
    expect(viaHeader.json().message).toBe('Código no válido o caducado');
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail();
    await t.addUser(email);
    const code = await requestCode(email);
    await t.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.email, email));
    expectRefused(await verify(email, code), 'otp_invalid');
  });

  it('accepts a code once only, even when it is sent twice at the same moment', async () => {
    const email = uniqueEmail();
    await t.addUser(email);
    const code = await requestCode(email);
    const [a, b] = await Promise.all([verify(email, code), verify(email, code)]);
    expect([a, b].filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expectRefused(
      [a, b].find((answer) => answer.statusCode !== 200)!,
      'otp_invalid',
    );
    expectRefused(await verify(email, code), 'otp_invalid');
  });

  it('kills a code after 5 wrong tries', async () => {
    const email = uniqueEmail();
    await t.addUser(email);
    const code = await requestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < OTP_MAX_WRONG_TRIES; i++) expectRefused(await verify(email, wrong), 'otp_invalid');
    expectRefused(await verify(email, code), 'otp_invalid');
  });

  it('binds a code to the e-mail that asked for it', async () => {
    const a = uniqueEmail();
    const b = uniqueEmail();
    await t.addUser(a);
    await t.addUser(b);
    const codeA = await requestCode(a);
    await requestCode(b);
    expectRefused(await verify(b, codeA), 'otp_invalid');
  });

  it('replaces the previous code when a new one is asked for', async () => {
    const email = uniqueEmail();
    await t.addUser(email);
    const first = await requestCode(email);
    const second = await requestCode(email);
    if (first !== second) expectRefused(await verify(email, first), 'otp_invalid');
    expect((await verify(email, second)).statusCode).toBe(200);
  });

  it('gives unknown e-mails the same answer and sends them nothing', async () => {
    const email = uniqueEmail('ghost');
    const before = t.mail.outbox.length;
    const res = await login(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.mail.outbox.slice(before).filter((m) => m.to === email)).toEqual([]);
    const v = await verify(email, '123456');
    expectRefused(v, 'otp_invalid');
    expect(v.json()).toEqual({ code: 'otp_invalid', message: 'Invalid or expired code' });
  });

  it('answers 400 with field errors for a malformed request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email' },
    });
    expectRefused(res, 'validation_failed');
    expect(res.json().errors).toEqual([{ path: 'email', code: 'invalid', message: 'Invalid email address' }]);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { email: 'a@b.io' },
    });
    expectRefused(missing, 'validation_failed');
    expect(missing.json().errors).toEqual([
      { path: 'otp', code: 'required', message: 'One-time code is required' },
    ]);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After when one e-mail asks for too many codes', async () => {
    const email = uniqueEmail('flood');
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_LIMITS.codeRequestsPerEmail.max; i++) {
      statuses.push((await login(email)).statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    const last = await login(email);
    expectRefused(last, 'rate_limited');
    const retryAfter = Number(last.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(last.json().message).toBe('Too many requests, please try again later');
    expect(last.headers['ratelimit-policy']).toBe('"login-email";q=5;w=900');
    expect(last.headers.ratelimit).toBe(`"login-email";r=0;t=${retryAfter}`);
  });

  it('answers 429 when one address floods the login with different e-mails, and says when to retry', async () => {
    const fresh = await createTestApp();
    try {
      const answers = [];
      for (let i = 0; i <= AUTH_LIMITS.codeRequestsPerIp.max; i++) {
        answers.push(
          await fresh.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: `ip-flood-${i}@example.com` },
          }),
        );
      }
      expect(answers.slice(0, -1).map((a) => a.statusCode)).toEqual(
        Array(AUTH_LIMITS.codeRequestsPerIp.max).fill(200),
      );
      const refused = answers.at(-1)!;
      expectRefused(refused, 'rate_limited');
      expect(refused.json()).toEqual({
        code: 'rate_limited',
        message: 'Too many requests, please try again later',
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(AUTH_LIMITS.codeRequestsPerIp.windowMs / 1000);
      const { max } = AUTH_LIMITS.codeRequestsPerIp;
      for (const answer of answers) expect(answer.headers['ratelimit-policy']).toBe(`"login";q=${max};w=900`);
      expect(answers.map((a) => /;r=(\d+);/.exec(String(a.headers.ratelimit))?.[1])).toEqual([
        ...Array.from({ length: max }, (_, i) => String(max - 1 - i)),
        '0',
      ]);
      expect(refused.headers.ratelimit).toBe(`"login";r=0;t=${retryAfter}`);
    } finally {
      await fresh.close();
    }
  });
});

describe('tokens', () => {
  it('stops working at once after logout', async () => {
    const email = uniqueEmail();
    await t.addUser(email);
    const { authorization } = await t.signIn(email);
    expect((await validate(authorization)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization } });
    expect(out.statusCode).toBe(204);
    const after = await validate(authorization);
    expectRefused(after, 'unauthorized');
    expect(after.json().message).toBe('Please sign in');
  });

  it('stops working at once when the user is deleted', async () => {
    const adminEmail = uniqueEmail('admin');
    await t.addUser(adminEmail, 'admin');
    const admin = await t.signIn(adminEmail);
    const email = uniqueEmail();
    const user = await t.addUser(email);
    const { authorization } = await t.signIn(email);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}`,
      headers: { authorization: admin.authorization },
    });
    expect(del.statusCode).toBe(204);
    expectRefused(await validate(authorization), 'unauthorized');
  });

  it('applies a role change made straight in the database as soon as its notice arrives', async () => {
    const email = uniqueEmail('admin');
    const user = await t.addUser(email, 'admin');
    const { authorization } = await t.signIn(email);
    const asAdmin = await t.app.inject({ method: 'GET', url: '/api/users', headers: { authorization } });
    expect(asAdmin.statusCode).toBe(200);
    // Behind the API's back: no request waits for the instances to confirm (session-cache.test.ts covers
    // the API's changes, applied before they are answered), so the trigger's notice is what carries it.
    await t.db.update(users).set({ role: 'merchant' }).where(eq(users.id, user.id));
    await expect
      .poll(async () => (await validate(authorization)).json<{ role: string }>().role, { timeout: 1_000 })
      .toBe('merchant');
    const asMerchant = await t.app.inject({ method: 'GET', url: '/api/users', headers: { authorization } });
    expectRefused(asMerchant, 'forbidden');
  });

  it('issues a new token at every sign-in', async () => {
    const email = uniqueEmail();
    await t.addUser(email);
    const a = await t.signIn(email);
    const b = await t.signIn(email);
    expect(a.token).not.toBe(b.token);
    expect((await validate(a.authorization)).statusCode).toBe(200);
  });

  it('refuses a token with alg none', async () => {
    const email = uniqueEmail();
    await t.addUser(email);
    const { token } = await t.signIn(email);
    const [, payload] = token.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expectRefused(await validate(`Bearer ${header}.${payload}.`), 'unauthorized');
  });

  it('refuses a token signed with another key', async () => {
    const email = uniqueEmail();
    await t.addUser(email);
    const { token } = await t.signIn(email);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expectRefused(await validate(`Bearer ${forged}`), 'unauthorized');
    // A character well inside the signature: the last one carries padding bits a decoder may ignore.
    const at = token.length - 10;
    const tampered = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    expectRefused(await validate(`Bearer ${tampered}`), 'unauthorized');
  });

  it('refuses a missing or malformed Authorization header', async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/auth/validate-token' }), 'unauthorized');
    expectRefused(await validate('Basic abc'), 'unauthorized');
    expectRefused(await validate('Bearer not.a.jwt'), 'unauthorized');
  });
});

describe('sign-up', () => {
  it('creates a merchant account in the chosen language and mails a code', async () => {
    const email = uniqueEmail('new');
    const before = t.mail.outbox.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Lucía Pérez', email, languagePreference: 'es' },
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(200);
    const mail = await t.mail.nextMailTo(email, before);
    expect(mail.subject).toMatch(/^Su código de un solo uso/);
    const ok = await verify(email, codeIn(mail));
    const me = await validate(`Bearer ${ok.json().access_token}`);
    expect(me.json()).toMatchObject({ name: 'Lucía Pérez', role: 'merchant', languagePreference: 'es' });
  });

  it('answers alike for a taken e-mail and leaves the account as it was', async () => {
    const email = uniqueEmail('taken');
    await t.addUser(email, 'admin', 'Original');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Impostor', email },
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ name: 'Original', role: 'admin' });
  });

  it('requires a name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup?language=de',
      payload: { name: '  ', email: uniqueEmail() },
    });
    expectRefused(res, 'validation_failed');
    expect(res.json().errors).toEqual([{ path: 'name', code: 'required', message: 'Name ist erforderlich' }]);
  });
});
