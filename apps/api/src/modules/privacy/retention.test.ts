import type { PrecheckKind, PrecheckStatus } from '@portal/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, precheckEvents, reviewTableOf } from '../../db/schema.ts';
import { createTestApp, openSecondInstance, type TestApp } from '../../test/app.ts';
import { ecomPrecheckBody } from '../../test/precheck-ecom-fixture.ts';
import { posPrecheckBody } from '../../test/precheck-pos-fixture.ts';
import { RETENTION_BATCH } from './index.ts';
import { createRetention } from './retention.ts';

/*
 * Retention (DESIGN §13): declined and withdrawn pre-checks erased once their period is up, a question
 * left unanswered withdrawing its pre-check, legal holds stopping both; audited, counted, and each row
 * erased once when every instance runs it at once.
 */

const ADMIN = 'retention-admin@example.com';
const METRICS_TOKEN = 'retention-metrics-token-retention-metrics-token';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({
    RETENTION_DECLINED: '180d',
    RETENTION_WITHDRAWN: '90d',
    RETENTION_UNANSWERED: '30d',
    METRICS_TOKEN,
  });
  await t.addUser(ADMIN, 'admin', 'Rita Retention');
  admin = (await t.signIn(ADMIN)).authorization;
});
afterAll(() => t.close());

const PATH = { pos: '/api/precheck-pos', ecom: '/api/precheck' } as const;
const SAMPLE = '00000000-0000-4000-8000-000000000000';

/** A pre-check of `kind`, put straight into `status` since `daysAgo` days. */
async function aged(kind: PrecheckKind, status: PrecheckStatus, daysAgo: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: PATH[kind],
    headers: { authorization: admin },
    payload: kind === 'pos' ? posPrecheckBody() : ecomPrecheckBody(['creditCard']),
  });
  expect(res.statusCode).toBe(201);
  const { id } = res.json<{ id: string }>();
  const table = reviewTableOf(kind);
  await t.db
    .update(table)
    .set({ status, statusChangedAt: sql`now() - make_interval(days => ${daysAgo})` })
    .where(eq(table.id, id));
  return id;
}

const statusOf = async (kind: PrecheckKind, id: string) => {
  const table = reviewTableOf(kind);
  const [row] = await t.db.select({ status: table.status }).from(table).where(eq(table.id, id));
  return row?.status;
};

const erasures = (ids: string[]) =>
  t.db
    .select({ actor: auditLog.actorId, target: auditLog.targetId, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'privacy.retention-erase'), inArray(auditLog.targetId, ids)));

async function erasedMetric(kind: PrecheckKind) {
  const scraped = await t.app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  return Number(
    new RegExp(`^portal_retention_erased_total\\{kind="${kind}"\\} (\\S+)$`, 'm').exec(scraped.body)?.[1],
  );
}

