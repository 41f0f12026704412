import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { merchants, posPrechecks } from '../../../db/schema.ts';
import { loadConfig } from '../../../config.ts';
import { solvedCaptcha } from '../../../test/altcha.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { posPrecheckBody } from '../../../test/precheck-pos-fixture.ts';
import { expectRefused } from '../../../test/refused.ts';

let t: TestApp;
let admin: string;
let merchant: string;
let otherMerchant: string;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_PROVIDER: 'altcha' });
  await t.addUser('pos-admin@example.com', 'admin');
  await t.addUser('pos-merchant@example.com');
  await t.addUser('pos-other@example.com');
  admin = (await t.signIn('pos-admin@example.com')).authorization;
  merchant = (await t.signIn('pos-merchant@example.com')).authorization;
  otherMerchant = (await t.signIn('pos-other@example.com')).authorization;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const submit = (body: unknown, headers: Record<string, string> = {}, url = '/api/precheck-pos') =>
  t.app.inject({ method: 'POST', url, payload: body as object, headers });

describe('POST /precheck-pos', () => {
  it('refuses an anonymous submission without a captcha, keeping nothing', async () => {
    const res = await submit(posPrecheckBody({ company: 'No Captcha Ltd' }));
    expectRefused(res, 'captcha_required');
    expect(res.json()).toEqual({
      code: 'captcha_required',
      message: 'Please complete the captcha',
      errors: [{ path: 'captcha', code: 'captcha_required', message: 'Please complete the captcha' }],
    });
    const rows = await t.db.select().from(posPrechecks).where(eq(posPrechecks.company, 'No Captcha Ltd'));
    expect(rows).toEqual([]);
  });

  it('accepts an anonymous submission with a solved challenge, once', async () => {
    const token = await solvedCaptcha(t.app);
    const res = await submit(posPrecheckBody(), { 'x-captcha-token': token });
    expect(res.statusCode).toBe(201);
    const { id, reference } = res.json();
    expect(reference).toMatch(/^P-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const [row] = await t.db.select().from(posPrechecks).where(eq(posPrechecks.id, id));
    expect(row).toMatchObject({
      reference,
      company: 'Bäckerei Müller GmbH',
      email: 'anna.gross@example.com',
      website: 'https://www.baeckerei-mueller.de',
      onlineShop: null,
      turnover: 25000,
      receiptSize: 12.5,
      submittedBy: null,
      cards: ['visaMastercard', 'girocard'],
    });
    const replay = await submit(posPrecheckBody(), { 'x-captcha-token': token });
    expectRefused(replay, 'captcha_invalid');
    expect(replay.json().message).toMatch(/already used/);
  });

  it('serves and accepts a challenge at the production cost', async () => {
    const { altcha } = loadConfig({ DATA_DIR: t.config.dataDir });
    const production = await createTestApp({
      CAPTCHA_PROVIDER: 'altcha',
      ALTCHA_COST: String(altcha.cost),
      ALTCHA_COUNTER: `${altcha.counter.min}-${altcha.counter.max}`,
    });
    try {
      const challenge = (
        await production.app.inject({ method: 'GET', url: '/api/captcha/challenge' })
      ).json();
      expect(challenge.parameters.cost).toBe(5_000);
      const token = await solvedCaptcha(production.app);
      const res = await production.app.inject({
        method: 'POST',
        url: '/api/precheck-pos',
        payload: posPrecheckBody(),
        headers: { 'x-captcha-token': token },
      });
      expect(res.statusCode).toBe(201);
    } finally {
      await production.close();
    }
  });

  it('accepts exactly one of two concurrent submissions of one solution', async () => {
    const token = await solvedCaptcha(t.app);
    const results = await Promise.all([
      submit(posPrecheckBody({ company: 'Race A' }), { 'x-captcha-token': token }),
      submit(posPrecheckBody({ company: 'Race B' }), { 'x-captcha-token': token }),
    ]);
    const lost = results.filter((r) => r.statusCode !== 201);
    expect(lost).toHaveLength(1);
    expectRefused(lost[0]!, 'captcha_invalid');
  });

  it('refuses a solution whose challenge has expired', async () => {
    const token = await solvedCaptcha(t.app);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60_000 });
    const res = await submit(posPrecheckBody(), { 'x-captcha-token': token });
    expectRefused(res, 'captcha_invalid');
    expect(res.json().errors).toEqual([
      { path: 'captcha', code: 'captcha_invalid', message: expect.stringMatching(/expired/) },
    ]);
  });

  it('refuses a forged or tampered solution', async () => {
    const token = await solvedCaptcha(t.app);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString());
    // The derived key is the proof; a key the server did not derive must fail.
    payload.solution.derivedKey = payload.solution.derivedKey.replace(/^./, (c: string) =>
      c === '0' ? '1' : '0',
    );
    const tampered = Buffer.from(JSON.stringify(payload)).toString('base64');
    expectRefused(await submit(posPrecheckBody(), { 'x-captcha-token': tampered }), 'captcha_invalid');
    expectRefused(await submit(posPrecheckBody(), { 'x-captcha-token': 'garbage' }), 'captcha_invalid');
  });

  it('does not spend the captcha on a form with errors', async () => {
    const token = await solvedCaptcha(t.app);
    const bad = await submit(posPrecheckBody({ company: '' }), { 'x-captcha-token': token });
    expectRefused(bad, 'validation_failed');
    expect(bad.json().errors).toEqual([
      { path: 'company', code: 'required', message: 'Company Name is required' },
    ]);
    expect((await submit(posPrecheckBody(), { 'x-captcha-token': token })).statusCode).toBe(201);
  });

  it('needs no captcha from a signed-in merchant and remembers the submitter', async () => {
    const res = await submit(posPrecheckBody({ company: 'Merchant Own GmbH' }), { authorization: merchant });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(posPrechecks).where(eq(posPrechecks.id, res.json().id));
    expect(row!.submittedBy).not.toBeNull();
  });

  it('refuses a broken token instead of treating the caller as anonymous', async () => {
    const res = await submit(posPrecheckBody(), { authorization: 'Bearer broken' });
    expectRefused(res, 'unauthorized');
  });

  it.each([
    ['en', 'Company Name is required', 'Invalid email address', 'Desired card acceptance is required'],
    [
      'de',
      'Firmenname ist erforderlich',
      'Ungültige E-Mail-Adresse',
      'Gewünschte Kartenakzeptanz ist erforderlich',
    ],
    [
      'es',
      'El nombre de la empresa es obligatorio',
      'Dirección de correo electrónico no válida',
      'La aceptación de tarjetas deseada es obligatoria',
    ],
    [
      'it',
      'La ragione sociale è obbligatoria',
      'Indirizzo e-mail non valido',
      "L'accettazione carte desiderata è obbligatoria",
    ],
  ])('answers field errors in %s', async (language, company, email, cards) => {
    const res = await submit(
      posPrecheckBody({ company: ' ', email: 'nope', cards: [] }),
      { authorization: merchant },
      `/api/precheck-pos?language=${language}`,
    );
    expectRefused(res, 'validation_failed');
    expect(res.json().errors).toEqual([
      { path: 'company', code: 'required', message: company },
      { path: 'email', code: 'invalid', message: email },
      { path: 'cards', code: 'required', message: cards },
    ]);
  });

  it('refuses unknown fields, unknown options and bad numbers', async () => {
    const res = await submit(
      {
        ...posPrecheckBody({ cards: ['bitcoin' as never], turnover: '-5', tip: 'maybe' as never }),
        status: 'approved',
      },
      { authorization: merchant },
    );
    expectRefused(res, 'validation_failed');
    const paths = res
      .json()
      .errors.map((e: { path: string }) => e.path)
      .sort();
    expect(paths).toEqual(['cards.0', 'status', 'tip', 'turnover']);
  });

  it('accepts numbers as JSON numbers and applies the defaults', async () => {
    const {
      terminals: _t,
      checkoutConnection: _c,
      cashCut: _cc,
      tip: _tip,
      additionalServices: _a,
      ...rest
    } = posPrecheckBody();
    const res = await submit({ ...rest, turnover: 1000, receiptSize: 9.99 }, { authorization: merchant });
    expect(res.statusCode).toBe(201);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/precheck-pos/${res.json().id}`,
      headers: { authorization: admin },
    });
    expect(detail.json()).toMatchObject({
      turnover: 1000,
      receiptSize: 9.99,
      terminals: 'no',
      checkoutConnection: 'no',
      cashCut: 'standard',
      tip: 'no',
      additionalServices: [],
    });
  });
});

describe('reading and deleting POS pre-checks', () => {
  let ownId: string;
  beforeAll(async () => {
    ownId = (await submit(posPrecheckBody({ company: 'Readable GmbH' }), { authorization: merchant })).json()
      .id;
  });

  const get = (url: string, authorization?: string) =>
    t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

  it('shows a pre-check to an admin and to the merchant who sent it, and 404 to others', async () => {
    expect((await get(`/api/precheck-pos/${ownId}`, admin)).statusCode).toBe(200);
    const own = await get(`/api/precheck-pos/${ownId}`, merchant);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: ownId,
      company: 'Readable GmbH',
      email: 'anna.gross@example.com',
    });
    expect(own.json()).not.toHaveProperty('submittedBy');
    expectRefused(await get(`/api/precheck-pos/${ownId}`, otherMerchant), 'not_found');
    expectRefused(await get(`/api/precheck-pos/${ownId}`), 'unauthorized');
    expectRefused(await get(`/api/precheck-pos/${ownId}/pdf`, otherMerchant), 'not_found');
  });

  it('lists for admins only', async () => {
    expectRefused(await get('/api/precheck-pos'), 'unauthorized');
    expectRefused(await get('/api/precheck-pos', merchant), 'forbidden');
    expect((await get('/api/precheck-pos', admin)).statusCode).toBe(200);
  });

  it('renders a PDF in the asked language with the company, umlauts and the euro sign', async () => {
    const res = await get(`/api/precheck-pos/${ownId}/pdf?language=de`, merchant);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('POS-Vorabprüfung für Readable GmbH');
    expect(text).toContain('Hauptstraße 5, 80331 München');
    expect(text).toContain('Monatlicher Kartenumsatz (€)');
    expect(text).toMatch(/25\.000,00\s€/);
    expect(text).toContain('Visa/Mastercard, Girocard/EC-Cash');
    expect(text).toContain('Ohne Unterschrift');
    expect(text).toContain('Seite 1 von 1');
    // The applicant's own PDF: their answers, not the team's review (status, assignee).
    expect(text).not.toContain('Zugewiesen an');
    // Made for whoever downloads it: the merchant signed in.
    expect(text).toMatch(/Erstellt am \d+\. \p{L}+ \d{4} um [\d:]+ UTC für pos-merchant@example\.com/u);
  });

  it('deletes for admins only, then answers 404', async () => {
    const id = (await submit(posPrecheckBody({ company: 'Doomed' }), { authorization: merchant })).json().id;
    const url = `/api/precheck-pos/${id}`;
    expectRefused(
      await t.app.inject({ method: 'DELETE', url, headers: { authorization: merchant } }),
      'forbidden',
    );
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: { authorization: admin } })).statusCode,
    ).toBe(204);
    expectRefused(await get(url, admin), 'not_found');
    expectRefused(
      await t.app.inject({ method: 'DELETE', url, headers: { authorization: admin } }),
      'not_found',
    );
  });
});

describe('POS list', () => {
  let list: TestApp;
  let auth: string;
  beforeAll(async () => {
    list = await createTestApp();
    await list.addUser('list-admin@example.com', 'admin');
    auth = (await list.signIn('list-admin@example.com')).authorization;
    for (let i = 1; i <= 45; i++) {
      const res = await list.app.inject({
        method: 'POST',
        url: '/api/precheck-pos',
        headers: { authorization: auth },
        payload: posPrecheckBody({
          company: i % 10 === 0 ? `Pizzeria Nápoli ${i}` : `Company ${i}`,
          contactPerson: i === 7 ? 'Zoë Quinn' : 'Max Mustermann',
          email: `contact${i}@shop${i % 3}.example`,
        }),
      });
      if (res.statusCode !== 201) throw new Error(res.body);
      // The embedded database stamps times to the millisecond: spread them so "newest first" is well defined.
      await list.db
        .update(posPrechecks)
        .set({ createdAt: new Date(Date.now() + i * 1000) })
        .where(eq(posPrechecks.id, res.json().id));
    }
  });
  afterAll(() => list.close());

  const page = (query: string) =>
    list.app.inject({ method: 'GET', url: `/api/precheck-pos?${query}`, headers: { authorization: auth } });

  it('pages newest first, 20 by default, with list fields only', async () => {
    const first = (await page('')).json();
    expect(first).toMatchObject({ total: 45, page: 1, pageSize: 20 });
    expect(first.items[0].company).toBe('Company 45');
    expect(Object.keys(first.items[0]).sort()).toEqual(
      [
        'additionalServices',
        'company',
        'contactPerson',
        'createdAt',
        'email',
        'id',
        'reference',
        'status',
        'statusChangedAt',
        'assignee',
        'overdue',
      ].sort(),
    );
    const third = (await page('page=3')).json();
    expect(third.items.map((i: { company: string }) => i.company)).toEqual([
      'Company 5',
      'Company 4',
      'Company 3',
      'Company 2',
      'Company 1',
    ]);
    expect(third.total).toBe(45);
    // Past the end no row carries the total: it is still the whole count.
    expect((await page('page=4')).json()).toMatchObject({ items: [], total: 45, page: 4 });
  });

  it('searches company, contact person and e-mail, case-insensitively', async () => {
    expect((await page('q=n%C3%A1poli')).json().total).toBe(4);
    expect((await page('q=ZO%C3%8B')).json().items.map((i: { company: string }) => i.company)).toEqual([
      'Company 7',
    ]);
    expect((await page('q=shop0.example&pageSize=5')).json()).toMatchObject({ total: 15, pageSize: 5 });
  });

  it('finds a pre-check by its reference, typed with or without dashes, in any case', async () => {
    const all = [...(await page('pageSize=100')).json().items] as { company: string; reference: string }[];
    const references = new Set(all.map((item) => item.reference));
    // Drawn by the database: one each, and never two alike.
    expect(references.size).toBe(45);
    const { company, reference } = all[17]!;
    for (const typed of [reference, reference.replaceAll('-', ''), reference.toLowerCase()]) {
      const found = (await page(`q=${encodeURIComponent(typed)}`)).json();
      expect(found.items.map((item: { company: string }) => item.company)).toEqual([company]);
    }
  });

  it('keeps one merchant per contact e-mail, refreshed by the newest submission', async () => {
    const body = posPrecheckBody({
      email: 'SAME@merchant.example',
      company: 'First Name Ltd',
      industry: 'Retail',
    });
    await list.app.inject({
      method: 'POST',
      url: '/api/precheck-pos',
      headers: { authorization: auth },
      payload: body,
    });
    await list.app.inject({
      method: 'POST',
      url: '/api/precheck-pos',
      headers: { authorization: auth },
      payload: {
        ...body,
        email: 'same@merchant.example',
        company: 'Second Name Ltd',
        industry: '',
        turnover: 999,
      },
    });
    const rows = await list.db.select().from(merchants).where(eq(merchants.email, 'same@merchant.example'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      company: 'Second Name Ltd',
      industry: 'Retail',
      currMonthVol: 999,
      avgTxValue: 12.5,
    });
    expect(typeof rows[0]!.id).toBe('number');
  });
});
