import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcLogins, sessions, users } from '../../db/schema.ts';
import { createTestApp, freshAddress, type TestApp } from '../../test/app.ts';
import { followProvider, type Person, startOidcProvider } from '@portal/test-support/oidc-provider';
import { expectRefused } from '../../test/refused.ts';

/*
 * Staff single sign-on (DESIGN §14) against a real OpenID provider started here: an existing staff
 * member with a verified e-mail is signed in, straight away when the provider's `amr` names a second
 * factor, else on to the portal's own; an unknown address, a merchant and an unverified e-mail are
 * refused and nothing is created; a wrong state, a replayed code and a spent hand-off get nowhere.
 */

const PORTAL_URL = 'http://localhost:3000';
const ADMIN = 'sso-admin@example.com';
const MERCHANT = 'sso-merchant@example.com';
let t: TestApp;
let idp: Awaited<ReturnType<typeof startOidcProvider>>;

beforeAll(async () => {
  idp = await startOidcProvider({ redirectUri: `${PORTAL_URL}/api/auth/oidc/callback` });
  t = await createTestApp({
    PORTAL_URL,
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.clientId,
    OIDC_CLIENT_SECRET: idp.clientSecret,
    OIDC_LABEL: 'Acme ID',
  });
  await t.addUser(ADMIN, 'admin', 'Sol Signon');
  await t.addUser(MERCHANT, 'merchant');
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

const person = (email: string, amr: string[] = ['pwd'], emailVerified = true): Person => ({
  email,
  emailVerified,
  amr,
});

/** The portal's callback address the provider sent the browser to, after signing in as `who`. */
async function throughProvider(who: Person): Promise<string> {
  idp.signInAs(who);
  const start = await t.app.inject({
    method: 'GET',
    url: '/api/auth/oidc/start',
    remoteAddress: freshAddress(),
  });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toBeTruthy();
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  return followProvider(authorize.toString(), idp.issuer);
}

/** The portal's answer to the callback: where it sends the browser (the sign-in page's fragment). */
async function callback(callbackUrl: string): Promise<URL> {
  const { pathname, search } = new URL(callbackUrl);
  const res = await t.app.inject({
    method: 'GET',
    url: `${pathname}${search}`,
    remoteAddress: freshAddress(),
  });
  expect(res.statusCode).toBe(302);
  return new URL(String(res.headers.location));
}

const finish = (handoff: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/oidc/finish',
    payload: { handoff },
    remoteAddress: freshAddress(),
  });

const fragment = (url: URL) => new URLSearchParams(url.hash.slice(1));

describe('single sign-on', () => {
  it('says it is there, with the provider’s label', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/methods' });
    expect(res.json()).toEqual({ passkeys: true, singleSignOn: { label: 'Acme ID' } });
  });

  it('signs a staff member in at once when the provider proved a second factor, and the hand-off works once', async () => {
    const back = await callback(await throughProvider(person(ADMIN, ['pwd', 'mfa'])));
    expect(back.origin + back.pathname).toBe(`${PORTAL_URL}/auth`);
    const handoff = fragment(back).get('sso')!;
    const signedIn = await finish(handoff);
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json<{ access_token: string }>().access_token;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/validate-token',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toMatchObject({ email: ADMIN, role: 'admin' });
    const [session] = await t.db
      .select({ method: sessions.method })
      .from(sessions)
      .orderBy(sql`${sessions.createdAt} desc`)
      .limit(1);
    expect(session?.method).toBe('oidc');
    expectRefused(await finish(handoff), 'sign_in_expired');
  });

  it('asks for the portal’s own second factor when the provider proved none, and the session says how it began', async () => {
    const back = await callback(await throughProvider(person(ADMIN, ['pwd'])));
    const answer = (await finish(fragment(back).get('sso')!)).json<{
      mfa?: string;
      ticket?: string;
      secret?: string;
    }>();
    expect(answer.mfa).toMatch(/^(totp|enrol)$/);
    const code = await t.freshCode(ADMIN, answer.secret);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/mfa',
      payload: { ticket: answer.ticket, code },
      remoteAddress: freshAddress(),
    });
    expect(second.statusCode).toBe(200);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/me/sessions',
      headers: { authorization: `Bearer ${second.json<{ access_token: string }>().access_token}` },
    });
    const current = listed.json<{ items: { current: boolean; method: string }[] }>().items;
    expect(current.find((session) => session.current)?.method).toBe('oidc');
  });

  it('refuses an unknown address, a merchant and an unverified e-mail, and creates nobody', async () => {
    const before = (await t.db.select().from(users)).length;
    for (const [who, reason] of [
      [person('stranger@example.com', ['mfa']), 'not-staff'],
      [person(MERCHANT, ['mfa']), 'not-staff'],
      [person(ADMIN, ['mfa'], false), 'unverified'],
    ] as const) {
      const back = await callback(await throughProvider(who));
      expect(fragment(back).get('sso-error')).toBe(reason);
      expect(fragment(back).get('sso')).toBeNull();
    }
    expect((await t.db.select().from(users)).length).toBe(before);
    expect(await t.db.select().from(users).where(eq(users.email, 'stranger@example.com'))).toEqual([]);
  });

  it('refuses a wrong state and a replayed callback', async () => {
    const callbackUrl = await throughProvider(person(ADMIN, ['mfa']));
    const forged = new URL(callbackUrl);
    forged.searchParams.set('state', 'not-the-state-we-sent');
    expect(fragment(await callback(forged.toString())).get('sso-error')).toBe('expired');
    // The real answer still works once; the same code and state a second time do not.
    expect(fragment(await callback(callbackUrl)).get('sso')).toBeTruthy();
    expect(fragment(await callback(callbackUrl)).get('sso-error')).toBe('expired');
  });
});

describe('an ID token for another sign-in', () => {
  it('is refused: its nonce is not the one this sign-in sent', async () => {
    const callbackUrl = await throughProvider(person(ADMIN, ['mfa']));
    const state = new URL(callbackUrl).searchParams.get('state')!;
    // As if the token had been minted for a sign-in an attacker began: the provider signs the nonce
    // it was sent, which is no longer this sign-in's.
    await t.db
      .update(oidcLogins)
      .set({ nonce: 'a-nonce-of-another-sign-in' })
      .where(eq(oidcLogins.state, state));
    const before = (await t.db.select().from(sessions)).length;
    expect(fragment(await callback(callbackUrl)).get('sso-error')).toBe('failed');
    expect((await t.db.select().from(sessions)).length).toBe(before);
  });
});

describe('OIDC_STAFF_ONLY=on', () => {
  it('refuses a staff member’s right e-mailed code, and still signs merchants in by code', async () => {
    const strict = await createTestApp({
      PORTAL_URL,
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      OIDC_STAFF_ONLY: 'on',
    });
    try {
      await strict.addUser(ADMIN, 'admin');
      await strict.addUser(MERCHANT, 'merchant');
      await expect(strict.signIn(ADMIN)).rejects.toThrow(/sso_required/);
      await expect(strict.signIn(MERCHANT)).resolves.toMatchObject({ token: expect.any(String) });
    } finally {
      await strict.close();
    }
  });
});
