import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertEcomRow, insertPosRow } from '../../test/rows.ts';
import { expectRefused } from '../../test/refused.ts';

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
        status: 'submitted',
        statusChangedAt: expect.any(String),
      },
      {
        id: oldPos,
        type: 'POS',
        company: 'Mine POS',
        contact: 'Anna Groß',
        createdAt: new Date(base).toISOString(),
        status: 'submitted',
        statusChangedAt: expect.any(String),
      },
    ]);
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/me/prechecks?pageSize=1&page=2',
      headers: auth,
    });
    expect(second.json().items.map((i: { id: string }) => i.id)).toEqual([oldPos]);
  });

  it('pages through many pre-checks of both kinds, each page exactly its slice of the whole order', async () => {
    const many = await t.addUser('many@example.com');
    const base = Date.now() - 100_000;
    // Runs of one kind then the other, so a page takes most of its rows from one kind.
    const ids: string[] = [];
    for (let i = 0; i < 45; i++) {
      const at = new Date(base + i * 1000);
      const ecom = Math.floor(i / 7) % 2 === 1;
      ids.push(await (ecom ? insertEcomRow : insertPosRow)(t.db, at, `Co ${i}`, many.id));
    }
    const newestFirst = ids.reverse();
    const auth = await t.signIn('many@example.com');
    for (const page of [1, 2, 3]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/me/prechecks?page=${page}`, headers: auth });
      expect(res.json()).toMatchObject({ total: 45, page, pageSize: 20 });
      expect(res.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toEqual(
        newestFirst.slice((page - 1) * 20, page * 20),
      );
    }
    // Past the end no row carries the total; another page size is a statement of its own.
    const past = await t.app.inject({ method: 'GET', url: '/api/me/prechecks?page=9', headers: auth });
    expect(past.json()).toEqual({ items: [], total: 45, totalCapped: false, page: 9, pageSize: 20 });
    const seven = await t.app.inject({ method: 'GET', url: '/api/me/prechecks?pageSize=7', headers: auth });
    expect(seven.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toEqual(
      newestFirst.slice(0, 7),
    );
    await t.addUser('none@example.com');
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/me/prechecks',
      headers: await t.signIn('none@example.com'),
    });
    expect(none.json()).toEqual({ items: [], total: 0, totalCapped: false, page: 1, pageSize: 20 });
  });

  it('needs a signed-in user', async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/me/prechecks' }), 'unauthorized');
  });
});
