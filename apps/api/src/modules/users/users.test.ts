import { searchCountLimit } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { expectRefused } from '../../test/refused.ts';

let t: TestApp;
let authorization: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  adminId = (await t.addUser('boss@example.com', 'admin', 'Boss')).id;
  authorization = (await t.signIn('boss@example.com')).authorization;
});
afterAll(() => t.close());

type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
};
/** A PUT names the version it was made on; `*` (any) where a test's subject is another rule. */
const call = ({ method, url, payload, headers }: Call) =>
  t.app.inject({
    method,
    url,
    headers: { authorization, ...(method === 'PUT' && { 'if-match': '*' }), ...headers },
    ...(payload !== undefined && { payload: payload as object }),
  });

describe('users API', () => {
  it('creates a user with the defaults merchant and en, reads, updates and deletes it', async () => {
    const created = await call({
      method: 'POST',
      url: '/api/users',
      payload: { name: ' Ada ', email: 'Ada@Example.COM' },
    });
    expect(created.statusCode).toBe(201);
    const user = created.json();
    expect(user).toMatchObject({
      name: 'Ada',
      email: 'ada@example.com',
      role: 'merchant',
      languagePreference: 'en',
    });
    expect(new Date(user.createdAt).toString()).not.toBe('Invalid Date');

    expect((await call({ method: 'GET', url: `/api/users/${user.id}` })).json()).toEqual(user);

    const updated = await call({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { name: 'Ada L.', email: 'ada@example.com', role: 'admin', languagePreference: 'it' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Ada L.', role: 'admin', languagePreference: 'it' });

    expect((await call({ method: 'DELETE', url: `/api/users/${user.id}` })).statusCode).toBe(204);
    expectRefused(await call({ method: 'GET', url: `/api/users/${user.id}` }), 'not_found');
    expectRefused(await call({ method: 'DELETE', url: `/api/users/${user.id}` }), 'not_found');
  });

  it.each([
    [{ email: 'a@b.io' }, [{ path: 'name', code: 'required', message: 'Name is required' }]],
    [{ name: 'A' }, [{ path: 'email', code: 'required', message: 'Email address is required' }]],
    [{ name: 'A', email: 'nope' }, [{ path: 'email', code: 'invalid', message: 'Invalid email address' }]],
    [
      { name: 'A', email: 'a@b.io', role: 'root' },
      [{ path: 'role', code: 'invalid', message: 'Role must be admin, reviewer or merchant' }],
    ],
    [
      { name: 'A', email: 'a@b.io', languagePreference: 'fr' },
      [{ path: 'languagePreference', code: 'invalid', message: 'Language must be one of en, es, de, it' }],
    ],
    [
      { name: 'x'.repeat(201), email: 'a@b.io' },
      [{ path: 'name', code: 'too_long', message: 'This value is too long (at most 200 characters)' }],
    ],
    [
      { name: 'A', email: 'a@b.io', isAdmin: true },
      [{ path: 'isAdmin', code: 'unknown_field', message: 'Unknown field' }],
    ],
    [{ name: 42, email: 'a@b.io' }, [{ path: 'name', code: 'invalid', message: 'Name is required' }]],
  ])('refuses %j with field errors', async (payload, errors) => {
    const res = await call({ method: 'POST', url: '/api/users', payload });
    expectRefused(res, 'validation_failed');
    expect(res.json()).toEqual({
      code: 'validation_failed',
      message: 'Please fix the following errors',
      errors,
    });
  });

  it('answers validation errors in the asked language', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/users?language=de',
      payload: { name: '', email: 'x' },
    });
    expect(res.json()).toEqual({
      code: 'validation_failed',
      message: 'Bitte beheben Sie die folgenden Fehler',
      errors: [
        { path: 'name', code: 'required', message: 'Name ist erforderlich' },
        { path: 'email', code: 'invalid', message: 'Ungültige E-Mail-Adresse' },
      ],
    });
  });

  it('refuses a body that is not JSON, a malformed JSON and an oversized body', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { authorization, 'content-type': 'text/plain' },
      payload: 'name=a',
    });
    expectRefused(text, 'unsupported_media_type');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { authorization, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expectRefused(broken, 'bad_request');
    expect(broken.json()).toEqual({ code: 'bad_request', message: 'The request is not valid' });
    const big = await call({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'x'.repeat(300 * 1024), email: 'a@b.io' },
    });
    expectRefused(big, 'payload_too_large');
  });

  it('refuses a duplicate e-mail with 409, whatever its case, on create and on update', async () => {
    await call({ method: 'POST', url: '/api/users', payload: { name: 'One', email: 'dup@example.com' } });
    const again = await call({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Two', email: 'DUP@example.com' },
    });
    expectRefused(again, 'email_taken');
    expect(again.json()).toEqual({
      code: 'email_taken',
      message: 'A user with this email address already exists',
      errors: [
        { path: 'email', code: 'email_taken', message: 'A user with this email address already exists' },
      ],
    });
    const other = (
      await call({
        method: 'POST',
        url: '/api/users',
        payload: { name: 'Three', email: 'three@example.com' },
      })
    ).json();
    const clash = await call({
      method: 'PUT',
      url: `/api/users/${other.id}`,
      payload: { name: 'Three', email: 'dup@example.com', role: 'merchant', languagePreference: 'en' },
    });
    expectRefused(clash, 'email_taken');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectRefused(
      await call({ method: 'GET', url: '/api/users/00000000-0000-4000-8000-000000000000' }),
      'not_found',
    );
    const bad = await call({ method: 'GET', url: '/api/users/not-a-uuid' });
    expectRefused(bad, 'validation_failed');
    expect(bad.json().errors).toEqual([{ path: 'params.id', code: 'invalid', message: 'Invalid id' }]);
  });

  it('neither deletes nor demotes the last admin, but allows it once another admin exists', async () => {
    const del = await call({ method: 'DELETE', url: `/api/users/${adminId}` });
    expectRefused(del, 'last_admin');
    expect(del.json().message).toBe('The last admin can be neither deleted nor demoted');
    const demote = await call({
      method: 'PUT',
      url: `/api/users/${adminId}`,
      payload: { name: 'Boss', email: 'boss@example.com', role: 'merchant', languagePreference: 'en' },
    });
    expectRefused(demote, 'last_admin');
    const rename = await call({
      method: 'PUT',
      url: `/api/users/${adminId}`,
      payload: { name: 'Big Boss', email: 'boss@example.com', role: 'admin', languagePreference: 'en' },
    });
    expect(rename.statusCode).toBe(200);

    const second = (
      await call({
        method: 'POST',
        url: '/api/users',
        payload: { name: 'Deputy', email: 'deputy@example.com', role: 'admin' },
      })
    ).json();
    const demoteSecond = await call({
      method: 'PUT',
      url: `/api/users/${second.id}`,
      payload: { name: 'Deputy', email: 'deputy@example.com', role: 'merchant', languagePreference: 'en' },
    });
    expect(demoteSecond.statusCode).toBe(200);
    expect((await call({ method: 'DELETE', url: `/api/users/${second.id}` })).statusCode).toBe(204);
  });
});

