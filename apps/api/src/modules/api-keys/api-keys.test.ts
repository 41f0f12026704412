import { API_KEY_PREFIX } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { expectRefused } from '../../test/refused.ts';
import { hashOfKey, isWellFormed, newApiKey } from './key.ts';

/*
 * API keys as an admin manages them (DESIGN §11): created only with a fresh authenticator code, shown
 * once and stored only as a hash, listed with their creator, revoked; every change audited.
 */

let t: TestApp;
let admin: string;
const ADMIN = 'keys-admin@example.com';

beforeAll(async () => {
  t = await createTestApp();
  await t.addUser(ADMIN, 'admin');
  await t.addUser('keys-merchant@example.com');
  admin = (await t.signIn(ADMIN)).authorization;
});
afterAll(() => t.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A key's creation; its expiry a month ahead unless the payload names one (or `undefined`). */
const create = async (payload: object, authorization = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: { authorization },
    payload: { expiresAt: inDays(30), ...payload },
  });
const list = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: { authorization: admin } })).json<{
    items: { id: string; name: string; scopes: string[]; createdBy: { email: string } | null }[];
  }>().items;

/** Every text value of every row of every table: where a stored key would show. */
async function everyStoredText(): Promise<string> {
  // PGlite and node-postgres both answer `{ rows }`; the type of the union of their drivers does not say so.
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await t.db.execute<Record<string, unknown>>(query)) as { rows: Record<string, unknown>[] }).rows;
  const tables = await rowsOf(
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  const dumps: string[] = [];
  for (const { table_name } of tables) {
    dumps.push(JSON.stringify(await rowsOf(sql`select * from ${sql.identifier(String(table_name))}`)));
  }
  return dumps.join('\n');
}

describe('an API key', () => {
  it('has the prefix, 32 random bytes and a checksum that tells it from a typo', () => {
    const key = newApiKey();
    expect(key).toMatch(new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{49}$`));
    expect(isWellFormed(key)).toBe(true);
    const typo = `${key.slice(0, 10)}${key[10] === 'a' ? 'b' : 'a'}${key.slice(11)}`;
    expect(isWellFormed(typo)).toBe(false);
    expect(new Set(Array.from({ length: 200 }, newApiKey)).size).toBe(200);
  });

  it('is created only after a step-up or with a fresh authenticator code, shown once, and stored only as its hash', async () => {
    await t.db.update(sessions).set({ steppedUpAt: null });
    const missing = await create({ name: 'CRM sync', scopes: ['prechecks:read'] });
    expectRefused(missing, 'step_up_required');
    const wrongCode = (await t.freshCode(ADMIN)) === '000000' ? '111111' : '000000';
    const wrong = await create({ name: 'CRM sync', scopes: ['prechecks:read'], code: wrongCode });
    expectRefused(wrong, 'code_incorrect');
    expect((await list()).map((k) => k.name)).not.toContain('CRM sync');

    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const res = await create({
      name: 'CRM sync',
      scopes: ['merchants:read', 'prechecks:read', 'prechecks:read'],
      expiresAt,
      code: await t.freshCode(ADMIN),
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<{ id: string; key: string; scopes: string[]; expiresAt: string }>();
    expect(res.headers.location).toBe(`/api/api-keys/${created.id}`);
    expect(isWellFormed(created.key)).toBe(true);
    expect(created.scopes).toEqual(['prechecks:read', 'merchants:read']);
    expect(created.expiresAt).toBe(expiresAt);

    const listed = (await list()).find((k) => k.id === created.id)!;
    expect(listed).toMatchObject({ name: 'CRM sync', createdBy: { email: ADMIN } });
    expect(listed).not.toHaveProperty('key');
    const stored = await everyStoredText();
    expect(stored).toContain('CRM sync');
    expect(stored).not.toContain(created.key);
    expect(stored).not.toContain(created.key.slice(API_KEY_PREFIX.length, 30));
    expect(stored).toContain(hashOfKey(created.key));

    // A code is taken once: the same code cannot mint a second key.
    const code = await t.freshCode(ADMIN);
    expect((await create({ name: 'First', scopes: ['prechecks:write'], code })).statusCode).toBe(201);
    expectRefused(await create({ name: 'Second', scopes: ['prechecks:write'], code }), 'code_incorrect');
  });

  it('refuses a name on two lines, no scope, an unknown scope and an expiry in the past, each at its field', async () => {
    const res = await create({
      name: 'Two\nlines',
      scopes: ['users:write'],
      expiresAt: '2020-01-01T00:00:00.000Z',
      code: '12345',
    });
    expectRefused(res, 'validation_failed');
    const paths = res.json<{ errors: { path: string }[] }>().errors.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'scopes.0', 'expiresAt', 'code']));
    expectRefused(await create({ name: 'None', scopes: [], code: '123456' }), 'validation_failed');
  });

  it('requires an expiry at most API_KEY_MAX_TTL ahead (365 days by default), checked before the code is spent', async () => {
    const missing = await create({
      name: 'Forever',
      scopes: ['prechecks:read'],
      expiresAt: undefined,
      code: '123456',
    });
    expectRefused(missing, 'validation_failed');
    expect(missing.json<{ errors: { path: string; message: string }[] }>().errors).toContainEqual(
      expect.objectContaining({ path: 'expiresAt', message: 'Choose the last day the key works' }),
    );
    const code = await t.freshCode(ADMIN);
    const far = await create({ name: 'Too long', scopes: ['prechecks:read'], expiresAt: inDays(366), code });
    expectRefused(far, 'validation_failed');
    expect(far.json<{ errors: { path: string; message: string }[] }>().errors).toEqual([
      expect.objectContaining({ path: 'expiresAt', message: expect.stringContaining('API_KEY_MAX_TTL') }),
    ]);
    const kept = await create({ name: 'A year', scopes: ['prechecks:read'], expiresAt: inDays(364), code });
    expect(kept.statusCode).toBe(201);
  });

  it('is revoked once, audited, and gone from the list', async () => {
    const { id } = (
      await create({ name: 'Warehouse', scopes: ['prechecks:read'], code: await t.freshCode(ADMIN) })
    ).json<{ id: string }>();
    const revoke = () =>
      t.app.inject({ method: 'DELETE', url: `/api/api-keys/${id}`, headers: { authorization: admin } });
    expect((await revoke()).statusCode).toBe(204);
    expectRefused(await revoke(), 'not_found');
    expect((await list()).map((k) => k.id)).not.toContain(id);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/audit?targetType=api-key&targetId=${id}`,
      headers: { authorization: admin },
    });
    const actions = audit.json<{ items: { action: string; actor: { email: string } }[] }>().items;
    expect(actions.map((e) => e.action).sort()).toEqual(['api-key.create', 'api-key.revoke']);
    expect(actions.every((e) => e.actor.email === ADMIN)).toBe(true);
  });

  it('is for admins only', async () => {
    const merchant = (await t.signIn('keys-merchant@example.com')).authorization;
    expectRefused(
      await create({ name: 'x', scopes: ['prechecks:read'], code: '123456' }, merchant),
      'forbidden',
    );
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/api-keys',
      headers: { authorization: merchant },
    });
    expectRefused(listed, 'forbidden');
  });
});
