import type { Role, Session, SessionList } from '@portal/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, sessions, users } from '../../db/schema.ts';
import { createTestApp, openSecondInstance, type TestApp } from '../../test/app.ts';
import { TOUCH_MS } from './service.ts';

/*
 * One's sessions (DESIGN §14): listed with how and where they began, ended one by one or all but the
 * current, by an admin all at once; an ended token is refused at once on every instance. A staff
 * session unused past SESSION_IDLE ends; a merchant's lasts until TOKEN_TTL.
 */

let t: TestApp;
let people = 0;
/** A new user of `role` for each test: each signs in a few times, within the sign-in budget. */
async function person(role: Role) {
  const email = `sessions-${role}-${++people}@example.com`;
  await t.addUser(email, role, `Sam ${role}`);
  return email;
}
let instances: FastifyInstance[];

beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE: '30m' });
  instances = process.env.DATABASE_URL ? [t.app, await openSecondInstance(t)] : [t.app];
});
afterAll(async () => {
  for (const other of instances.slice(1)) await other.close();
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const call = (
  authorization: string,
  method: 'GET' | 'DELETE' | 'POST',
  url: string,
  { app = t.app, payload }: { app?: FastifyInstance; payload?: object } = {},
) => app.inject({ method, url, headers: { authorization, 'user-agent': 'Test browser/1.0' }, payload });

const whoAmI = (authorization: string, app = t.app) =>
  call(authorization, 'GET', '/api/auth/validate-token', { app }).then((res) => res.statusCode);

const listOf = async (authorization: string) => {
  const res = await call(authorization, 'GET', '/api/me/sessions');
  expect(res.statusCode).toBe(200);
  return res.json<SessionList>().items;
};

const signInWithAgent = async (email: string, userAgent: string) => {
  const { authorization } = await t.signIn(email);
  const [row] = await t.db
    .update(sessions)
    .set({ userAgent })
    .where(eq(sessions.jti, sql`(select jti from sessions order by created_at desc limit 1)`))
    .returning({ id: sessions.jti });
  return { authorization, id: row!.id };
};

describe('one’s own sessions', () => {
  it('lists each live session with how and where it began, and which is current', async () => {
    const MERCHANT = await person('merchant');
    const ADMIN = await person('admin');
    const first = await signInWithAgent(MERCHANT, 'Firefox on Linux');
    const second = await signInWithAgent(MERCHANT, 'Safari on iPhone');
    const items = await listOf(second.authorization);
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(second.id)).toMatchObject<Partial<Session>>({
      current: true,
      method: 'email-code',
      userAgent: 'Safari on iPhone',
    });
    expect(byId.get(first.id)).toMatchObject({ current: false, userAgent: 'Firefox on Linux' });
    expect(byId.get(first.id)!.ip).toEqual(expect.any(String));
    // Nobody else's.
    const admin = await t.signIn(ADMIN);
    const adminIds = (await listOf(admin.authorization)).map((item) => item.id);
    expect(adminIds).not.toContain(first.id);
  });

  it('ends one from another session: refused at once on every instance, the others untouched', async () => {
    const REVIEWER = await person('reviewer');
    const MERCHANT = await person('merchant');
    const phone = await signInWithAgent(REVIEWER, 'Phone');
    const laptop = await signInWithAgent(REVIEWER, 'Laptop');
    for (const app of instances) expect(await whoAmI(phone.authorization, app)).toBe(200);

    const ended = await call(laptop.authorization, 'DELETE', `/api/me/sessions/${phone.id}`);
    expect(ended.statusCode).toBe(204);
    for (const app of instances) expect(await whoAmI(phone.authorization, app)).toBe(401);
    for (const app of instances) expect(await whoAmI(laptop.authorization, app)).toBe(200);
    expect((await listOf(laptop.authorization)).map((item) => item.id)).not.toContain(phone.id);

    // Ended already, someone else's, or no session at all: 404.
    expect((await call(laptop.authorization, 'DELETE', `/api/me/sessions/${phone.id}`)).statusCode).toBe(404);
    const other = await signInWithAgent(MERCHANT, 'Other');
    expect((await call(laptop.authorization, 'DELETE', `/api/me/sessions/${other.id}`)).statusCode).toBe(404);
    expect(await whoAmI(other.authorization)).toBe(200);
    expect((await call(laptop.authorization, 'DELETE', '/api/me/sessions/nope')).statusCode).toBe(400);
  });

  it('ends all but the current one, and says how many', async () => {
    const MERCHANT = await person('merchant');
    const keep = await signInWithAgent(MERCHANT, 'Keep');
    const others = [await t.signIn(MERCHANT), await t.signIn(MERCHANT)];
    const live = (await listOf(keep.authorization)).length;
    const res = await call(keep.authorization, 'DELETE', '/api/me/sessions');
    expect(res.json()).toEqual({ ended: live - 1 });
    for (const app of instances) {
      for (const other of others) expect(await whoAmI(other.authorization, app)).toBe(401);
      expect(await whoAmI(keep.authorization, app)).toBe(200);
    }
    expect((await listOf(keep.authorization)).map((item) => item.id)).toEqual([keep.id]);
    const [entry] = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.sessions-end'))
      .orderBy(sql`${auditLog.seq} desc`)
      .limit(1);
    expect(entry!.details).toEqual({ sessions: live - 1 });
  });

  it('lets an admin sign a user out everywhere', async () => {
    const REVIEWER = await person('reviewer');
    const ADMIN = await person('admin');
    const victim = [await t.signIn(REVIEWER), await t.signIn(REVIEWER)];
    const admin = await t.signIn(ADMIN);
    const [reviewer] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, REVIEWER));
    const res = await call(admin.authorization, 'DELETE', `/api/users/${reviewer!.id}/sessions`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ ended: number }>().ended).toBeGreaterThanOrEqual(2);
    for (const app of instances)
      for (const session of victim) expect(await whoAmI(session.authorization, app)).toBe(401);
    expect(await whoAmI(admin.authorization)).toBe(200);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(admin.authorization, 'DELETE', `/api/users/${missing}/sessions`)).statusCode).toBe(
      404,
    );
    // Not a reviewer's to do.
    const reviewerSession = await t.signIn(REVIEWER);
    expect(
      (await call(reviewerSession.authorization, 'DELETE', `/api/users/${reviewer!.id}/sessions`)).statusCode,
    ).toBe(403);
  });
});

