import { translate } from '@portal/i18n';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, merchants, posPrechecks } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { ecomPrecheckBody, ECOM_ANSWERS } from '../../test/precheck-ecom-fixture.ts';
import { insertPosRow } from '../../test/rows.ts';
import { expectRefused } from '../../test/refused.ts';

let t: TestApp;
let admin: Record<string, string>;
let merchant: Record<string, string>;

const BOM = '\ufeff';
const HOSTILE = {
  company: '=HYPERLINK("http://x")',
  contactPerson: '+1',
  director: '-1',
  address: '@SUM(A1)',
  industry: '\tTabbed',
  locations: '\rReturned',
};
/** Rows past two export batches (1,000 each), so the walk continues across ties of time. */
const POS_ROWS = 2_345;
const SAME_TIME = new Date('2026-03-01T12:00:00.000Z');

beforeAll(async () => {
  t = await createTestApp();
  await t.addUser('csv-admin@example.com', 'admin', 'Ädmin Weiß');
  await t.addUser('csv-merchant@example.com');
  admin = { authorization: (await t.signIn('csv-admin@example.com')).authorization };
  merchant = { authorization: (await t.signIn('csv-merchant@example.com')).authorization };

  const hostileId = await insertPosRow(t.db, new Date('2026-04-01T00:00:00Z'), 'Hostile');
  // Found by its e-mail: the formulas replace the company and contact a search would look at.
  await t.db
    .update(posPrechecks)
    .set({ ...HOSTILE, email: 'hostile@example.com' })
    .where(eq(posPrechecks.id, hostileId));
  const base = Date.parse('2025-01-01T00:00:00Z');
  await t.db.insert(posPrechecks).values(
    Array.from({ length: POS_ROWS }, (_, i) => ({
      company: i % 3 === 0 ? `Bäckerei Groß ${i}` : `Shop ${i}`,
      taxId: 'DE1',
      address: 'Straße 1',
      director: 'Jürgen Müller',
      contactPerson: 'Anna Groß',
      email: `shop${i}@example.com`,
      telephone: '+49 1',
      currentProvider: 'N/A',
      turnover: 1000 + i,
      receiptSize: 12.5,
      bankStatementReference: 'REF',
      terminals: 'yes' as const,
      checkoutConnection: 'no' as const,
      cashCut: 'standard' as const,
      tip: 'no' as const,
      cards: ['visaMastercard', 'girocard'],
      additionalServices: [],
      // The first batch ends inside a run of rows of one time, the second inside a millisecond.
      createdAt: i < 1_200 ? SAME_TIME : new Date(base + Math.floor(i / 7)),
    })),
  );
  // Microseconds a JavaScript Date cannot hold: a cursor rounded to milliseconds would lose rows here.
  await t.db.execute(
    sql`update ${posPrechecks} set created_at = created_at + random() * interval '900 microseconds' where created_at < ${SAME_TIME}`,
  );
});
afterAll(() => t.close());

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });

/** The CSV's header and rows, read back as a spreadsheet would read them. */
function readCsv(body: string): { header: string[]; rows: string[][] } {
  expect(body.startsWith(BOM)).toBe(true);
  const [header, ...rows] = parse(body.slice(BOM.length));
  return { header: header!, rows };
}

/** Every page of a list, in order: what an admin paging through it sees. */
async function listedIds(path: string, q = ''): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = await get(`${path}?pageSize=100&page=${page}&q=${encodeURIComponent(q)}`);
    const { items } = res.json<{ items: { id: string | number }[] }>();
    ids.push(...items.map((item) => String(item.id)));
    if (items.length < 100) return ids;
  }
}

const exportEntries = (targetId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'export.csv'), eq(auditLog.targetId, targetId)));

