import { ECOM_SERVICES, type FieldErrorBody, reviewStateShape, SECRET_MASK } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { pdfText } from '../../../test/pdf-text.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ecomPrechecks, merchants } from '../../../db/schema.ts';
import { solvedCaptcha } from '../../../test/altcha.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { ECOM_ANSWERS, ecomPrecheckBody } from '../../../test/precheck-ecom-fixture.ts';
import { expectRefused } from '../../../test/refused.ts';

let t: TestApp;
let admin: string;
let merchant: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_PROVIDER: 'altcha' });
  await t.addUser('ecom-admin@example.com', 'admin');
  await t.addUser('ecom-merchant@example.com');
  await t.addUser('ecom-other@example.com');
  admin = (await t.signIn('ecom-admin@example.com')).authorization;
  merchant = (await t.signIn('ecom-merchant@example.com')).authorization;
  other = (await t.signIn('ecom-other@example.com')).authorization;
});
afterAll(() => t.close());

const submit = (
  body: unknown,
  headers: Record<string, string> = { authorization: merchant },
  url = '/api/precheck',
) => t.app.inject({ method: 'POST', url, payload: body as object, headers });
const get = (url: string, authorization = admin) =>
  t.app.inject({ method: 'GET', url, headers: { authorization } });

/** The PDF's text with its line breaks and runs of spaces as single spaces. */
const pdfLine = async (pdf: Buffer) => (await pdfText(pdf)).replace(/\s+/g, ' ');

