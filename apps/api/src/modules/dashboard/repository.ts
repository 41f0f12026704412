import { DASHBOARD_LATEST, DECISION_DAYS, type PrecheckKind, type PrecheckStatus } from '@portal/shared';
import { and, count, desc, gt, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { splitCarried } from '../../db/carried-column.ts';
import type { Db } from '../../db/client.ts';
import { PRECHECK_TABLES, reviewTableOf } from '../../db/schema.ts';
import { monthlyCounts, monthlyCountsJson, newestOfBothKinds, overdueWhere } from '../prechecks/index.ts';
import { fixedLimit, prepared } from '../../db/prepared.ts';
import { msAgo } from '../../db/moments.ts';

/**
 * The dashboard in one statement, planned once per connection: the newest DASHBOARD_LATEST of both
 * kinds (each kind cut to that many along its created_at index, then united) and, carried on each of
 * those rows, the monthly counters from `fromMonth` on.
 */
const dashboardRows = prepared((db) => {
  const newest = newestOfBothKinds(db, fixedLimit(DASHBOARD_LATEST)).as('newest');
  return db
    .select({
      id: newest.id,
      type: newest.type,
      company: newest.company,
      contact: newest.contact,
      createdAt: newest.createdAt,
      counts: monthlyCountsJson(),
    })
    .from(newest)
    .orderBy(desc(newest.createdAt), desc(newest.id))
    .limit(fixedLimit(DASHBOARD_LATEST))
    .prepare('dashboard');
});

/** The newest pre-checks of both kinds, newest first, and the counters from `fromMonth` (YYYY-MM-01) on. */
export async function dashboardData(db: Db, fromMonth: string) {
  const { rows: latest, carried } = splitCarried(await dashboardRows(db).execute({ fromMonth }), 'counts');
  // With no pre-check at all, no row carries the counters: asked on their own then.
  return { latest, counts: carried ?? (await monthlyCounts(db, fromMonth)) };
}

const OPEN: PrecheckStatus[] = ['submitted', 'in_review', 'information_requested', 'approval_pending'];

/** Each kind's pre-checks waiting on the team past the service level: the dashboard's and the metric's. */
export async function overdueByKind(db: Db, slaMs: number): Promise<Record<PrecheckKind, number>> {
  const counts = await Promise.all(
    (['pos', 'ecom'] as const).map(async (kind) => {
      const t = PRECHECK_TABLES[kind];
      const [row] = await db.select({ value: count() }).from(t).where(overdueWhere(t, slaMs));
      return [kind, Number(row?.value ?? 0)] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<PrecheckKind, number>;
}

/** Each kind's open pre-checks by status (DESIGN §12), read along the (status, status_changed_at) index. */
export function openByStatus(db: Db) {
  return Promise.all(
    (['pos', 'ecom'] as const).map((kind) => {
      const t = PRECHECK_TABLES[kind];
      return db
        .select({ status: t.status, value: count() })
        .from(t)
        .where(inArray(t.status, OPEN))
        .groupBy(t.status);
    }),
  );
}

/**
 * The last DECISION_DAYS' approvals and declines of both kinds and the median hours from receipt to
 * decision, in one statement over the decided rows' partial index (a decision's status time is its
 * decision time until it is reopened).
 */
export async function recentDecisions(db: Db) {
  const since = msAgo(DECISION_DAYS * 24 * 3600_000);
  const decidedOf = (kind: PrecheckKind) => {
    const t = reviewTableOf(kind);
    return db
      .select({
        status: t.status,
        hours: sql<number>`extract(epoch from ${t.decidedAt} - ${t.createdAt}) / 3600`.as('hours'),
      })
      .from(t)
      .where(and(sql`${t.status} in ('approved', 'declined')`, gt(t.statusChangedAt, since)));
  };
  const decided = unionAll(decidedOf('pos'), decidedOf('ecom')).as('decided');
  const [row] = await db
    .select({
      approved: sql<number>`count(*) filter (where ${decided.status} = 'approved')`.mapWith(Number),
      declined: sql<number>`count(*) filter (where ${decided.status} = 'declined')`.mapWith(Number),
      medianHours: sql<number | null>`percentile_cont(0.5) within group (order by ${decided.hours})`.mapWith(
        (value) => (value === null ? null : Number(value)),
      ),
    })
    .from(decided);
  return row!;
}
