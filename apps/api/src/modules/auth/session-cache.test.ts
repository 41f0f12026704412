import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_CONNECTION_NAME } from '../../db/notices.ts';
import { createTestApp, freshAddress, openSecondInstance, type TestApp } from '../../test/app.ts';

/**
 * Signed-in sessions are remembered in memory (modules/auth/session-cache.ts); these tests prove that every
 * revocation, deletion and role change still takes effect at once, on this instance and on a second
 * one sharing the database, and that losing the notice connection never leaves a stale answer.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Inject = TestApp['app']['inject'];
const asks = (inject: Inject, authorization: string, url = '/api/auth/validate-token') =>
  inject({ method: 'GET', url, headers: { authorization }, remoteAddress: freshAddress() });

async function newUser(role: 'admin' | 'merchant' = 'merchant') {
  const email = `cache-${Math.random().toString(36).slice(2)}@example.com`;
  const user = await t.addUser(email, role);
  return { user, ...(await t.signIn(email)) };
}

async function asAdmin() {
  return (await newUser('admin')).authorization;
}

/** 'ok', or the code of the refusal: what a client tells apart. */
const outcomeOf = (answer: LightMyRequestResponse): string =>
  answer.statusCode === 200 ? 'ok' : answer.json<{ code: string }>().code;
const inject = () => t.app.inject.bind(t.app);

describe('remembered sessions on one instance', () => {
  it('are remembered: a change made behind the triggers is not seen, which the triggers exist to prevent', async () => {
    const { authorization, user } = await newUser();
    expect(outcomeOf(await asks(inject(), authorization))).toBe('ok');
    // Revoked without firing the triggers (replica role): only the remembered answer still lets it in.
    await t.database.withSession(async (query) => {
      await query('set session_replication_role = replica');
      await query('update sessions set revoked_at = now() where user_id = $1', [user.id]);
      await query('set session_replication_role = origin');
    });
    expect(outcomeOf(await asks(inject(), authorization))).toBe('ok');
    // Any trigger-visible change to the user makes every instance forget its sessions.
    await t.database.withSession((query) => query('update users set name = name where id = $1', [user.id]));
    await expect.poll(async () => outcomeOf(await asks(inject(), authorization))).toBe('unauthorized');
  });

  it('forgets a session when it signs out', async () => {
    const { authorization } = await newUser();
    expect(outcomeOf(await asks(inject(), authorization))).toBe('ok');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization } }))
        .statusCode,
    ).toBe(204);
    expect(outcomeOf(await asks(inject(), authorization))).toBe('unauthorized');
  });

  it('applies a role change and a deletion with the next request', async () => {
    const admin = await asAdmin();
    // An admin, so the session passed the second factor and carries the role whichever way it changes.
    const { authorization, user } = await newUser('admin');
    expect(outcomeOf(await asks(inject(), authorization, '/api/users'))).toBe('ok');
    const data = { name: user.name, email: user.email, languagePreference: 'en' };
    const update = (role: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${user.id}`,
        headers: { authorization: admin, 'if-match': '*' },
        payload: { ...data, role },
      });
    expect((await update('merchant')).statusCode).toBe(200);
    expect(outcomeOf(await asks(inject(), authorization, '/api/users'))).toBe('forbidden');
    expect((await update('admin')).statusCode).toBe(200);
    expect(outcomeOf(await asks(inject(), authorization, '/api/users'))).toBe('ok');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}`,
      headers: { authorization: admin },
    });
    expect(removed.statusCode).toBe(204);
    expect(outcomeOf(await asks(inject(), authorization))).toBe('unauthorized');
  });
});

describe.runIf(process.env.DATABASE_URL)('remembered sessions across two instances on one PostgreSQL', () => {
  let second: Awaited<ReturnType<typeof openSecondInstance>>;
  beforeAll(async () => {
    second = await openSecondInstance(t);
  });
  afterAll(() => second.close());
  const other = () => second.inject.bind(second);

  it('a sign-out on one is refused by the other with the very next request, every time', async () => {
    for (let round = 0; round < 20; round++) {
      const { authorization } = await newUser();
      expect(outcomeOf(await asks(other(), authorization))).toBe('ok');
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization } });
      expect(outcomeOf(await asks(other(), authorization))).toBe('unauthorized');
    }
  });

  it('a thousand requests on both around a sign-out: none after it gets in', async () => {
    const { authorization } = await newUser();
    const burst = (n: number) =>
      Promise.all(Array.from({ length: n }, (_, i) => asks(i % 2 ? other() : inject(), authorization)));
    const before = burst(500);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization },
    });
    expect(logout.statusCode).toBe(204);
    const after = (await burst(500)).map(outcomeOf);
    expect(after.filter((outcome) => outcome !== 'unauthorized')).toEqual([]);
    // Those sent before the sign-out may have gone either way, but never anything but ok or unauthorized.
    expect(
      (await before).map(outcomeOf).filter((outcome) => outcome !== 'ok' && outcome !== 'unauthorized'),
    ).toEqual([]);
  });

  it('a role change on one applies on the other at once', async () => {
    const admin = await asAdmin();
    const { authorization, user } = await newUser('admin');
    expect(outcomeOf(await asks(other(), authorization, '/api/users'))).toBe('ok');
    const change = (role: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${user.id}`,
        headers: { authorization: admin, 'if-match': '*' },
        payload: { name: user.name, email: user.email, role, languagePreference: 'en' },
      });
    expect((await change('merchant')).statusCode).toBe(200);
    expect(outcomeOf(await asks(other(), authorization, '/api/users'))).toBe('forbidden');
    // A merchant's session begun without a second factor is refused once the role becomes admin.
    const merchant = await newUser();
    expect(outcomeOf(await asks(other(), merchant.authorization))).toBe('ok');
    const promoted = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${merchant.user.id}`,
      headers: { authorization: admin, 'if-match': '*' },
      payload: {
        name: merchant.user.name,
        email: merchant.user.email,
        role: 'admin',
        languagePreference: 'en',
      },
    });
    expect(promoted.statusCode).toBe(200);
    expect(outcomeOf(await asks(other(), merchant.authorization))).toBe('unauthorized');
  });

  it('with its notice connection killed, an instance stops remembering until it listens again', async () => {
    const { authorization } = await newUser();
    expect(outcomeOf(await asks(other(), authorization))).toBe('ok');
    await t.database.withSession((query) =>
      query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and application_name = $1`,
        [NOTICE_CONNECTION_NAME],
      ),
    );
    // The server's goodbye reaches the instances within milliseconds (a silent cut, within the lease).
    await new Promise((resolve) => setTimeout(resolve, 300));
    // While nobody listens the revocation's notice reaches no one: the database must answer instead.
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization } });
    expect(outcomeOf(await asks(other(), authorization))).toBe('unauthorized');
    // Listening again (within a few seconds), the other instance remembers and forgets as before.
    const next = await newUser();
    await expect
      .poll(
        async () => {
          await asks(other(), next.authorization);
          await t.database.withSession(async (query) => {
            await query('set session_replication_role = replica');
            await query('update sessions set revoked_at = now() where user_id = $1', [next.user.id]);
            await query('set session_replication_role = origin');
          });
          const remembered = outcomeOf(await asks(other(), next.authorization)) === 'ok';
          await t.database.withSession((query) =>
            query('update sessions set revoked_at = null where user_id = $1', [next.user.id]),
          );
          return remembered;
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBe(true);
  });
});
