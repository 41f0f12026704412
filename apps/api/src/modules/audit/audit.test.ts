import type { ApiErrorCode, AuditAction } from '@portal/shared';
import { asc, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, merchants } from '../../db/schema.ts';
import { codeIn, createTestApp, freshAddress, openSecondInstance, type TestApp } from '../../test/app.ts';
import { ecomPrecheckBody } from '../../test/precheck-ecom-fixture.ts';
import { posPrecheckBody } from '../../test/precheck-pos-fixture.ts';
import { type Answer, expectRefused } from '../../test/refused.ts';
import { GENESIS_HASH, linkHash } from './chain.ts';
import { upgradeChain } from './upgrade.ts';

let t: TestApp;
let admin: string;
let adminId: string;
let merchant: string;

beforeAll(async () => {
  t = await createTestApp();
  adminId = (await t.addUser('audit-admin@example.com', 'admin')).id;
  await t.addUser('audit-merchant@example.com');
  admin = (await t.signIn('audit-admin@example.com')).authorization;
  merchant = (await t.signIn('audit-merchant@example.com')).authorization;
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  authorization?: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    remoteAddress: '203.0.113.7',
    ...(payload && { payload }),
    // An update names the version it was made on; any, here, where the entry is the subject.
    ...(authorization && { headers: { authorization, ...(method === 'PUT' && { 'if-match': '*' }) } }),
  });

const lastSeq = async () =>
  (await t.db.select({ seq: sql<number>`coalesce(max(${auditLog.seq}), 0)::int` }).from(auditLog))[0]!.seq;

const entriesAfter = (seq: number) =>
  t.db.select().from(auditLog).where(gt(auditLog.seq, seq)).orderBy(asc(auditLog.seq));

/** Runs `act` and answers the one entry it wrote, failing if it wrote none or more. */
async function onlyEntryOf(act: () => Promise<Answer>, outcome: number | ApiErrorCode) {
  const before = await lastSeq();
  const answer = await act();
  if (typeof outcome === 'number') expect(answer.statusCode).toBe(outcome);
  else expectRefused(answer, outcome);
  const written = await entriesAfter(before);
  expect(written).toHaveLength(1);
  return written[0]!;
}

const byAdmin = { actorId: expect.any(String), actorEmail: 'audit-admin@example.com', actorRole: 'admin' };