describe('idle sessions', () => {
  /** Makes a session look last used `minutes` ago, and this process's clock move on past the touch. */
  async function unusedFor(id: string, minutes: number) {
    await t.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(sessions.jti, id));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + TOUCH_MS + 1000 });
  }

  it('ends a staff session unused past SESSION_IDLE, on every instance', async () => {
    const session = await signInWithAgent(await person('reviewer'), 'Idle');
    expect(await whoAmI(session.authorization)).toBe(200);
    await unusedFor(session.id, 31);
    expect(await whoAmI(session.authorization)).toBe(401);
    vi.useRealTimers();
    for (const app of instances) expect(await whoAmI(session.authorization, app)).toBe(401);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.jti, session.id));
    expect(row!.revokedAt).not.toBeNull();
  });

  it('keeps one used within the limit, and records the use', async () => {
    const session = await signInWithAgent(await person('admin'), 'Busy');
    await unusedFor(session.id, 29);
    expect(await whoAmI(session.authorization)).toBe(200);
    const [row] = await t.db
      .select({ idle: sql<number>`extract(epoch from now() - ${sessions.lastUsedAt})` })
      .from(sessions)
      .where(eq(sessions.jti, session.id));
    expect(Number(row!.idle)).toBeLessThan(60);
  });

  it('leaves a merchant signed in until the token ends', async () => {
    const session = await signInWithAgent(await person('merchant'), 'Shop');
    await unusedFor(session.id, 600);
    expect(await whoAmI(session.authorization)).toBe(200);
  });
});
