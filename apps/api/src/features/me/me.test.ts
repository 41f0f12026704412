import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertEcomRow, insertPosRow } from '../../test/rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /me/prechecks', () => {
  it("answers the caller's own pre-checks of both kinds, newest first, and nobody else's", async () => {
    const me = await t.addUser('me@example.com');
    const other = await t.addUser('other@example.com');
    const base = Date.now() - 10_000;
    const oldPos = await insertPosRow(t.db, new Date(base), 'Mine POS', me.id);
    const newEcom = await insertEcomRow(t.db, new Date(base + 2000), 'Mine ECOM', me.id);
    await insertPosRow(t.db, new Date(base + 1000), 'Not Mine', other.id);
    await insertEcomRow(t.db, new Date(base + 3000), 'Anonymous', null);

    const auth = await t.signIn('me@example.com');
    const res = await t.app.inject({ method: 'GET', url: '/api/me/prechecks', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(res.json().items).toEqual([
      {
        id: newEcom,
        type: 'ECOM',
        company: 'Mine ECOM',
        contact: 'Eva Contact',
        createdAt: new Date(base + 2000).toISOString(),
      },
      {
        id: oldPos,
        type: 'POS',
        company: 'Mine POS',
        contact: 'Anna Groß',
        createdAt: new Date(base).toISOString(),
      },
    ]);
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/me/prechecks?pageSize=1&page=2',
      headers: auth,
    });
    expect(second.json().items.map((i: { id: string }) => i.id)).toEqual([oldPos]);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/prechecks' })).statusCode).toBe(401);
  });
});