describe('what the audit trail records', () => {
  it('a sign-in, a refused code and a sign-out, each once, with the client address', async () => {
    const email = 'audit-signin@example.com';
    const user = await t.addUser(email);
    const remoteAddress = freshAddress();
    const mailsBefore = t.mail.outbox.length;
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email }, remoteAddress });
    const code = codeIn(await t.mail.nextMailTo(email, mailsBefore));
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (otp: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { email, otp }, remoteAddress });

    const failed = await onlyEntryOf(() => verify(wrong), 'otp_invalid');
    expect(failed).toMatchObject({
      action: 'auth.sign-in-failed',
      actorId: null,
      ip: remoteAddress,
      details: { email, reason: 'rejected' },
    });

    let token = '';
    const signedIn = await onlyEntryOf(async () => {
      const answer = await verify(code);
      token = answer.json().access_token;
      return answer;
    }, 200);
    expect(signedIn).toMatchObject({
      action: 'auth.sign-in',
      actorId: user.id,
      actorEmail: email,
      actorRole: 'merchant',
      targetType: 'user',
      targetId: user.id,
      ip: remoteAddress,
    });
    // Never the code itself, in any column.
    expect(JSON.stringify([failed, signedIn])).not.toContain(code);

    const signedOut = await onlyEntryOf(() => call('POST', '/api/auth/logout', `Bearer ${token}`), 204);
    expect(signedOut).toMatchObject({ action: 'auth.sign-out', actorId: user.id, targetId: user.id });
  });

  it("a user's creation, change and deletion by an admin", async () => {
    const body = { name: 'Audited Person', email: 'audited-person@example.com' };
    let id = '';
    const created = await onlyEntryOf(async () => {
      const answer = await call('POST', '/api/users', admin, body);
      id = answer.json().id;
      return answer;
    }, 201);
    expect(created).toMatchObject({
      ...byAdmin,
      action: 'user.create',
      targetType: 'user',
      targetId: id,
      ip: '203.0.113.7',
      details: { role: 'merchant' },
    });
    expect(created.actorId).toBe(adminId);

    const updated = await onlyEntryOf(
      () => call('PUT', `/api/users/${id}`, admin, { ...body, role: 'admin' }),
      200,
    );
    expect(updated).toMatchObject({ action: 'user.update', targetId: id, details: { role: 'admin' } });

    const deleted = await onlyEntryOf(() => call('DELETE', `/api/users/${id}`, admin), 204);
    expect(deleted).toMatchObject({ ...byAdmin, action: 'user.delete', targetId: id });
  });

  it('nothing for a refused action: an unknown user, a duplicate e-mail', async () => {
    const before = await lastSeq();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectRefused(await call('DELETE', `/api/users/${unknown}`, admin), 'not_found');
    expectRefused(await call('GET', `/api/precheck-pos/${unknown}`, admin), 'not_found');
    expectRefused(
      await call('POST', '/api/users', admin, { name: 'X', email: 'audit-admin@example.com' }),
      'email_taken',
    );
    expect(await entriesAfter(before)).toEqual([]);
  });

  for (const kind of [
    { path: '/api/precheck-pos', target: 'precheck-pos', body: () => posPrecheckBody() },
    { path: '/api/precheck', target: 'precheck', body: () => ecomPrecheckBody(['creditCard']) },
  ] as const) {
    it(`a ${kind.target} pre-check's view, PDF and deletion`, async () => {
      const submitted = await call('POST', kind.path, merchant, kind.body());
      expect(submitted.statusCode).toBe(201);
      const { id } = submitted.json();
      const target = { targetType: kind.target, targetId: id };

      const viewed = await onlyEntryOf(() => call('GET', `${kind.path}/${id}`, admin), 200);
      expect(viewed).toMatchObject({ ...byAdmin, action: `${kind.target}.view` as AuditAction, ...target });

      // The owner's reads are recorded too, as the merchant's.
      const ownView = await onlyEntryOf(() => call('GET', `${kind.path}/${id}`, merchant), 200);
      expect(ownView).toMatchObject({
        actorEmail: 'audit-merchant@example.com',
        actorRole: 'merchant',
        ...target,
      });

      const printed = await onlyEntryOf(() => call('GET', `${kind.path}/${id}/pdf?language=de`, admin), 200);
      expect(printed).toMatchObject({ action: `${kind.target}.pdf`, ...target, details: { language: 'de' } });

      if (kind.target === 'precheck') {
        const revealed = await onlyEntryOf(() => call('GET', `${kind.path}/${id}/secret`, admin), 200);
        expect(revealed).toMatchObject({ ...byAdmin, action: 'precheck.secret', ...target, details: {} });
        expect(JSON.stringify(revealed)).not.toContain('S3cr3t');
      }

      const deleted = await onlyEntryOf(() => call('DELETE', `${kind.path}/${id}`, admin), 204);
      expect(deleted).toMatchObject({ action: `${kind.target}.delete`, ...target });
    });
  }

  it("a merchant record's view and deletion", async () => {
    const [row] = await t.db
      .insert(merchants)
      .values({ company: 'Audit Merchant AG', email: 'owner@audit-merchant.example' })
      .returning({ id: merchants.id });
    const target = { targetType: 'merchant', targetId: String(row!.id) };
    const viewed = await onlyEntryOf(() => call('GET', `/api/merchant/${row!.id}`, admin), 200);
    expect(viewed).toMatchObject({ ...byAdmin, action: 'merchant.view', ...target });
    const deleted = await onlyEntryOf(() => call('DELETE', `/api/merchant/${row!.id}`, admin), 204);
    expect(deleted).toMatchObject({ action: 'merchant.delete', ...target });
  });
});

