import { randomUUID } from 'node:crypto';
import { ECOM_SERVICES } from '@portal/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ecomPrechecks, idempotencyKeys, posPrechecks, users } from '../db/schema.ts';
import { CLAIM_LEASE_SECONDS, claimKey, sealKey } from './idempotency-store.ts';
import { solvedCaptcha } from '../test/altcha.ts';
import { createTestApp, freshAddress, openSecondInstance, type TestApp } from '../test/app.ts';
import { ECOM_ANSWERS, ecomPrecheckBody } from '../test/precheck-ecom-fixture.ts';
import { posPrecheckBody } from '../test/precheck-pos-fixture.ts';
import { expectRefused } from '../test/refused.ts';

/**
 * Attacks on `Idempotency-Key` (DESIGN §10): a hundred tries of one create at once, spread over every
 * instance there is (two on one PostgreSQL, as behind a load balancer; one on PGlite), must store
 * exactly one record, and every other answer must be a replay of the first answer or a 409.
 */
const BURST = 100;

let t: TestApp;
let instances: FastifyInstance[];
let merchant: { authorization: string };
let admin: { authorization: string };

beforeAll(async () => {
  // The real bot check, so the anonymous tries each pay with a solved captcha, as a retry does.
  t = await createTestApp({ CAPTCHA_PROVIDER: 'altcha' });
  instances = process.env.DATABASE_URL ? [t.app, await openSecondInstance(t)] : [t.app];
  await t.addUser('idem-merchant@example.com');
  merchant = await t.signIn('idem-merchant@example.com');
  await t.addUser('idem-admin@example.com', 'admin');
  admin = await t.signIn('idem-admin@example.com');
});
afterAll(async () => {
  for (const app of instances.slice(1)) await app.close();
  await t.close();
});

type Post = { url: string; payload: object; headers: Record<string, string> };

/** `tries` copies of one POST at once, taking turns over the instances. */
const burst = (tries: Post[]) =>
  Promise.all(
    tries.map((post, i) =>
      instances[i % instances.length]!.inject({ method: 'POST', remoteAddress: freshAddress(), ...post }),
    ),
  );

