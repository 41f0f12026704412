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

  it('reads an id from decimal digits alone: hex, a sign, spaces or an exponent are a 400, not another merchant', async () => {
    const id = ids[11]!;
    expect((await get(`/api/merchant/${id}`)).statusCode).toBe(200);
    const spelled = [
      `0x${id.toString(16)}`,
      `0b${id.toString(2)}`,
      `0o${id.toString(8)}`,
      `%20${id}`,
      `${id}%20`,
      `%09${id}`,
      `+${id}`,
      `${id}.0`,
      `${id / 10}e1`,
      '9'.repeat(17),
      String(Number.MAX_SAFE_INTEGER + 1),
    ];
    for (const other of spelled) {
      const answer = await get(`/api/merchant/${other}`);
      expectRefused(answer, 'validation_failed');
      expect(answer.json<{ errors: { path: string }[] }>().errors, other).toEqual([
        { path: 'params.id', code: 'invalid', message: 'Invalid id' },
      ]);
      expectRefused(
        await t.app.inject({ method: 'DELETE', url: `/api/merchant/${other}`, headers: admin }),
        'validation_failed',
      );
    }
    expect((await get(`/api/merchant/${id}`)).statusCode).toBe(200);
    expectRefused(await get(`/api/merchant/${Number.MAX_SAFE_INTEGER}`), 'not_found');
  });

  it('reads a page from decimal digits alone', async () => {
    for (const page of ['0x2', '%202', '2%20', '+2', '2.0', '2e0']) {
      expectRefused(await get(`/api/merchant?page=${page}`), 'validation_failed');
      expectRefused(await get(`/api/merchant?pageSize=${page}`), 'validation_failed');
    }
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