describe('GET /audit', () => {
  it('lists newest first, filters, and says whether the target still exists', async () => {
    const { id } = (
      await call('POST', '/api/users', admin, { name: 'Listed', email: 'listed@example.com' })
    ).json();
    await call('DELETE', `/api/users/${id}`, admin);
    const page = (await call('GET', `/api/audit?targetType=user&targetId=${id}`, admin)).json();
    expect(page.items.map((e: { action: string }) => e.action)).toEqual(['user.delete', 'user.create']);
    expect(page.items[0]).toMatchObject({
      actor: { id: adminId, email: 'audit-admin@example.com', role: 'admin' },
      targetExists: false,
    });
    expect(page.total).toBe(2);

    const mine = (
      await call('GET', `/api/audit?actor=audit-admin@example.com&action=auth.sign-in`, admin)
    ).json();
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((e: { action: string }) => e.action === 'auth.sign-in')).toBe(true);
    const self = (
      await call('GET', `/api/audit?targetType=user&targetId=${adminId}&action=auth.sign-in`, admin)
    ).json();
    expect(self.items[0].targetExists).toBe(true);

    const seqs = (await call('GET', '/api/audit?pageSize=100', admin))
      .json()
      .items.map((e: { seq: number }) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));

    const today = new Date().toISOString().slice(0, 10);
    expect((await call('GET', `/api/audit?from=${today}&to=${today}`, admin)).json().total).toBe(
      await lastSeq(),
    );
    expect((await call('GET', '/api/audit?to=2000-01-01', admin)).json().total).toBe(0);
  });

  it('refuses bad filters with localized field errors, and everyone but an admin', async () => {
    const answer = await t.app.inject({
      url: '/api/audit?action=user.explode&from=yesterday',
      headers: { authorization: admin, 'accept-language': 'de' },
    });
    expectRefused(answer, 'validation_failed');
    expect(answer.json().errors).toEqual([
      { path: 'querystring.action', code: 'invalid', message: 'Unbekannte Aktion' },
      {
        path: 'querystring.from',
        code: 'invalid',
        message: 'Bitte geben Sie ein Datum im Format JJJJ-MM-TT ein',
      },
    ]);
    const impossible = await call('GET', '/api/audit?to=2026-02-30', admin);
    expect(impossible.json().errors).toEqual([
      { path: 'querystring.to', code: 'invalid', message: 'Please enter a date as YYYY-MM-DD' },
    ]);
    expectRefused(await call('GET', '/api/audit', merchant), 'forbidden');
    expectRefused(await call('GET', '/api/audit/verify'), 'unauthorized');
  });
});

