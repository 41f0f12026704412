import type { User } from '@portal/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestApp, openSecondInstance, type TestApp } from '../../test/app.ts';
import { posPrecheckBody } from '../../test/precheck-pos-fixture.ts';
import { expectRefused } from '../../test/refused.ts';

/** Conditional reads and updates (DESIGN §10): no admin's edit is lost to another's. */
let t: TestApp;
let instances: FastifyInstance[];
let first: string;
let second: string;

beforeAll(async () => {
  t = await createTestApp();
  instances = process.env.DATABASE_URL ? [t.app, await openSecondInstance(t)] : [t.app];
  await t.addUser('first-admin@example.com', 'admin', 'First');
  await t.addUser('second-admin@example.com', 'admin', 'Second');
  first = (await t.signIn('first-admin@example.com')).authorization;
  second = (await t.signIn('second-admin@example.com')).authorization;
});
afterAll(async () => {
  for (const app of instances.slice(1)) await app.close();
  await t.close();
});

const read = (authorization: string, id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: { authorization, ...headers } });
const save = (
  authorization: string,
  id: string,
  payload: object,
  headers: Record<string, string>,
  app = t.app,
) => app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: { authorization, ...headers }, payload });
/** What a save sends: the fields, not the id or the creation time. */
const dataOf = ({ name, email, role, languagePreference }: User) => ({
  name,
  email,
  role,
  languagePreference,
});
const stored = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

async function newUser(name: string) {
  return (
    await t.addUser(`${name.toLowerCase().replace(/\W/g, '')}-${Date.now()}@example.com`, 'merchant', name)
  ).id;
}

describe('users', () => {
  it('are read with a strong ETag, and If-None-Match naming it answers 304 until the user changes', async () => {
    const id = await newUser('Etta Tag');
    const answer = await read(first, id);
    const etag = answer.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect((await read(second, id)).headers.etag).toBe(etag);

    const unchanged = await read(first, id, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect((await read(first, id, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);

    const user = dataOf(answer.json<User>());
    const saved = await save(first, id, { ...user, name: 'Etta Changed' }, { 'if-match': etag });
    expect(saved.statusCode).toBe(200);
    const changed = await read(first, id, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().name).toBe('Etta Changed');
    expect(changed.headers.etag).not.toBe(etag);
    expect(saved.headers.etag).toBe(changed.headers.etag);
  });

  it('are not saved without If-Match (428)', async () => {
    const id = await newUser('Ida Nomatch');
    const user = dataOf((await read(first, id)).json<User>());
    const refused = await save(first, id, { ...user, name: 'Ida Overwritten' }, {});
    expectRefused(refused, 'precondition_required');
    expect(refused.json().code).toBe('precondition_required');
    expect((await stored(id)).name).toBe('Ida Nomatch');
  });

  it("of two admins editing one user, the second save gets 412 and leaves the first's change", async () => {
    const id = await newUser('Max Mustermann');
    const [mine, theirs] = [await read(first, id), await read(second, id)];
    const user = dataOf(mine.json<User>());
    const firstSave = await save(
      first,
      id,
      { ...user, name: 'Max First' },
      { 'if-match': mine.headers.etag as string },
    );
    expect(firstSave.statusCode).toBe(200);

    const late = await save(
      second,
      id,
      { ...user, role: 'admin' },
      { 'if-match': theirs.headers.etag as string },
    );
    expectRefused(late, 'precondition_failed');
    expect(late.json()).toEqual({
      code: 'precondition_failed',
      message: 'Someone else changed this record since you read it; read it again and re-apply your change',
    });
    expect(await stored(id)).toMatchObject({ name: 'Max First', role: 'merchant' });
    const wrong = await save(
      second,
      id,
      { ...user, role: 'admin' },
      { 'if-match': `W/${firstSave.headers.etag}` },
    );
    expectRefused(wrong, 'precondition_failed');
  });

  it('twenty saves made on one version at once, over every instance: exactly one is stored', async () => {
    const id = await newUser('Rae Race');
    const answer = await read(first, id);
    const user = dataOf(answer.json<User>());
    const etag = answer.headers.etag as string;
    const saves = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        save(
          i % 2 ? second : first,
          id,
          { ...user, name: `Rae ${i}` },
          { 'if-match': etag },
          instances[i % instances.length],
        ),
      ),
    );
    const won = saves.filter((s) => s.statusCode === 200);
    expect(won).toHaveLength(1);
    const lost = saves.filter((s) => s.statusCode !== 200);
    expect(lost).toHaveLength(19);
    for (const save of lost) expectRefused(save, 'precondition_failed');
    expect((await stored(id)).name).toBe(won[0]!.json().name);
  });
});

describe('pre-checks', () => {
  it('are read with an ETag, and If-None-Match naming it answers 304', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/precheck-pos',
      headers: { authorization: first },
      payload: posPrecheckBody(),
    });
    const url = String(created.headers.location);
    const answer = await t.app.inject({ method: 'GET', url, headers: { authorization: first } });
    expect(answer.headers.etag).toMatch(/^"[\w-]{27}"$/);
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: first, 'if-none-match': answer.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: first, 'if-none-match': '"x"' },
    });
    expect(other.statusCode).toBe(200);
  });
});