describe('users list', () => {
  let list: TestApp;
  let auth: string;
  beforeAll(async () => {
    list = await createTestApp();
    // The embedded database stamps times to the millisecond: spread them so "newest first" is well defined.
    const start = Date.now() - 60_000;
    await list.addUser('root@example.com', 'admin', 'Root', new Date(start));
    auth = (await list.signIn('root@example.com')).authorization;
    for (let i = 1; i <= 25; i++) {
      const name = i % 5 === 0 ? `Müller ${i}` : `Person ${i}`;
      await list.addUser(
        `person${i}@${i % 2 ? 'odd' : 'even'}.example.com`,
        'merchant',
        name,
        new Date(start + i * 1000),
      );
    }
  });
  afterAll(() => list.close());

  const get = (url: string) => list.app.inject({ method: 'GET', url, headers: { authorization: auth } });

  it('pages newest first, 20 by default', async () => {
    const first = (await get('/api/users')).json();
    expect(first).toMatchObject({ total: 26, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0].name).toBe('Müller 25');
    const second = (await get('/api/users?page=2')).json();
    expect(second.items).toHaveLength(6);
    expect(second.items.at(-1).name).toBe('Root');
    const ids = new Set([...first.items, ...second.items].map((u: { id: string }) => u.id));
    expect(ids.size).toBe(26);
  });

  it('searches name and e-mail, case-insensitively, as a substring', async () => {
    const byName = (await get(`/api/users?q=${encodeURIComponent('MÜLLER')}`)).json();
    expect(byName.total).toBe(5);
    const byEmail = (await get('/api/users?q=EVEN.example&pageSize=5')).json();
    expect(byEmail).toMatchObject({ total: 12, pageSize: 5 });
    expect(byEmail.items).toHaveLength(5);
    const literal = (await get(`/api/users?q=${encodeURIComponent('%')}`)).json();
    expect(literal.total).toBe(0);
  });

  it("counts a search's matches forty rows past the page, and says when there are more", async () => {
    await list.db.execute(sql`insert into users (name, email, role, language_preference)
      select 'Many', 'bulk' || i || '@bulk.example.com', 'merchant', 'en' from generate_series(1, 150) as i`);
    const first = (await get('/api/users?q=bulk')).json();
    expect(first).toMatchObject({ total: searchCountLimit(1, 20), totalCapped: true });
    expect(searchCountLimit(1, 20)).toBe(60);
    expect(first.items).toHaveLength(20);
    // Further on, counting goes further: on page 3 to 100, on page 6 to the end.
    const third = (await get('/api/users?q=bulk&page=3')).json();
    expect(third).toMatchObject({ total: 100, totalCapped: true, page: 3 });
    const sixth = (await get('/api/users?q=bulk&page=6')).json();
    expect(sixth).toMatchObject({ total: 150, totalCapped: false, page: 6 });
    const exact = (await get('/api/users?q=bulk&page=2&pageSize=100')).json();
    expect(exact).toMatchObject({ total: 150, totalCapped: false });
    expect(exact.items).toHaveLength(50);
    // Past the last match no row carries the count: it is still answered.
    const pastEnd = (await get('/api/users?q=bulk&page=9')).json();
    expect(pastEnd).toMatchObject({ items: [], total: 150, totalCapped: false });
    const unsearched = (await get('/api/users')).json();
    expect(unsearched).toMatchObject({ totalCapped: false });
    expect(unsearched.total).toBeGreaterThan(150);
  });

  it('refuses page sizes over 100 and pages below 1', async () => {
    const tooBig = await get('/api/users?pageSize=101');
    expectRefused(tooBig, 'validation_failed');
    expect(tooBig.json().errors).toEqual([
      {
        path: 'querystring.pageSize',
        code: 'invalid',
        message: 'Page size must be a whole number from 1 to 100',
      },
    ]);
    expectRefused(await get('/api/users?page=0'), 'validation_failed');
    expectRefused(await get('/api/users?page=abc'), 'validation_failed');
  });
});