describe('the chain', () => {
  const verify = async () => (await call('GET', '/api/audit/verify', admin)).json();
  /** Tampering as the table's owner could: with the refusing trigger switched off, then on again. */
  async function tamper(...statements: ReturnType<typeof sql>[]) {
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger user`);
      for (const statement of statements) await tx.execute(statement);
      await tx.execute(sql`alter table audit_log enable trigger user`);
    });
  }

  it('refuses UPDATE, DELETE and TRUNCATE from the application', async () => {
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.db.execute(statement).then(
        () => 'done',
        (error: Error) => (error.cause as Error).message,
      );
    expect(await refusal(sql`update audit_log set ip = '1.2.3.4'`)).toBe(
      'audit_log is append-only: UPDATE refused',
    );
    expect(await refusal(sql`delete from audit_log`)).toBe('audit_log is append-only: DELETE refused');
    expect(await refusal(sql`truncate audit_log`)).toBe('audit_log is append-only: TRUNCATE refused');
    expect(await verify()).toEqual({ ok: true, entries: await lastSeq() });
  });

  it('finds a changed, a deleted and a reordered entry at that entry', async () => {
    // Each case on a copy of the chain so far, put back afterwards, so the cases do not mask each other.
    await t.db.execute(sql`create table audit_copy as select * from audit_log`);
    const restore = () =>
      tamper(sql`delete from audit_log`, sql`insert into audit_log select * from audit_copy order by seq`);
    const entries = await lastSeq();
    expect(entries).toBeGreaterThan(6);

    await tamper(sql`update audit_log set details = '{"role":"merchant"}' where seq = 4`);
    expect(await verify()).toEqual({ ok: false, firstBrokenSeq: 4 });
    await restore();

    await tamper(sql`update audit_log set ip = '198.51.100.1' where seq = 5`);
    expect(await verify()).toEqual({ ok: false, firstBrokenSeq: 5 });
    await restore();

    await tamper(sql`delete from audit_log where seq = 3`);
    expect(await verify()).toEqual({ ok: false, firstBrokenSeq: 3 });
    await restore();

    // Two entries swapped places (in steps: the numbers are unique at every moment).
    await tamper(
      sql`update audit_log set seq = -2 where seq = 2`,
      sql`update audit_log set seq = 2 where seq = 6`,
      sql`update audit_log set seq = 6 where seq = -2`,
    );
    expect(await verify()).toEqual({ ok: false, firstBrokenSeq: 2 });
    await restore();

    expect(await verify()).toEqual({ ok: true, entries });
    await t.db.execute(sql`drop table audit_copy`);
  });

  it("takes an erasure's rewrite of personal fields, and nothing passed off as one", async () => {
    await t.db.execute(sql`create table audit_copy as select * from audit_log`);
    const restore = () =>
      tamper(sql`delete from audit_log`, sql`insert into audit_log select * from audit_copy order by seq`);
    const entries = await lastSeq();

    // The application may not drop a salt on its own, nor change a chained column while at it.
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.db.execute(statement).then(
        () => 'done',
        (error: Error) => (error.cause as Error).message,
      );
    expect(await refusal(sql`update audit_log set personal_salt = null where seq = 4`)).toBe(
      'audit_log is append-only: UPDATE refused',
    );
    expect(
      await refusal(
        sql`update audit_log set personal_salt = null, erased_by = ${entries}, action = 'user.delete' where seq = 4`,
      ),
    ).toBe('audit_log is append-only: UPDATE refused');

    // Rewritten as an erasure would be, but no privacy.erase entry vouches for it.
    await t.db.execute(
      sql`update audit_log set personal_salt = null, erased_by = ${entries}, ip = null, details = '{}' where seq = 4`,
    );
    expect(await verify()).toEqual({ ok: false, firstBrokenSeq: 4 });
    await restore();

    // Its details changed while its salt stays: the digest gives it away.
    await tamper(sql`update audit_log set actor_email = 'someone@example.com' where seq = 2`);
    expect(await verify()).toEqual({ ok: false, firstBrokenSeq: 2 });
    await restore();

    expect(await verify()).toEqual({ ok: true, entries });
    await t.db.execute(sql`drop table audit_copy`);
  });

  it('re-chains a log written before personal digests once, only when it holds', async () => {
    await t.db.execute(sql`create table audit_copy as select * from audit_log`);
    const entries = await lastSeq();
    // The log as it was before migration 0036: every entry chained with its personal fields as such.
    const rows = await t.db.select().from(auditLog).orderBy(asc(auditLog.seq));
    let prev = GENESIS_HASH;
    const statements = rows.map((row) => {
      const hash = linkHash(prev, row, null);
      const statement = sql`update audit_log set personal_digest = null, personal_salt = null, prev_hash = ${prev}, hash = ${hash} where seq = ${row.seq}`;
      prev = hash;
      return statement;
    });
    await tamper(...statements);
    expect(await verify()).toEqual({ ok: true, entries });

    await upgradeChain(t.db, t.app.log);
    const upgraded = await t.db.select().from(auditLog).orderBy(asc(auditLog.seq));
    expect(upgraded.every((row) => row.personalDigest !== null && row.personalSalt !== null)).toBe(true);
    expect(upgraded[0]!.hash).not.toBe(rows[0]!.hash);
    expect(await verify()).toEqual({ ok: true, entries });

    // A broken old chain stays as it is, so verification goes on naming where it broke.
    await tamper(...statements, sql`update audit_log set ip = '198.51.100.9' where seq = 3`);
    await upgradeChain(t.db, t.app.log);
    expect(await verify()).toEqual({ ok: false, firstBrokenSeq: 3 });
    await tamper(
      sql`delete from audit_log`,
      sql`insert into audit_log select * from audit_copy order by seq`,
    );
    expect(await verify()).toEqual({ ok: true, entries });
    await t.db.execute(sql`drop table audit_copy`);
  });

  it('stays unbroken under 32 concurrent writers', async () => {
    const before = await lastSeq();
    await Promise.all(
      Array.from({ length: 32 }, (_, i) =>
        call('POST', '/api/users', admin, { name: `Writer ${i}`, email: `writer${i}@example.com` }),
      ),
    );
    const written = await entriesAfter(before);
    expect(written.map((e) => e.seq)).toEqual(Array.from({ length: 32 }, (_, i) => before + i + 1));
    expect(await verify()).toEqual({ ok: true, entries: before + 32 });
  });

  it('records 200 concurrent reads each once, grouped into few commits, beside writers, unbroken', async () => {
    const { id } = (await call('POST', '/api/precheck-pos', merchant, posPrecheckBody())).json();
    const before = await lastSeq();
    const answers = await Promise.all([
      ...Array.from({ length: 200 }, () => call('GET', `/api/precheck-pos/${id}`, admin)),
      ...Array.from({ length: 8 }, (_, i) =>
        call('POST', '/api/users', admin, { name: `Beside ${i}`, email: `beside${i}@example.com` }),
      ),
    ]);
    expect(answers.filter((a) => a.statusCode >= 300)).toEqual([]);
    const written = await entriesAfter(before);
    const views = written.filter((e) => e.action === 'precheck-pos.view');
    expect(views).toHaveLength(200);
    expect(written.filter((e) => e.action === 'user.create')).toHaveLength(8);
    // A batch's entries share its commit's time: fewer times than reads means reads shared commits.
    expect(new Set(views.map((e) => e.at.getTime())).size).toBeLessThan(200);
    expect(await verify()).toEqual({ ok: true, entries: before + 208 });
  });

  it('shows nothing when its batch cannot be stored, and stores the next batch', async () => {
    const { id } = (await call('POST', '/api/precheck-pos', merchant, posPrecheckBody())).json();
    const before = await lastSeq();
    // A trigger that refuses the batch's insert, as a full disk or a lost connection would.
    await t.db.execute(sql`create function refuse_insert() returns trigger language plpgsql as
      $$ begin raise exception 'disk full'; end $$`);
    await t.db.execute(sql`create trigger refuse_insert before insert on audit_log
      for each statement execute function refuse_insert()`);
    const refused = await Promise.all(
      Array.from({ length: 20 }, () => call('GET', `/api/precheck-pos/${id}`, admin)),
    );
    await t.db.execute(sql`drop trigger refuse_insert on audit_log`);
    await t.db.execute(sql`drop function refuse_insert()`);
    for (const answer of refused) {
      expectRefused(answer, 'internal_error');
      expect(answer.body).not.toContain(id);
    }
    expect(await lastSeq()).toBe(before);
    expect((await call('GET', `/api/precheck-pos/${id}`, admin)).statusCode).toBe(200);
    expect(await verify()).toEqual({ ok: true, entries: before + 1 });
  });
});

describe.runIf(process.env.DATABASE_URL)('the chain across two instances on one PostgreSQL', () => {
  it('stays unbroken with 32 writers on each', async () => {
    const second = await openSecondInstance(t);
    try {
      const before = await lastSeq();
      const create = (app: typeof t.app, i: number) =>
        app.inject({
          method: 'POST',
          url: '/api/users',
          headers: { authorization: admin },
          payload: { name: `Pair ${i}`, email: `pair${i}@example.com` },
        });
      const answers = await Promise.all(
        Array.from({ length: 64 }, (_, i) => create(i % 2 ? second : t.app, i)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(64).fill(201));
      const written = await entriesAfter(before);
      expect(written.map((e) => e.seq)).toEqual(Array.from({ length: 64 }, (_, i) => before + i + 1));
      expect((await call('GET', '/api/audit/verify', admin)).json()).toEqual({
        ok: true,
        entries: before + 64,
      });
    } finally {
      await second.close();
    }
  });

  it('records 400 reads split over both instances each once, in batches of each, unbroken', async () => {
    const second = await openSecondInstance(t);
    try {
      const { id } = (await call('POST', '/api/precheck-pos', merchant, posPrecheckBody())).json();
      const before = await lastSeq();
      const read = (app: typeof t.app) =>
        app.inject({ method: 'GET', url: `/api/precheck-pos/${id}`, headers: { authorization: admin } });
      const answers = await Promise.all(Array.from({ length: 400 }, (_, i) => read(i % 2 ? second : t.app)));
      expect(answers.filter((a) => a.statusCode !== 200)).toEqual([]);
      const written = await entriesAfter(before);
      expect(written.map((e) => e.seq)).toEqual(Array.from({ length: 400 }, (_, i) => before + i + 1));
      expect(new Set(written.map((e) => e.at.getTime())).size).toBeLessThan(400);
      expect((await call('GET', '/api/audit/verify', admin)).json()).toEqual({
        ok: true,
        entries: before + 400,
      });
    } finally {
      await second.close();
    }
  });
});
