import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

/*
 * Step-up (DESIGN §14): every grave action is refused with 403 `step_up_required` unless the session
 * proved its second factor within 5 minutes; `POST /auth/step-up` with a code proves it. A sign-in
 * with a second factor counts for its first 5 minutes.
 */

const ADMIN = 'step-up-admin@example.com';
const MERCHANT = 'step-up-merchant@example.com';
const NOBODY = '00000000-0000-4000-8000-000000000000';
let t: TestApp;
let admin: string;
let adminJti: string;

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8' });
  await t.addUser(ADMIN, 'admin', 'Stella Step');
  await t.addUser(MERCHANT, 'merchant', 'Manu Merchant');
  admin = (await t.signIn(ADMIN)).authorization;
  adminJti = await latestSession();
});
afterAll(() => t.close());

async function latestSession() {
  const [row] = await t.db
    .select({ jti: sessions.jti })
    .from(sessions)
    .orderBy(sql`${sessions.createdAt} desc`)
    .limit(1);
  return row!.jti;
}

/** As if the session's last proof of a second factor were `minutes` old. */
const provenAgo = (jti: string, minutes: number) =>
  t.db
    .update(sessions)
    .set({ steppedUpAt: sql`now() - make_interval(secs => ${minutes * 60})` })
    .where(eq(sessions.jti, jti));

const call = (method: string, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: method as 'POST',
    url,
    headers: { authorization: admin, ...headers },
    ...(payload && { payload }),
  });

