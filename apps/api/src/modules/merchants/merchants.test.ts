import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { expectRefused } from '../../test/refused.ts';

let t: TestApp;
let admin: { authorization: string };
let merchant: { authorization: string };
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.addUser('m-admin@example.com', 'admin');
  await t.addUser('m-merchant@example.com');
  admin = await t.signIn('m-admin@example.com');
  merchant = await t.signIn('m-merchant@example.com');
  const start = Date.now() - 3_600_000;
  for (let i = 1; i <= 12; i++) {
    const [row] = await t.db
      .insert(merchants)
      .values({
        email: `owner${i}@merchant${i}.example`,
        company: i === 3 ? 'Café Größe' : `Merchant ${i}`,
        contactPerson: i === 5 ? null : `Person ${i}`,
        industry: i % 2 ? 'Retail' : null,
        avgTxValue: 12.5,
        createdAt: new Date(start + i * 1000),
      })
      .returning({ id: merchants.id });
    ids.push(row!.id);
  }
});
afterAll(() => t.close());

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });

describe('merchants API', () => {
  it('lists newest first, ten a page, with numeric ids', async () => {
    const first = (await get('/api/merchant')).json();
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({ id: ids[11], company: 'Merchant 12' });
    expect(Object.keys(first.items[0]).sort()).toEqual([
      'company',
      'contactPerson',
      'createdAt',
      'email',
      'id',
      'industry',
    ]);
    expect(
      (await get('/api/merchant?page=2')).json().items.map((m: { company: string }) => m.company),
    ).toEqual(['Merchant 2', 'Merchant 1']);
  });

  it('searches company, contact and e-mail', async () => {
    expect((await get('/api/merchant?q=caf%C3%A9')).json().total).toBe(1);
    expect((await get('/api/merchant?q=person%201')).json().total).toBe(4);
    expect((await get('/api/merchant?q=MERCHANT7.example')).json().items[0].company).toBe('Merchant 7');
  });

  it('answers one merchant, 404 for an unknown id and 400 for a non-numeric one', async () => {
    const one = await get(`/api/merchant/${ids[2]}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: ids[2], company: 'Café Größe', avgTxValue: 12.5, website: null });
    expectRefused(await get('/api/merchant/999999'), 'not_found');
    expectRefused(await get('/api/merchant/abc'), 'validation_failed');
    expectRefused(await get('/api/merchant/1.5'), 'validation_failed');
  });

  it('lets admins only list, read and delete', async () => {
    expectRefused(await get('/api/merchant', merchant), 'forbidden');
    expectRefused(await get(`/api/merchant/${ids[0]}`, merchant), 'forbidden');
    const url = `/api/merchant/${ids[0]}`;
    expectRefused(await t.app.inject({ method: 'DELETE', url, headers: merchant }), 'forbidden');
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(204);
    expectRefused(await get(url), 'not_found');
    expectRefused(await t.app.inject({ method: 'DELETE', url, headers: admin }), 'not_found');
  });
});