describe('retention', () => {
  it('erases declined and withdrawn pre-checks past their period, with their history, and keeps the rest', async () => {
    const before = await erasedMetric('pos');
    const due = {
      declined: await aged('pos', 'declined', 181),
      withdrawn: await aged('ecom', 'withdrawn', 91),
    };
    const kept = {
      declinedLately: await aged('pos', 'declined', 179),
      withdrawnLately: await aged('ecom', 'withdrawn', 89),
      approved: await aged('pos', 'approved', 900),
      inReview: await aged('pos', 'in_review', 900),
      held: await aged('pos', 'declined', 400),
    };
    const posTable = reviewTableOf('pos');
    await t.db
      .update(posTable)
      .set({ legalHoldAt: sql`now()`, legalHoldReason: 'Court order 12/2026' })
      .where(eq(posTable.id, kept.held));

    const run = await t.app.retention.run();
    expect(run.pos.erased).toBeGreaterThanOrEqual(1);
    expect(await statusOf('pos', due.declined)).toBeUndefined();
    expect(await statusOf('ecom', due.withdrawn)).toBeUndefined();
    // Its history went with it.
    expect(await t.db.select().from(precheckEvents).where(eq(precheckEvents.posId, due.declined))).toEqual(
      [],
    );
    expect(await statusOf('pos', kept.declinedLately)).toBe('declined');
    expect(await statusOf('ecom', kept.withdrawnLately)).toBe('withdrawn');
    expect(await statusOf('pos', kept.approved)).toBe('approved');
    expect(await statusOf('pos', kept.inReview)).toBe('in_review');
    expect(await statusOf('pos', kept.held)).toBe('declined');

    // Each erasure audited on its own, by nobody, naming what went; the chain still holds.
    const entries = await erasures([...Object.values(due), ...Object.values(kept)]);
    expect(entries.map((entry) => entry.target).sort()).toEqual(Object.values(due).sort());
    expect(entries.every((entry) => entry.actor === null)).toBe(true);
    expect(entries[0]!.details).toMatchObject({ reference: expect.stringMatching(/^[PE]-/) });
    const verify = await t.app.inject({
      method: 'GET',
      url: '/api/audit/verify',
      headers: { authorization: admin },
    });
    expect(verify.json()).toMatchObject({ ok: true });
    expect(await erasedMetric('pos')).toBe(before + run.pos.erased);

    // A second pass finds nothing more.
    expect((await t.app.retention.run()).pos.erased).toBe(0);
  });

  it('withdraws a pre-check whose question went unanswered, tells the applicant, and leaves a held one', async () => {
    const unanswered = await aged('pos', 'information_requested', 31);
    const lately = await aged('pos', 'information_requested', 29);
    const held = await aged('ecom', 'information_requested', 60);
    const ecomTable = reviewTableOf('ecom');
    await t.db
      .update(ecomTable)
      .set({ legalHoldAt: sql`now()`, legalHoldReason: 'Audit' })
      .where(eq(ecomTable.id, held));

    const run = await t.app.retention.run();
    expect(run.pos.withdrawn).toBe(1);
    expect(await statusOf('pos', unanswered)).toBe('withdrawn');
    expect(await statusOf('pos', lately)).toBe('information_requested');
    expect(await statusOf('ecom', held)).toBe('information_requested');
    const history = await t.db
      .select({ type: precheckEvents.type, to: precheckEvents.to, actor: precheckEvents.actorId })
      .from(precheckEvents)
      .where(eq(precheckEvents.posId, unanswered));
    expect(history).toContainEqual({ type: 'status', to: 'withdrawn', actor: null });
    expect(history).toContainEqual({ type: 'mail', to: 'withdrawn', actor: null });
    const mails = await t.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(sql`${outbox.payload}->>'id' = ${unanswered}`);
    expect(mails.some((mail) => JSON.stringify(mail.payload).includes('withdrawn'))).toBe(true);
  });
});

describe('legal holds', () => {
  const hold = (kind: PrecheckKind, id: string, method: 'PUT' | 'DELETE', reason?: string) =>
    t.app.inject({
      method,
      url: `${PATH[kind]}/${id}/legal-hold`,
      headers: { authorization: admin },
      ...(reason !== undefined && { payload: { reason } }),
    });

  it('keep a held pre-check from retention until released, each change audited', async () => {
    const id = await aged('ecom', 'declined', 365);
    const placed = await hold('ecom', id, 'PUT', 'Investigation 2026-17');
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toEqual({ reason: 'Investigation 2026-17', at: expect.any(String) });
    await t.app.retention.run();
    expect(await statusOf('ecom', id)).toBe('declined');

    // A reason is required; a pre-check that is not there (or of the other kind) is 404.
    expect((await hold('ecom', id, 'PUT', ' ')).json()).toMatchObject({ code: 'validation_failed' });
    expect((await hold('ecom', SAMPLE, 'PUT', 'x')).statusCode).toBe(404);
    expect((await hold('pos', id, 'DELETE')).statusCode).toBe(404);

    expect((await hold('ecom', id, 'DELETE')).statusCode).toBe(204);
    await t.app.retention.run();
    expect(await statusOf('ecom', id)).toBeUndefined();
    const trail = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, id))
      .orderBy(auditLog.seq);
    expect(trail.map((entry) => entry.action)).toEqual([
      'precheck.legal-hold',
      'precheck.legal-hold-release',
      'privacy.retention-erase',
    ]);
  });
});