async function userId(email: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** The `ETag` an answer carries, which every record read here has. */
const etagOf = (res: { headers: Record<string, unknown> }) => String(res.headers.etag);

async function userEtag(id: string) {
  return etagOf(await call('GET', `/api/users/${id}`));
}

const stepUp = async (code?: string) =>
  call('POST', '/api/auth/step-up', { code: code ?? (await t.freshCode(ADMIN)) });

/** Each grave action of §14, as a request made fresh each time (ids and versions read just before). */
const GRAVE: { name: string; send: () => Promise<{ statusCode: number }>; done: number }[] = [
  {
    name: 'creating a reviewer',
    send: () =>
      call('POST', '/api/users', {
        name: 'New Rev',
        email: `rev-${Date.now()}@example.com`,
        role: 'reviewer',
      }),
    done: 201,
  },
  {
    name: "changing a user's role",
    send: async () => {
      const row = await t.addUser(`climber-${Date.now()}@example.com`, 'merchant', 'Climber');
      return call(
        'PUT',
        `/api/users/${row.id}`,
        { name: 'Climber', email: row.email, role: 'reviewer' },
        { 'if-match': await userEtag(row.id) },
      );
    },
    done: 200,
  },
  {
    name: "changing a user's e-mail",
    send: async () => {
      const row = await t.addUser(`mover-${Date.now()}@example.com`, 'merchant', 'Mover');
      return call(
        'PUT',
        `/api/users/${row.id}`,
        { name: 'Mover', email: `moved-${Date.now()}@example.com`, role: 'merchant' },
        { 'if-match': await userEtag(row.id) },
      );
    },
    done: 200,
  },
  {
    name: "resetting another's second factor",
    send: async () => {
      const email = `factor-${Date.now()}@example.com`;
      await t.addUser(email, 'reviewer');
      await t.signIn(email);
      return call('POST', `/api/users/${await userId(email)}/mfa-reset`);
    },
    done: 204,
  },
  {
    name: 'signing another user out',
    send: async () => call('DELETE', `/api/users/${await userId(MERCHANT)}/sessions`),
    done: 200,
  },
  {
    name: 'creating an API key without a code',
    send: () =>
      call('POST', '/api/api-keys', {
        name: `Key ${Date.now()}`,
        scopes: ['prechecks:read'],
        expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      }),
    done: 201,
  },
  {
    name: 'creating a webhook',
    send: () =>
      call('POST', '/api/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['precheck.created'] }),
    done: 201,
  },
  {
    name: "changing a webhook's URL",
    send: async () => {
      const id = await webhookId();
      const etag = etagOf(await call('GET', `/api/webhooks/${id}`));
      return call(
        'PUT',
        `/api/webhooks/${id}`,
        { url: `http://127.0.0.1:9/moved-${Date.now()}`, events: ['precheck.created'], enabled: true },
        { 'if-match': etag },
      );
    },
    done: 200,
  },
  {
    name: "changing a webhook's events",
    send: async () => {
      const id = await webhookId();
      const current = await call('GET', `/api/webhooks/${id}`);
      const { url, events } = current.json<{ url: string; events: string[] }>();
      return call(
        'PUT',
        `/api/webhooks/${id}`,
        {
          url,
          events: events.includes('merchant.created') ? ['precheck.created'] : ['merchant.created'],
          enabled: true,
        },
        { 'if-match': etagOf(current) },
      );
    },
    done: 200,
  },
  {
    name: 'resending a delivery',
    send: async () => call('POST', `/api/webhooks/${await webhookId()}/deliveries/${NOBODY}/resend`),
    done: 404,
  },
  {
    name: 'erasing a subject',
    send: () =>
      call('POST', '/api/privacy/subjects/erase', {
        email: `gone-${Date.now()}@example.com`,
        reason: 'Request 7',
      }),
    done: 200,
  },
  {
    name: 'lifting a legal hold',
    send: () => call('DELETE', `/api/precheck-pos/${NOBODY}/legal-hold`),
    done: 404,
  },
];

let webhook: string | undefined;
async function webhookId() {
  if (!webhook) {
    await provenAgo(adminJti, 0);
    const res = await call('POST', '/api/webhooks', {
      url: 'http://127.0.0.1:9/first',
      events: ['precheck.created'],
    });
    webhook = res.json<{ id: string }>().id;
  }
  return webhook;
}

describe('step-up', () => {
  it.each(GRAVE)('is asked before $name, and lets it through once proven', async ({ send, done }) => {
    await webhookId();
    await provenAgo(adminJti, 6);
    const refused = await send();
    expect(refused.statusCode).toBe(403);
    expect((refused as unknown as { json(): unknown }).json()).toMatchObject({ code: 'step_up_required' });

    expect((await stepUp()).statusCode).toBe(204);
    expect((await send()).statusCode).toBe(done);
  });

  it('is not asked for what is not grave', async () => {
    await provenAgo(adminJti, 6);
    const merchant = await call('POST', '/api/users', {
      name: 'Plain',
      email: `plain-${Date.now()}@example.com`,
      role: 'merchant',
    });
    expect(merchant.statusCode).toBe(201);
    const { id } = merchant.json<{ id: string }>();
    const renamed = await call(
      'PUT',
      `/api/users/${id}`,
      { name: 'Plain Renamed', email: merchant.json<{ email: string }>().email, role: 'merchant' },
      { 'if-match': await userEtag(id) },
    );
    expect(renamed.statusCode).toBe(200);
    // A code given with the key still stands in for the step-up.
    const keyed = await call('POST', '/api/api-keys', {
      name: 'With code',
      scopes: ['prechecks:read'],
      expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      code: await t.freshCode(ADMIN),
    });
    expect(keyed.statusCode).toBe(201);
  });

  it('counts a sign-in with a second factor for its first 5 minutes only', async () => {
    const fresh = (await t.signIn(ADMIN)).authorization;
    const jti = await latestSession();
    const erase = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/privacy/subjects/erase',
        headers: { authorization: fresh },
        payload: { email: `fresh-${Date.now()}@example.com`, reason: 'Request 8' },
      });
    expect((await erase()).statusCode).toBe(200);
    await provenAgo(jti, 5.1);
    expect((await erase()).statusCode).toBe(403);
  });

  it('refuses a wrong code at its field, counts it, and audits both outcomes', async () => {
    await provenAgo(adminJti, 6);
    const wrong = await stepUp('000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'code_incorrect', errors: [{ path: 'code' }] });
    expect((await call('POST', '/api/auth/step-up', { code: ' ' })).statusCode).toBe(400);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, await userId(ADMIN)));
    expect(actions.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['auth.step-up', 'auth.mfa-failed']),
    );
  });

  it('asks a merchant before removing their second factor', async () => {
    const merchant = (await t.signIn(MERCHANT)).authorization;
    const as = (method: string, url: string, payload?: object) =>
      t.app.inject({
        method: method as 'POST',
        url,
        headers: { authorization: merchant },
        ...(payload && { payload }),
      });
    const setup = (await as('POST', '/api/me/mfa')).json<{ secret: string }>();
    t.enrolled.set(MERCHANT, { secret: setup.secret, recoveryCodes: [] });
    expect((await as('POST', '/api/me/mfa/confirm', { code: await t.freshCode(MERCHANT) })).statusCode).toBe(
      200,
    );
    // Signed in before the second factor: no proof yet.
    const refused = await as('DELETE', '/api/me/mfa');
    expect(refused.json()).toMatchObject({ code: 'step_up_required' });
    expect((await as('POST', '/api/auth/step-up', { code: await t.freshCode(MERCHANT) })).statusCode).toBe(
      204,
    );
    expect((await as('DELETE', '/api/me/mfa')).statusCode).toBe(204);
  });
});