/** Every answer is the first answer (once sent, the others replayed) or a 409; answers the 201s. */
function expectOneCreate(answers: LightMyRequestResponse[]) {
  const created = answers.filter((a) => a.statusCode === 201);
  const busy = answers.filter((a) => a.statusCode === 409);
  expect(created.length + busy.length).toBe(answers.length);
  expect(created.filter((a) => a.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
  for (const a of created.filter((c) => c.headers['idempotent-replayed'] !== undefined)) {
    expect(a.headers['idempotent-replayed']).toBe('true');
  }
  expect(new Set(created.map((a) => a.body))).toEqual(new Set([created[0]!.body]));
  expect(new Set(created.map((a) => a.headers.location))).toEqual(new Set([created[0]!.headers.location]));
  for (const a of busy) {
    expect(a.json().code).toBe('idempotency_in_progress');
    expect(a.headers['retry-after']).toBe('1');
  }
  return created[0]!;
}

const countPos = async (company: string) =>
  (await t.db.select({ id: posPrechecks.id }).from(posPrechecks).where(eq(posPrechecks.company, company)))
    .length;
const countEcom = async (genComp: string) =>
  (await t.db.select({ id: ecomPrechecks.id }).from(ecomPrechecks).where(eq(ecomPrechecks.genComp, genComp)))
    .length;

const ecomBody = (genComp: string) =>
  ecomPrecheckBody([...ECOM_SERVICES], 'us', { genInfo: { ...ECOM_ANSWERS.genInfo, genComp } });

describe('a hundred tries of one signed-in submission', () => {
  it('store one POS pre-check; a later replay answers the same id; another body is refused', async () => {
    const key = randomUUID();
    const company = `Idem POS ${key}`;
    const post = {
      url: '/api/precheck-pos',
      payload: posPrecheckBody({ company }),
      headers: { ...merchant, 'idempotency-key': key },
    };
    const first = expectOneCreate(await burst(Array.from({ length: BURST }, () => post)));
    expect(await countPos(company)).toBe(1);
    const { id } = first.json<{ id: string }>();
    expect(first.headers.location).toBe(`/api/precheck-pos/${id}`);

    const later = await t.app.inject({ method: 'POST', ...post });
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBe('true');
    // The very answer of the first: id, reference, when it was received, where it is confirmed.
    expect(later.json()).toEqual(first.json());

    const other = await t.app.inject({
      method: 'POST',
      ...post,
      payload: posPrecheckBody({ company: `${company} changed` }),
    });
    expectRefused(other, 'idempotency_conflict');
    expect(other.json().code).toBe('idempotency_conflict');
    expect(await countPos(company)).toBe(1);
    expect(await countPos(`${company} changed`)).toBe(0);
  });

  it('store one e-commerce pre-check with all seven services', async () => {
    const key = randomUUID();
    const genComp = `Idem Ecom ${key}`;
    const post = {
      url: '/api/precheck',
      payload: ecomBody(genComp),
      headers: { ...merchant, 'idempotency-key': key },
    };
    const first = expectOneCreate(await burst(Array.from({ length: BURST }, () => post)));
    expect(await countEcom(genComp)).toBe(1);
    expect(first.headers.location).toBe(`/api/precheck/${first.json<{ id: string }>().id}`);
  });
});

describe('a hundred anonymous tries, each with its own solved captcha', () => {
  const anonymous = async (url: string, payload: object, key: string) => {
    const captchas = await Promise.all(
      Array.from({ length: BURST }, () => solvedCaptcha(t.app, freshAddress())),
    );
    return captchas.map((captcha) => ({
      url,
      payload,
      headers: { 'x-captcha-token': captcha, 'idempotency-key': key },
    }));
  };

  it('store one POS pre-check', async () => {
    const key = randomUUID();
    const company = `Idem anonymous POS ${key}`;
    expectOneCreate(await burst(await anonymous('/api/precheck-pos', posPrecheckBody({ company }), key)));
    expect(await countPos(company)).toBe(1);
  });

  it('store one e-commerce pre-check', async () => {
    const key = randomUUID();
    const genComp = `Idem anonymous Ecom ${key}`;
    expectOneCreate(await burst(await anonymous('/api/precheck', ecomBody(genComp), key)));
    expect(await countEcom(genComp)).toBe(1);
  });

  it('are answered again without a new captcha, while a first try needs one', async () => {
    const key = randomUUID();
    const company = `Idem captcha ${key}`;
    const [post] = await anonymous('/api/precheck-pos', posPrecheckBody({ company }), key);
    const first = await t.app.inject({ method: 'POST', ...post! });
    expect(first.statusCode).toBe(201);
    // The retry of a try whose answer was lost: its solution is spent, the answer is kept.
    const spent = await t.app.inject({ method: 'POST', ...post! });
    expect(spent.statusCode).toBe(201);
    expect(spent.headers['idempotent-replayed']).toBe('true');
    expect(spent.json()).toEqual(first.json());
    const bare = { url: post!.url, payload: post!.payload };
    const other = await t.app.inject({
      method: 'POST',
      ...bare,
      headers: { 'idempotency-key': randomUUID() },
    });
    expectRefused(other, 'captcha_required');
    expect(other.json().code).toBe('captcha_required');
    expect(await countPos(company)).toBe(1);
  });
});

describe('keys', () => {
  it('belong to their account: another account with the same key creates its own record', async () => {
    const key = randomUUID();
    const company = `Idem scope ${key}`;
    const send = (headers: { authorization: string }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/precheck-pos',
        payload: posPrecheckBody({ company }),
        headers: { ...headers, 'idempotency-key': key },
      });
    const mine = await send(merchant);
    const theirs = await send(admin);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(await countPos(company)).toBe(2);
  });

  it('change nothing when absent: two posts, two records', async () => {
    const company = `Idem none ${randomUUID()}`;
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/precheck-pos',
        payload: posPrecheckBody({ company }),
        headers: merchant,
      });
      expect(res.statusCode).toBe(201);
    }
    expect(await countPos(company)).toBe(2);
  });

  it('must be UUIDs', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/precheck-pos',
      payload: posPrecheckBody(),
      headers: { ...merchant, 'idempotency-key': 'again' },
    });
    expectRefused(res, 'validation_failed');
    expect(res.json().errors).toEqual([
      expect.objectContaining({ path: 'headers.idempotency-key', code: 'invalid' }),
    ]);
  });

  it('are not used up by a refused create: its retry runs again', async () => {
    const key = randomUUID();
    const email = `idem-taken-${key}@example.com`;
    const taken = await t.addUser(email);
    const post = {
      method: 'POST' as const,
      url: '/api/users',
      payload: { name: 'Ida Idem', email, role: 'merchant', languagePreference: 'en' },
      headers: { ...admin, 'idempotency-key': key },
    };
    const refused = await t.app.inject(post);
    expectRefused(refused, 'email_taken');
    expect(refused.json().code).toBe('email_taken');
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);

    await t.db.delete(users).where(eq(users.id, taken.id));
    const retried = await t.app.inject(post);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(retried.headers.location).toBe(`/api/users/${retried.json().id}`);
  });

  it('are taken over once a claim outlives its lease (its instance died)', async () => {
    const key = randomUUID();
    const company = `Idem lease ${key}`;
    const post = {
      method: 'POST' as const,
      url: '/api/precheck-pos',
      payload: posPrecheckBody({ company }),
      headers: { ...merchant, 'idempotency-key': key },
    };
    // A claim as a request killed mid-create leaves it.
    const first = await t.app.inject(post);
    const id = first.json().id;
    await t.db.delete(posPrechecks).where(eq(posPrechecks.id, id));
    await t.db
      .update(idempotencyKeys)
      .set({ status: null, body: null, location: null, claimedAt: sql`now() - interval '10 seconds'` })
      .where(eq(idempotencyKeys.key, key));
    const early = await t.app.inject(post);
    expectRefused(early, 'idempotency_in_progress');
    expect(early.json().code).toBe('idempotency_in_progress');

    await t.db
      .update(idempotencyKeys)
      .set({ claimedAt: sql`now() - interval '1 minute'` })
      .where(eq(idempotencyKeys.key, key));
    const late = await t.app.inject(post);
    expect(late.statusCode).toBe(201);
    expect(late.headers['idempotent-replayed']).toBeUndefined();
    expect(await countPos(company)).toBe(1);
  });

  it('cannot be sealed by a holder whose claim was taken over', async () => {
    const ref = { scope: 'test', key: randomUUID() };
    const [old, taker] = [randomUUID(), randomUUID()];
    expect(await claimKey(t.db, ref, 'hash', old)).toEqual({ outcome: 'claimed' });
    expect(await claimKey(t.db, ref, 'hash', taker)).toEqual({ outcome: 'in-progress' });
    await t.db
      .update(idempotencyKeys)
      .set({ claimedAt: sql`now() - make_interval(secs => ${CLAIM_LEASE_SECONDS + 1})` })
      .where(eq(idempotencyKeys.key, ref.key));
    expect(await claimKey(t.db, ref, 'other hash', taker)).toEqual({ outcome: 'conflict' });
    expect(await claimKey(t.db, ref, 'hash', taker)).toEqual({ outcome: 'claimed' });
    const answer = { status: 201, body: { id: 'x' }, location: null };
    expect(await t.db.transaction((tx) => sealKey(tx, ref, old, answer))).toBe(false);
    expect(await t.db.transaction((tx) => sealKey(tx, ref, taker, answer))).toBe(true);
    expect(await claimKey(t.db, ref, 'hash', randomUUID())).toEqual({ outcome: 'replay', answer });
  });

  it('are kept 24 hours: an older one is a new key', async () => {
    const key = randomUUID();
    const company = `Idem day ${key}`;
    const post = {
      method: 'POST' as const,
      url: '/api/precheck-pos',
      payload: posPrecheckBody({ company }),
      headers: { ...merchant, 'idempotency-key': key },
    };
    await t.app.inject(post);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    const again = await t.app.inject(post);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await countPos(company)).toBe(2);
  });
});