describe('what retention will do', () => {
  it('says its periods, how many are due, and the holds that stop it', async () => {
    const status = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/privacy/retention',
        headers: { authorization: admin },
      });
      expect(res.statusCode).toBe(200);
      return res.json<{
        periods: Record<string, number | null>;
        intervalSeconds: number;
        due: { erase: number; withdraw: number };
        holds: { id: string; reason: string; kind: string }[];
      }>();
    };
    const before = await status();
    expect(before.periods).toEqual({
      declinedSeconds: 180 * 86_400,
      withdrawnSeconds: 90 * 86_400,
      unansweredSeconds: 30 * 86_400,
    });
    expect(before.intervalSeconds).toBe(3600);
    await aged('pos', 'declined', 200);
    await aged('ecom', 'withdrawn', 100);
    await aged('pos', 'information_requested', 40);
    const held = await aged('pos', 'declined', 300);
    const placed = await t.app.inject({
      method: 'PUT',
      url: `/api/precheck-pos/${held}/legal-hold`,
      headers: { authorization: admin },
      payload: { reason: 'Tax audit' },
    });
    expect(placed.statusCode).toBe(200);
    const after = await status();
    expect(after.due).toEqual({ erase: before.due.erase + 2, withdraw: before.due.withdraw + 1 });
    expect(after.holds[0]).toMatchObject({ id: held, kind: 'pos', reason: 'Tax audit' });
    await t.app.retention.run();
    expect((await status()).due).toEqual({ erase: 0, withdraw: 0 });
  });
});

describe('retention on every instance at once', () => {
  const instances: FastifyInstance[] = [];
  afterAll(async () => {
    for (const instance of instances) await instance.close();
  });

  it('erases each due pre-check once, audited once, with the chain intact', async () => {
    // More than a batch, so the passes take turns over several batches.
    const ids: string[] = [];
    for (let i = 0; i < RETENTION_BATCH + 20; i++) ids.push(await aged('pos', 'withdrawn', 100));
    const second = t.database.url ? await openSecondInstance(t) : t.app;
    if (second !== t.app) instances.push(second);
    const runs = await Promise.all([t.app.retention.run(), second.retention.run(), t.app.retention.run()]);
    expect(runs.reduce((sum, run) => sum + run.pos.erased, 0)).toBe(ids.length);
    for (const id of ids.slice(0, 5)) expect(await statusOf('pos', id)).toBeUndefined();
    const entries = await erasures(ids);
    expect(entries).toHaveLength(ids.length);
    expect(new Set(entries.map((entry) => entry.target)).size).toBe(ids.length);
    const verify = await t.app.inject({
      method: 'GET',
      url: '/api/audit/verify',
      headers: { authorization: admin },
    });
    expect(verify.json()).toMatchObject({ ok: true });
  }, 120_000);
});

describe('retention switched off', () => {
  it('keeps everything', async () => {
    const off = createRetention({
      db: t.db,
      audit: t.app.audit,
      review: t.app.review,
      periods: { declinedMs: null, withdrawnMs: null, unansweredMs: null, intervalMs: 3_600_000 },
    });
    const declined = await aged('pos', 'declined', 10_000);
    const unanswered = await aged('pos', 'information_requested', 10_000);
    expect(await off.run()).toEqual({ pos: { withdrawn: 0, erased: 0 }, ecom: { withdrawn: 0, erased: 0 } });
    expect(await statusOf('pos', declined)).toBe('declined');
    expect(await statusOf('pos', unanswered)).toBe('information_requested');
  });
});