describe('POST /precheck', () => {
  it.each(ECOM_SERVICES.map((s) => [s]))('accepts a valid record for %s alone', async (service) => {
    const res = await submit(ecomPrecheckBody([service]));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('accepts all seven services together and stores only the selected groups', async () => {
    const res = await submit(ecomPrecheckBody([...ECOM_SERVICES]));
    expect(res.statusCode, res.body).toBe(201);
    const detail = (await get(`/api/precheck/${res.json().id}`)).json();
    expect(detail.srv).toEqual([...ECOM_SERVICES]);
    expect(detail.ccpInfo.ccpAvgTxVal).toBe(89.9);
    expect(detail.abInfo.abProduct).toEqual(['sepa', 'sofort']);
    expect(detail.genInfo.genEmail).toBe('lena.fuchs@nordlicht.example');
    expect(detail.genInfo).not.toHaveProperty('genPass');
  });

  it('drops the groups of services that were not selected', async () => {
    const res = await submit(
      ecomPrecheckBody(['affiliate'], 'other', { chInfo: { junk: true }, abInfo: 'x' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const detail = (await get(`/api/precheck/${res.json().id}`)).json();
    expect(Object.keys(detail).sort()).toEqual(
      [
        'apInfo',
        'createdAt',
        'genInfo',
        'id',
        'reference',
        'reg',
        'srv',
        ...Object.keys(reviewStateShape),
      ].sort(),
    );
  });

  it('refuses a service the region does not offer', async () => {
    const res = await submit(ecomPrecheckBody(['clearingHouse'], 'other'));
    expectRefused(res, 'validation_failed');
    expect(res.json().errors).toEqual([
      { path: 'srv.0', code: 'invalid', message: 'This service is not offered in the selected region' },
    ]);
    const eu = await submit(ecomPrecheckBody(['creditCard', 'clearingHouse'], 'eu'));
    expect(eu.json().errors).toEqual([
      { path: 'srv.1', code: 'invalid', message: 'This service is not offered in the selected region' },
    ]);
  });

  it('checks the always-required fields and the selected services only', async () => {
    const res = await submit({
      reg: 'us',
      srv: ['whitelabelGateway'],
      genInfo: { genEmail: 'bad' },
      wlInfo: { wlGatewayFeatures: ['other'] },
    });
    expectRefused(res, 'validation_failed');
    const errors = Object.fromEntries(
      res.json().errors.map((e: FieldErrorBody) => [e.path, `${e.code}: ${e.message}`]),
    );
    expect(errors).toMatchObject({
      'genInfo.genComp': 'required: Company name is required',
      'genInfo.genDirEmail': 'required: Email is required',
      'genInfo.genUser': 'required: Required',
      'genInfo.genPass': 'required: Required',
      'genInfo.genEmail': 'invalid: Invalid email',
      'wlInfo.wlOtherGateway': 'required: Please specify the other gateway features',
      'wlInfo.wlExpMonthVol': 'required: Field is required',
    });
    expect(Object.keys(errors).some((p) => p.startsWith('ccpInfo'))).toBe(false);
  });

  it('requires at least one service, in the asked language', async () => {
    const res = await submit(
      { reg: 'eu', srv: [], genInfo: ECOM_ANSWERS.genInfo },
      { authorization: merchant },
      '/api/precheck?language=de',
    );
    expect(res.json().errors).toEqual([
      { path: 'srv', code: 'required', message: 'Wählen Sie mindestens eine Leistung aus' },
    ]);
  });

  it('refuses unknown top-level fields and yes/no values other than yes or no', async () => {
    const res = await submit({
      ...ecomPrecheckBody(['creditCard']),
      status: 'approved',
      ccpInfo: { ...ECOM_ANSWERS.ccpInfo, ccpLic: 'maybe' },
    });
    const paths = res
      .json()
      .errors.map((e: { path: string }) => e.path)
      .sort();
    expect(paths).toEqual(['ccpInfo.ccpLic', 'status']);
  });

  it('needs a captcha from anonymous callers', async () => {
    const body = ecomPrecheckBody(['creditCard']);
    expectRefused(await submit(body, {}), 'captcha_required');
    const token = await solvedCaptcha(t.app);
    expect((await submit(body, { 'x-captcha-token': token })).statusCode).toBe(201);
    expectRefused(await submit(body, { 'x-captcha-token': token }), 'captcha_invalid');
  });
});

describe('the website password', () => {
  it('is stored encrypted, left out of lists and the detail, and read back only on its own call', async () => {
    const id = (await submit(ecomPrecheckBody(['creditCard']))).json().id;
    const [row] = await t.db.select().from(ecomPrechecks).where(eq(ecomPrechecks.id, id));
    expect(JSON.stringify(row)).not.toContain('S3cr3t-Pässwort!');
    expect(JSON.stringify(row!.details)).not.toContain('genPass');
    const list = await get('/api/precheck');
    expect(list.body).not.toContain('S3cr3t');
    expect(list.body).not.toContain('genPass');
    expect((await get(`/api/precheck/${id}`, merchant)).body).not.toContain('S3cr3t');
    for (const reader of [merchant, admin]) {
      const secret = await get(`/api/precheck/${id}/secret`, reader);
      expect(secret.statusCode).toBe(200);
      expect(secret.json()).toEqual({ genPass: 'S3cr3t-Pässwort!' });
    }
    // Someone else's pre-check does not exist for them, as with the detail.
    expectRefused(await get(`/api/precheck/${id}/secret`, other), 'not_found');
    const unknown = await get('/api/precheck/00000000-0000-4000-8000-000000000000/secret');
    expectRefused(unknown, 'not_found');
  });

  it('is printed masked in the PDF, which never decrypts it', async () => {
    const id = (await submit(ecomPrecheckBody(['creditCard']))).json().id;
    // A ciphertext that cannot be decrypted: the PDF must not need it.
    await t.db
      .update(ecomPrechecks)
      .set({ genPassEncrypted: 'v1:unreadable' })
      .where(eq(ecomPrechecks.id, id));
    for (const language of ['en', 'de']) {
      const res = await get(`/api/precheck/${id}/pdf?language=${language}`, merchant);
      expect(res.statusCode, res.body).toBe(200);
      const text = await pdfLine(res.rawPayload);
      expect(text).toContain(SECRET_MASK);
      expect(text).not.toContain('S3cr3t');
      expect(text).toContain('Nordlicht Commerce GmbH');
    }
  });
});

describe('reading e-commerce pre-checks', () => {
  let id: string;
  beforeAll(async () => {
    id = (await submit(ecomPrecheckBody([...ECOM_SERVICES]))).json().id;
  });

  it('shows a pre-check to admins and its merchant only', async () => {
    expect((await get(`/api/precheck/${id}`, merchant)).statusCode).toBe(200);
    expectRefused(await get(`/api/precheck/${id}`, other), 'not_found');
    expectRefused(await get(`/api/precheck/${id}/pdf`, other), 'not_found');
    expectRefused(await get('/api/precheck', merchant), 'forbidden');
  });

  it('answers the list with the list fields only, newest first', async () => {
    const newest = await t.db
      .update(ecomPrechecks)
      .set({ createdAt: new Date(Date.now() + 60_000) })
      .where(eq(ecomPrechecks.id, id))
      .returning();
    expect(newest).toHaveLength(1);
    const list = (await get('/api/precheck?pageSize=1')).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toEqual({
      id,
      reference: expect.stringMatching(/^E-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/),
      reg: 'us',
      srv: [...ECOM_SERVICES],
      createdAt: expect.any(String),
      genInfo: {
        genComp: 'Nordlicht Commerce GmbH',
        genFullName: 'Lena Fuchs',
        genEmail: 'lena.fuchs@nordlicht.example',
      },
      status: 'submitted',
      statusChangedAt: expect.any(String),
      assignee: null,
      overdue: false,
    });
    expect((await get('/api/precheck?q=LENA%20FUCHS')).json().total).toBeGreaterThan(0);
    expect((await get('/api/precheck?q=nobody-like-this')).json().total).toBe(0);
    const byReference = (await get(`/api/precheck?q=${list.items[0].reference.toLowerCase()}`)).json();
    expect(byReference.items.map((item: { id: string }) => item.id)).toEqual([id]);
  });

  it('renders every section of a record with all seven services in the PDF', async () => {
    const res = await get(`/api/precheck/${id}/pdf?language=en`);
    expect(res.statusCode).toBe(200);
    const text = await pdfLine(res.rawPayload);
    for (const heading of [
      'General Information',
      'Credit Card Processing',
      'Affiliate Payout Program',
      'Whitelabel Gateway',
      'ACH (Clearing House)',
      'Corporate Banking',
      'Company Incorporation',
      'Alternative Billing (EU)',
    ]) {
      expect(text).toContain(heading);
    }
    for (const value of [
      'Nordlicht Commerce GmbH',
      `Website password ${SECRET_MASK}`,
      'Shipped within 2 days',
      'Virtual Pre-Paid Cards',
      'Tokenisation vault',
      'Ticket system, answer within 24 h',
      'Card settlements from acquirers',
      'Ana Núñez',
      'SEPA - Transfer / Payouts',
      "Last year's sales turnover (EUR)",
      '1,250,000.00',
    ]) {
      expect(text).toContain(value);
    }
    expect(text).not.toContain('S3cr3t-Pässwort!');
  });

  it('keeps one merchant per contact e-mail with the credit card figures', async () => {
    const rows = await t.db
      .select()
      .from(merchants)
      .where(eq(merchants.email, 'lena.fuchs@nordlicht.example'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      company: 'Nordlicht Commerce GmbH',
      avgTxValue: 89.9,
      projMonthVolAcct: 200000,
    });
  });

  it('deletes for admins only', async () => {
    const doomed = (await submit(ecomPrecheckBody(['affiliate']))).json().id;
    const url = `/api/precheck/${doomed}`;
    expectRefused(
      await t.app.inject({ method: 'DELETE', url, headers: { authorization: merchant } }),
      'forbidden',
    );
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: { authorization: admin } })).statusCode,
    ).toBe(204);
    expectRefused(await get(url), 'not_found');
  });
});
