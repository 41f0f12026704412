import { and, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { PrecheckKind } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { precheckCounts } from '../../db/schema.ts';

/**
 * All pre-checks of a kind, from the trigger-kept monthly counters (a handful of rows), as an
 * expression: a list selects it beside its page's rows, one statement instead of two.
 */
export function precheckTotal(kind: PrecheckKind): SQL<number> {
  return sql<number>`(select coalesce(sum(${precheckCounts.count}), 0) from ${precheckCounts} where ${eq(precheckCounts.kind, kind)})`.mapWith(
    Number,
  );
}

export type MonthCount = { kind: PrecheckKind; month: string; count: number };

const fromMonths = () =>
  and(gte(precheckCounts.month, sql.placeholder('fromMonth')), sql`${precheckCounts.count} > 0`);

/**
 * The counters of the months from the bound `fromMonth` (YYYY-MM-01) on, as one JSON value: selected
 * beside other rows, they come in the same statement.
 */
export function monthlyCountsJson(): SQL<MonthCount[]> {
  return sql<
    MonthCount[]
  >`(select coalesce(json_agg(json_build_object('kind', ${precheckCounts.kind}, 'month', ${precheckCounts.month}, 'count', ${precheckCounts.count})), '[]'::json) from ${precheckCounts} where ${fromMonths()})`;
}

const countsFrom = prepared((db) =>
  db
    .select({ kind: precheckCounts.kind, month: precheckCounts.month, count: precheckCounts.count })
    .from(precheckCounts)
    .where(fromMonths())
    .prepare('monthly_counts'),
);

/** Counters of the months from `fromMonth` (YYYY-MM-01) on. */
export function monthlyCounts(db: Db, fromMonth: string) {
  return countsFrom(db).execute({ fromMonth });
}

/** Recounts from the tables: for bulk loads that bypass the triggers (the seed). */
export async function rebuildPrecheckCounts(db: Db): Promise<void> {
  await db.execute(sql`delete from precheck_counts`);
  await db.execute(sql`
    insert into precheck_counts (kind, month, count)
    select 'pos', date_trunc('month', created_at at time zone 'UTC')::date, count(*) from precheck_pos group by 2
    union all
    select 'ecom', date_trunc('month', created_at at time zone 'UTC')::date, count(*) from precheck_ecom group by 2`);
}