describe('GET /precheck-pos/export.csv', () => {
  it('answers a UTF-8 CSV download with a BOM and a dated file name', async () => {
    const res = await get('/api/precheck-pos/export.csv?q=hostile');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="precheck-pos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('prefixes every cell that a spreadsheet would run as a formula', async () => {
    const { header, rows } = readCsv((await get('/api/precheck-pos/export.csv?q=hostile')).body);
    expect(rows).toHaveLength(1);
    const cell = (key: keyof typeof HOSTILE) =>
      rows[0]![header.indexOf(translate('en', `precheckPos.fields.${key}`))];
    for (const [key, value] of Object.entries(HOSTILE)) {
      expect(cell(key as keyof typeof HOSTILE)).toBe(`'${value}`);
    }
  });

  it('holds exactly the rows of every page of the list, in its order, for a search and without', async () => {
    for (const q of ['', 'groß', 'shop 1']) {
      const res = await get(`/api/precheck-pos/export.csv?q=${encodeURIComponent(q)}`);
      const { rows } = readCsv(res.body);
      const listed = await listedIds('/api/precheck-pos', q);
      expect(listed.length).toBeGreaterThan(q ? 100 : POS_ROWS);
      expect(rows.map((row) => row[0])).toEqual(listed);
    }
  });

  it('writes the fields as the detail shows them: labels, translated choices, ISO dates, umlauts', async () => {
    const { header, rows } = readCsv((await get('/api/precheck-pos/export.csv?q=B%C3%A4ckerei')).body);
    const row = Object.fromEntries(header.map((label, i) => [label, rows[0]![i]]));
    expect(header.slice(0, 9)).toEqual([
      'ID',
      'Reference',
      'Submitted',
      'Status',
      'Assigned to',
      'Decided at',
      'Decision',
      'Reason',
      'Company Name',
    ]);
    expect(row).toMatchObject({
      Status: 'Received',
      'Assigned to': '',
      'Decided at': '',
      Decision: '',
      Reason: '',
      'Company Name': expect.stringMatching(/^Bäckerei Groß \d+$/),
      'Contact Person': 'Anna Groß',
      Director: 'Jürgen Müller',
      'Desired card acceptance': 'Visa/Mastercard, Girocard/EC cash',
      'Terminals needed': 'Yes',
      'Additional services': '',
      'Online shop URL': '',
    });
    expect(row.Submitted).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Number(row['Monthly card turnover (€)'])).toBeGreaterThanOrEqual(1000);
  });

  it('translates the header and the labels into ?language=, else the Accept-Language', async () => {
    const german = readCsv((await get('/api/precheck-pos/export.csv?q=hostile&language=de')).body);
    expect(german.header[1]).toBe(translate('de', 'forms.reference'));
    expect(german.header[2]).toBe(translate('de', 'precheckPos.fields.createdAt'));
    expect(german.header).toContain(translate('de', 'precheckPos.fields.cards'));
    expect(german.rows[0]).toContain(translate('de', 'forms.yes'));
    const italian = readCsv(
      (await get('/api/precheck-pos/export.csv?q=hostile', { ...admin, 'accept-language': 'it-IT,it;q=0.9' }))
        .body,
    );
    expect(italian.header[2]).toBe(translate('it', 'precheckPos.fields.createdAt'));
  });

  it('records one export.csv entry per export, with its filter and language', async () => {
    const before = (await exportEntries('precheck-pos')).length;
    await get('/api/precheck-pos/export.csv?q=hostile&language=es');
    const entries = await exportEntries('precheck-pos');
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({
      actorEmail: 'csv-admin@example.com',
      targetType: 'export',
      details: { q: 'hostile', language: 'es' },
    });
  });

  it('refuses a bad filter before recording anything', async () => {
    const before = (await exportEntries('precheck-pos')).length;
    expectRefused(await get('/api/precheck-pos/export.csv?language=fr'), 'validation_failed');
    expectRefused(await get(`/api/precheck-pos/export.csv?q=${'x'.repeat(500)}`), 'validation_failed');
    expect(await exportEntries('precheck-pos')).toHaveLength(before);
  });
});

describe('GET /precheck/export.csv', () => {
  it('never holds the website password, and prefixes ambiguous labels with their section', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/precheck',
      headers: admin,
      payload: ecomPrecheckBody(['creditCard', 'incorporation']),
    });
    expect(created.statusCode).toBe(201);
    const res = await get('/api/precheck/export.csv');
    expect(res.statusCode).toBe(200);
    const password = String(ECOM_ANSWERS.genInfo.genPass);
    expect(res.body).not.toContain(password);
    const { header, rows } = readCsv(res.body);
    expect(header).not.toContain(expect.stringContaining(translate('en', 'precheckEcom.fields.genPass')));
    expect(rows.map((row) => row[0])).toEqual([created.json().id]);
    const row = Object.fromEntries(header.map((label, i) => [label, rows[0]![i]]));
    expect(row).toMatchObject({
      Region: 'United States',
      'General Information: Company name': 'Nordlicht Commerce GmbH',
      'Credit Card Processing: Average transaction value': '89.9',
      'Company Incorporation: Director: Name': expect.any(String),
      'Whitelabel Gateway: Average transaction value': '',
    });
    expect(row.Services).toBe('Credit card processing, Company incorporation');
  });
});

describe('the other exports', () => {
  it('lists merchants, users and audit entries as their lists do', async () => {
    await t.db.insert(merchants).values([
      { email: 'a@m.example', company: 'Café Größe' },
      { email: 'b@m.example', company: '+Plus Corp', avgTxValue: 12.5 },
    ]);
    const merchantCsv = readCsv((await get('/api/merchant/export.csv?q=example')).body);
    expect(merchantCsv.rows.map((row) => row[0])).toEqual(await listedIds('/api/merchant', 'example'));
    expect(merchantCsv.rows.flat()).toContain("'+Plus Corp");
    expect(merchantCsv.rows.flat()).toContain('Café Größe');

    const usersCsv = readCsv((await get('/api/users/export.csv?language=de')).body);
    expect(usersCsv.header).toEqual(['ID', 'Name', 'E-Mail', 'Rolle', 'Bevorzugte Sprache', 'Angelegt']);
    expect(usersCsv.rows.map((row) => row[0])).toEqual(await listedIds('/api/users'));
    expect(usersCsv.rows).toContainEqual([
      expect.any(String),
      'Ädmin Weiß',
      'csv-admin@example.com',
      'Administrator',
      'English',
      expect.stringMatching(/Z$/),
    ]);

    const auditCsv = readCsv((await get('/api/audit/export.csv?action=export.csv')).body);
    const listed = (await get('/api/audit?action=export.csv&pageSize=100')).json<{
      items: { seq: number }[];
    }>();
    expect(auditCsv.rows.map((row) => Number(row[0]))).toEqual(listed.items.map((entry) => entry.seq));
    // The export's own entry is stored before its rows are read, so it is the newest one it shows.
    expect(auditCsv.rows[0]).toEqual([
      expect.any(String),
      expect.stringMatching(/Z$/),
      'csv-admin@example.com',
      'admin',
      'export.csv',
      'export',
      'audit',
      expect.any(String),
      JSON.stringify({ action: 'export.csv', language: 'en' }),
    ]);
  });

  it('lets admins only export', async () => {
    for (const path of ['precheck-pos', 'precheck', 'merchant', 'users', 'audit']) {
      const url = `/api/${path}/export.csv`;
      expectRefused(await get(url, {}), 'unauthorized');
      expectRefused(await get(url, merchant), 'forbidden');
    }
  });
});