describe('users and sign-up', () => {
  it('a hundred tries of one user create store one user', async () => {
    const key = randomUUID();
    const email = `idem-user-${key}@example.com`;
    const post = {
      url: '/api/users',
      payload: { name: 'Uma Unique', email, role: 'merchant', languagePreference: 'de' },
      headers: { ...admin, 'idempotency-key': key },
    };
    const first = expectOneCreate(await burst(Array.from({ length: BURST }, () => post)));
    expect(first.json()).toMatchObject({ email, name: 'Uma Unique' });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('a repeated sign-up mails one code', async () => {
    const key = randomUUID();
    const email = `idem-signup-${key}@example.com`;
    const post = {
      method: 'POST' as const,
      url: '/api/auth/signup',
      payload: { name: 'Sam Signup', email },
      headers: { 'idempotency-key': key },
    };
    const before = t.mail.outbox.length;
    // The first try solved the captcha; its retry answers from the key, without a second solution.
    const first = await t.app.inject({
      ...post,
      headers: { ...post.headers, 'x-captcha-token': await solvedCaptcha(t.app) },
      remoteAddress: freshAddress(),
    });
    const again = await t.app.inject({ ...post, remoteAddress: freshAddress() });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual({ ok: true });
    await t.mail.nextMailTo(email, before);
    expect(t.mail.outbox.slice(before).filter((m) => m.to === email)).toHaveLength(1);
  });
});
