import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posPrechecks } from '../../db/schema.ts';
import { expectRefused } from '../../test/refused.ts';
import { createTestApp, METRICS_TOKEN, type TestApp } from '../../test/app.ts';
import { insertEcomRow, insertPosRow } from '../../test/rows.ts';
import { createDashboardService, lastMonths } from './service.ts';

const DAY_MS = 24 * 3600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('lastMonths', () => {
  it('counts back twelve UTC months across a year boundary, oldest first', () => {
    expect(lastMonths(new Date('2026-02-15T10:00:00Z'), 12)).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(lastMonths(new Date('2026-03-31T23:59:59Z'), 2)).toEqual(['2026-02', '2026-03']);
  });
});

// Runs before the next block's rows exist: no row then carries the counters.
describe('dashboard stats with no pre-check yet', () => {
  it('answers twelve empty months and no latest', async () => {
    const { months, latest, queue, decisions } = await createDashboardService(
      t.db,
      DAY_MS,
      () => new Date('2026-02-15T12:00:00Z'),
    ).stats();
    expect(queue).toEqual({
      submitted: 0,
      in_review: 0,
      information_requested: 0,
      approval_pending: 0,
      overdue: 0,
    });
    expect(decisions).toEqual({ days: 30, approved: 0, declined: 0, medianHoursToDecision: null });
    expect(months).toHaveLength(12);
    expect(months.every((m) => m.pos === 0 && m.ecom === 0)).toBe(true);
    expect(latest).toEqual([]);
  });
});

describe('dashboard stats', () => {
  const now = new Date('2026-02-15T12:00:00Z');
  let lateDecemberId: string;

  beforeAll(async () => {
    await insertPosRow(t.db, new Date('2025-02-20T10:00:00Z'), 'Too Old');
    lateDecemberId = await insertPosRow(t.db, new Date('2025-12-31T23:30:00Z'), 'Late December');
    await insertPosRow(t.db, new Date('2026-01-01T00:10:00Z'), 'New Year');
    await insertPosRow(t.db, new Date('2026-01-15T09:00:00Z'), 'Mid January');
    await insertEcomRow(t.db, new Date('2025-03-01T00:00:00Z'), 'First Day In Window');
    await insertEcomRow(t.db, new Date('2026-01-20T08:00:00Z'), 'Ecom January');
    for (let day = 1; day <= 8; day++) {
      await insertEcomRow(t.db, new Date(Date.UTC(2026, 1, day, 12)), `Ecom Feb ${day}`);
    }
  });

  it('buckets counts per UTC month over the last twelve months, empty months as 0', async () => {
    const { months } = await createDashboardService(t.db, DAY_MS, () => now).stats();
    expect(months).toHaveLength(12);
    const byMonth = Object.fromEntries(months.map((m) => [m.month, [m.pos, m.ecom]]));
    expect(byMonth).toEqual({
      '2025-03': [0, 1],
      '2025-04': [0, 0],
      '2025-05': [0, 0],
      '2025-06': [0, 0],
      '2025-07': [0, 0],
      '2025-08': [0, 0],
      '2025-09': [0, 0],
      '2025-10': [0, 0],
      '2025-11': [0, 0],
      '2025-12': [1, 0],
      '2026-01': [2, 1],
      '2026-02': [0, 8],
    });
  });

  it('lists the ten newest across both kinds, newest first', async () => {
    const { latest } = await createDashboardService(t.db, DAY_MS, () => now).stats();
    expect(latest).toHaveLength(10);
    expect(latest.map((r) => r.company)).toEqual([
      'Ecom Feb 8',
      'Ecom Feb 7',
      'Ecom Feb 6',
      'Ecom Feb 5',
      'Ecom Feb 4',
      'Ecom Feb 3',
      'Ecom Feb 2',
      'Ecom Feb 1',
      'Ecom January',
      'Mid January',
    ]);
    expect(latest[9]).toMatchObject({ type: 'POS', contact: 'Anna Groß' });
    expect(latest[0]).toMatchObject({
      type: 'ECOM',
      contact: 'Eva Contact',
      createdAt: '2026-02-08T12:00:00.000Z',
    });
  });

  it('keeps the counters right when a pre-check is deleted', async () => {
    await t.db.delete(posPrechecks).where(eq(posPrechecks.id, lateDecemberId));
    const { months } = await createDashboardService(t.db, DAY_MS, () => now).stats();
    expect(months.find((m) => m.month === '2025-12')).toEqual({ month: '2025-12', pos: 0, ecom: 0 });
  });

  it('answers admins only over HTTP', async () => {
    await t.addUser('dash-admin@example.com', 'admin');
    await t.addUser('dash-merchant@example.com');
    const admin = await t.signIn('dash-admin@example.com');
    const merchant = await t.signIn('dash-merchant@example.com');
    const res = await t.app.inject({ method: 'GET', url: '/api/stats/dashboard', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().months).toHaveLength(12);
    expect(res.json().latest).toHaveLength(10);
    expectRefused(
      await t.app.inject({ method: 'GET', url: '/api/stats/dashboard', headers: merchant }),
      'forbidden',
    );
  });
});

describe('the review queue and the decisions on the dashboard', () => {
  it('counts the open pre-checks by status and the late ones, the last 30 days of decisions and their median time', async () => {
    const q = await createTestApp({ METRICS_TOKEN, REVIEW_SLA: '2d' });
    try {
      const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
      const set = async (id: string, values: Partial<typeof posPrechecks.$inferInsert>) =>
        q.db.update(posPrechecks).set(values).where(eq(posPrechecks.id, id));
      const late = await insertPosRow(q.db, hoursAgo(80));
      await set(late, { statusChangedAt: hoursAgo(80) });
      await insertPosRow(q.db, hoursAgo(1));
      await set(await insertPosRow(q.db, hoursAgo(5)), { status: 'in_review' });
      const decide = async (
        status: 'approved' | 'declined',
        createdHoursAgo: number,
        decidedHoursAgo: number,
      ) =>
        set(await insertPosRow(q.db, hoursAgo(createdHoursAgo)), {
          status,
          decidedAt: hoursAgo(decidedHoursAgo),
          statusChangedAt: hoursAgo(decidedHoursAgo),
        });
      await decide('approved', 30, 20); // 10 hours to decide
      await decide('declined', 50, 30); // 20 hours
      await decide('approved', 60, 30); // 30 hours
      await decide('approved', 1200, 1100); // decided 45 days ago: outside the 30 days

      const { queue, decisions } = await createDashboardService(q.db, 2 * DAY_MS).stats();
      expect(queue).toEqual({
        submitted: 2,
        in_review: 1,
        information_requested: 0,
        approval_pending: 0,
        overdue: 1,
      });
      expect(decisions).toEqual({ days: 30, approved: 2, declined: 1, medianHoursToDecision: 20 });

      const metrics = await q.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(metrics.body).toContain('portal_prechecks_overdue{kind="pos"} 1');
      expect(metrics.body).toContain('portal_prechecks_overdue{kind="ecom"} 0');
    } finally {
      await q.close();
    }
  });
});
