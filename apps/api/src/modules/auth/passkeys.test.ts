import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createAuthenticator } from '../../test/passkey-authenticator.ts';
import { expectRefused } from '../../test/refused.ts';
import { relyingParty } from './passkeys.ts';

/*
 * Passkeys (DESIGN §14) against a software authenticator that signs for real: added after a step-up,
 * a sign-in with both factors for every role, a step-up of their own, removed after a step-up. Each
 * challenge answers once; an answer without user verification, for another account or from a cloned
 * key is refused.
 */

const PORTAL_URL = 'http://localhost:3000';
const ADMIN = 'passkey-admin@example.com';
const MERCHANT = 'passkey-merchant@example.com';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PORTAL_URL });
  await t.addUser(ADMIN, 'admin', 'Pat Passkey');
  await t.addUser(MERCHANT, 'merchant', 'Mia Merchant');
});
afterAll(() => t.close());

type Json = Record<string, unknown> & { challenge: string };

const post = (url: string, authorization?: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(authorization && { headers: { authorization } }),
    ...(payload && { payload }),
  });

/** Adds a passkey the way the Security page does: options, the authenticator's answer, its name. */
async function addPasskey(
  authorization: string,
  authenticator = createAuthenticator({ origin: PORTAL_URL }),
) {
  const options = await post('/api/me/passkeys/options', authorization);
  expect(options.statusCode).toBe(200);
  const response = authenticator.create(options.json<Json>());
  const added = await post('/api/me/passkeys', authorization, { name: 'Laptop', response });
  return { added, authenticator };
}

async function signInWith(authenticator: ReturnType<typeof createAuthenticator>) {
  const options = (await post('/api/auth/passkey/options')).json<Json>();
  return post('/api/auth/passkey', undefined, { response: authenticator.get(options) });
}

