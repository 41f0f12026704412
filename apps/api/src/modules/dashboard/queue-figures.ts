import { DECISION_DAYS, type PrecheckKind, type PrecheckStatus } from '@portal/shared';
import { and, count, gt, inArray, sql } from 'drizzle-orm';
import { overdueWhere } from '../prechecks/index.ts';
import type { Db } from '../../db/client.ts';
import { ecomPrechecks, posPrechecks } from '../../db/schema.ts';

const TABLES = { pos: posPrechecks, ecom: ecomPrechecks } as const;
const OPEN: PrecheckStatus[] = ['submitted', 'in_review', 'information_requested', 'approval_pending'];

/** `ms` before now, as the database reads it. */
const before = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;

/** Each kind's pre-checks waiting on the team past the service level: the dashboard's and the metric's. */
export async function overdueByKind(db: Db, slaMs: number): Promise<Record<PrecheckKind, number>> {
  const counts = await Promise.all(
    (['pos', 'ecom'] as const).map(async (kind) => {
      const t = TABLES[kind];
      const [row] = await db.select({ value: count() }).from(t).where(overdueWhere(t, slaMs));
      return [kind, Number(row?.value ?? 0)] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<PrecheckKind, number>;
}

/**
 * The review queue and the last days' decisions of both kinds (DESIGN §12), read along the
 * (status, status_changed_at) index: open ones by status, decided ones by when (a decision's status
 * time is its decision time until it is reopened).
 */
export async function queueFigures(db: Db, slaMs: number) {
  const perKind = await Promise.all(
    (['pos', 'ecom'] as const).map(async (kind) => {
      const t = TABLES[kind];
      const open = await db
        .select({ status: t.status, value: count() })
        .from(t)
        .where(inArray(t.status, OPEN))
        .groupBy(t.status);
      const decided = await db
        .select({
          status: t.status,
          hours: sql<number>`extract(epoch from ${t.decidedAt} - ${t.createdAt}) / 3600`.mapWith(Number),
        })
        .from(t)
        .where(
          and(
            inArray(t.status, ['approved', 'declined']),
            gt(t.statusChangedAt, before(DECISION_DAYS * 24 * 3600_000)),
          ),
        );
      return { open, decided };
    }),
  );
  const queue = { submitted: 0, in_review: 0, information_requested: 0, approval_pending: 0 };
  const hours: number[] = [];
  const decisions = {
    days: DECISION_DAYS,
    approved: 0,
    declined: 0,
    medianHoursToDecision: null as number | null,
  };
  for (const { open, decided } of perKind) {
    for (const row of open) queue[row.status as keyof typeof queue] += Number(row.value);
    for (const row of decided) {
      decisions[row.status as 'approved' | 'declined'] += 1;
      hours.push(row.hours);
    }
  }
  decisions.medianHoursToDecision = median(hours);
  const overdue = await overdueByKind(db, slaMs);
  return { queue: { ...queue, overdue: overdue.pos + overdue.ecom }, decisions };
}

/** The middle value (the mean of the two middle ones), rounded to a tenth of an hour; null for none. */
function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(value * 10) / 10;
}
