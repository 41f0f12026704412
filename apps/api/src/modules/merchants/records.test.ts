import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../test/altcha.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { ECOM_ANSWERS, ecomPrecheckBody } from '../../test/precheck-ecom-fixture.ts';
import { posPrecheckBody } from '../../test/precheck-pos-fixture.ts';
import { deriveMerchantsFromPrechecks } from './records.ts';
import { merchants, users } from '../../db/schema.ts';

/** Who may change a merchant record by submitting a pre-check (DESIGN §6), tried as an attacker would. */
let t: TestApp;
let admin: string;
let owner: string;
let ownerId: string;
let stranger: string;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_PROVIDER: 'altcha' });
  await t.addUser('mr-admin@example.com', 'admin');
  ownerId = (await t.addUser('owner@real-company.example')).id;
  await t.addUser('stranger@example.com');
  admin = (await t.signIn('mr-admin@example.com')).authorization;
  owner = (await t.signIn('owner@real-company.example')).authorization;
  stranger = (await t.signIn('stranger@example.com')).authorization;
});
afterAll(() => t.close());

const postPos = async (body: object, authorization?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/precheck-pos',
    payload: body,
    headers: authorization ? { authorization } : { 'x-captcha-token': await solvedCaptcha(t.app) },
  });

const recordOf = async (email: string) => {
  const rows = await t.db.select().from(merchants).where(eq(merchants.email, email));
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

const attacker = (email: string) =>
  posPrecheckBody({
    email,
    company: 'Attacker Ltd',
    telephone: '+44 20 0000 0000',
    website: 'https://attacker.example',
    director: 'Mallory',
  });

describe('merchant records', () => {
  it('an anonymous submission naming an existing merchant leaves its record byte for byte as it was', async () => {
    const email = 'contact@real-company.example';
    await postPos(posPrecheckBody({ email, company: 'Real Company AG' }), admin);
    const before = await recordOf(email);
    const res = await postPos(attacker(email.toUpperCase()));
    expect(res.statusCode).toBe(201);
    expect(await recordOf(email)).toEqual(before);
  });

  it('an anonymous e-commerce submission cannot rewrite one either', async () => {
    const email = 'shop@real-company.example';
    await postPos(posPrecheckBody({ email, company: 'Real Company AG' }), admin);
    const before = await recordOf(email);
    const body = ecomPrecheckBody(['creditCard'], 'us', {
      genInfo: { ...ECOM_ANSWERS.genInfo, genEmail: email, genComp: 'Attacker Ltd' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/precheck',
      payload: body,
      headers: { 'x-captcha-token': await solvedCaptcha(t.app) },
    });
    expect(res.statusCode).toBe(201);
    expect(await recordOf(email)).toEqual(before);
  });

  it('an anonymous submission for a new e-mail creates the record, owned by nobody', async () => {
    const email = 'new@anonymous.example';
    expect((await postPos(posPrecheckBody({ email, company: 'Newcomer GmbH' }))).statusCode).toBe(201);
    expect(await recordOf(email)).toMatchObject({ company: 'Newcomer GmbH', ownerId: null });
  });

  it('a merchant owns what it creates and updates it later; another merchant cannot', async () => {
    const email = 'sales@owned.example';
    await postPos(posPrecheckBody({ email, company: 'Owned GmbH' }), owner);
    expect(await recordOf(email)).toMatchObject({ company: 'Owned GmbH', ownerId });
    await postPos(posPrecheckBody({ email, company: 'Owned GmbH & Co. KG' }), owner);
    const updated = await recordOf(email);
    expect(updated.company).toBe('Owned GmbH & Co. KG');
    expect((await postPos(attacker(email), stranger)).statusCode).toBe(201);
    expect(await recordOf(email)).toEqual(updated);
  });

  it('a merchant claims an unowned record bearing its own account e-mail, but no other', async () => {
    const own = 'owner@real-company.example';
    await postPos(posPrecheckBody({ email: own, company: 'Before Claim' }));
    await postPos(posPrecheckBody({ email: own, company: 'After Claim' }), owner);
    expect(await recordOf(own)).toMatchObject({ company: 'After Claim', ownerId });

    const unowned = 'unowned@elsewhere.example';
    await postPos(posPrecheckBody({ email: unowned, company: 'Elsewhere SA' }));
    const before = await recordOf(unowned);
    await postPos(posPrecheckBody({ email: unowned, company: 'Hijack' }), owner);
    expect(await recordOf(unowned)).toEqual(before);
  });

  it("an admin's submission updates any record and keeps its owner", async () => {
    const email = 'sales@owned.example';
    await postPos(posPrecheckBody({ email, company: 'Corrected By Admin' }), admin);
    expect(await recordOf(email)).toMatchObject({ company: 'Corrected By Admin', ownerId });
  });

  it('deleting the owner leaves the record, owned by nobody', async () => {
    const email = 'gone@owner.example';
    const { id } = await t.addUser('leaving@example.com');
    const leaving = (await t.signIn('leaving@example.com')).authorization;
    await postPos(posPrecheckBody({ email, company: 'Leaving GmbH' }), leaving);
    await t.db.delete(users).where(eq(users.id, id));
    expect(await recordOf(email)).toMatchObject({ company: 'Leaving GmbH', ownerId: null });
  });

  it("the seed's bulk derivation writes the same records as the submissions did", async () => {
    const pos = 'bulk-pos@example.com';
    const ecom = 'bulk-ecom@example.com';
    await postPos(posPrecheckBody({ email: pos, company: 'Bulk POS', mobile: '+49 170 1234567' }), admin);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/precheck',
      payload: ecomPrecheckBody(['creditCard'], 'us', {
        genInfo: { ...ECOM_ANSWERS.genInfo, genEmail: ecom, genPhone: '+1 555 0100' },
      }),
      headers: { authorization: admin },
    });
    expect(res.statusCode).toBe(201);
    const facts = (row: typeof merchants.$inferSelect) => {
      const { id: _id, createdAt: _created, updatedAt: _updated, ownerId: _owner, ...rest } = row;
      return rest;
    };
    const submitted = [facts(await recordOf(pos)), facts(await recordOf(ecom))];
    expect(submitted[1]).toMatchObject({ telephone: '+1 555 0100', avgTxValue: expect.any(Number) });

    await t.db.delete(merchants);
    await deriveMerchantsFromPrechecks(t.db);
    expect([facts(await recordOf(pos)), facts(await recordOf(ecom))]).toEqual(submitted);
  });
});