describe('passkeys', () => {
  it('are bound to PORTAL_URL, and unavailable at an IP address', () => {
    expect(relyingParty('https://onboarding.example.com/')).toEqual({
      id: 'onboarding.example.com',
      origin: 'https://onboarding.example.com',
      available: true,
    });
    expect(relyingParty('http://127.0.0.1:3000').available).toBe(false);
    expect(relyingParty('http://[::1]:3000').available).toBe(false);
  });

  it('are offered on the sign-in page only where browsers accept them', async () => {
    const methods = await t.app.inject({ method: 'GET', url: '/api/auth/methods' });
    expect(methods.json()).toEqual({ passkeys: true, singleSignOn: null });
    const atAddress = await createTestApp({ PORTAL_URL: 'http://127.0.0.1:3000' });
    try {
      const refused = await atAddress.app.inject({ method: 'GET', url: '/api/auth/methods' });
      expect(refused.json()).toEqual({ passkeys: false, singleSignOn: null });
    } finally {
      await atAddress.close();
    }
  });

  it('are added after a step-up, sign an admin in with both factors, and answer each challenge once', async () => {
    const admin = (await t.signIn(ADMIN)).authorization;
    // Long after the sign-in's own proof: adding a passkey needs a fresh one.
    await t.db.update(sessions).set({ steppedUpAt: sql`now() - interval '1 hour'` });
    expectRefused(await post('/api/me/passkeys/options', admin), 'step_up_required');
    const stepUp = await post('/api/auth/step-up', admin, { code: await t.freshCode(ADMIN) });
    expect(stepUp.statusCode).toBe(204);

    const { added, authenticator } = await addPasskey(admin);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Laptop', lastUsedAt: null });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/me/passkeys',
      headers: { authorization: admin },
    });
    expect(listed.json()).toMatchObject({ available: true, items: [{ name: 'Laptop' }] });

    // Signed in with the passkey alone: no e-mailed code, no authenticator code.
    const options = (await post('/api/auth/passkey/options')).json<Json>();
    const answer = authenticator.get(options);
    const signedIn = await post('/api/auth/passkey', undefined, { response: answer });
    expect(signedIn.statusCode).toBe(200);
    const token = `Bearer ${signedIn.json<{ access_token: string }>().access_token}`;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/validate-token',
      headers: { authorization: token },
    });
    expect(me.json()).toMatchObject({ email: ADMIN, role: 'admin' });
    const [session] = await t.db
      .select({ method: sessions.method, secondFactor: sessions.secondFactor })
      .from(sessions)
      .orderBy(sql`${sessions.createdAt} desc`)
      .limit(1);
    expect(session).toEqual({ method: 'passkey', secondFactor: true });
    // The same answer again: its challenge is spent.
    expectRefused(await post('/api/auth/passkey', undefined, { response: answer }), 'passkey_refused');
  });

  it('steps a session up with its own passkey, and is removed only after one', async () => {
    const merchant = (await t.signIn(MERCHANT)).authorization;
    const { authenticator } = await addPasskey(merchant);
    await t.db.update(sessions).set({ steppedUpAt: null });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/me/passkeys',
      headers: { authorization: merchant },
    });
    const [{ id }] = list.json<{ items: { id: string }[] }>().items as [{ id: string }];
    const remove = () =>
      t.app.inject({ method: 'DELETE', url: `/api/me/passkeys/${id}`, headers: { authorization: merchant } });
    expectRefused(await remove(), 'step_up_required');

    const options = (await post('/api/auth/step-up/options', merchant)).json<Json>();
    expect((options.allowCredentials as { id: string }[]).map((c) => c.id)).toEqual([
      authenticator.credentials[0]!.id.toString('base64url'),
    ]);
    const stepped = await post('/api/auth/step-up', merchant, { passkey: authenticator.get(options) });
    expect(stepped.statusCode).toBe(204);
    expect((await remove()).statusCode).toBe(204);
    const actions = await t.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.passkey-remove'));
    expect(actions.at(-1)?.details).toEqual({ name: 'Laptop' });
    // Gone: its next sign-in is refused.
    expectRefused(await signInWith(authenticator), 'passkey_refused');
  });

  it("refuses an answer without user verification, a cloned key, and a step-up with another account's passkey", async () => {
    const admin = (await t.signIn(ADMIN)).authorization;
    const careless = createAuthenticator({ origin: PORTAL_URL, uv: false });
    const { added } = await addPasskey(admin, careless);
    expectRefused(added, 'passkey_refused');

    const { authenticator } = await addPasskey(admin);
    const clone = createAuthenticator({ origin: PORTAL_URL });
    clone.credentials.push({ ...authenticator.credentials.at(-1)! });
    expect((await signInWith(authenticator)).statusCode).toBe(200);
    // The clone's counter lags behind the original's: refused.
    expectRefused(await signInWith(clone), 'passkey_refused');

    const merchant = (await t.signIn(MERCHANT)).authorization;
    const { authenticator: own } = await addPasskey(merchant);
    const options = (await post('/api/auth/step-up/options', merchant)).json<Json>();
    expectRefused(
      await post('/api/auth/step-up', merchant, { passkey: authenticator.get(options) }),
      'passkey_refused',
    );
    expect((await post('/api/auth/step-up', merchant, { passkey: own.get(options) })).statusCode).toBe(204);
  });

  it('asks an account with no second factor to sign in again before its first passkey, once its sign-in is old', async () => {
    const email = 'passkey-newcomer@example.com';
    await t.addUser(email);
    const merchant = (await t.signIn(email)).authorization;
    await t.db.update(sessions).set({ createdAt: sql`now() - interval '1 hour'` });
    expectRefused(await post('/api/me/passkeys/options', merchant), 'sign_in_again');
    const fresh = (await t.signIn(email)).authorization;
    expect((await addPasskey(fresh)).added.statusCode).toBe(201);
  });

  it('answers a thousand replays of one sign-in answer, at once, with one session', async () => {
    const merchant = (await t.signIn(MERCHANT)).authorization;
    await t.db.update(sessions).set({ steppedUpAt: sql`now()` });
    const { authenticator } = await addPasskey(merchant);
    const options = (await post('/api/auth/passkey/options')).json<Json>();
    const answer = authenticator.get(options);
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/passkey',
          payload: { response: answer },
          remoteAddress: `10.77.${i >> 8}.${i & 255}`,
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200 && status !== 400 && status !== 503)).toEqual([]);
  });
});
