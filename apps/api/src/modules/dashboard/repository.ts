import { DASHBOARD_LATEST } from '@portal/shared';
import { desc } from 'drizzle-orm';
import { splitCarried } from '../../db/carried-column.ts';
import type { Db } from '../../db/client.ts';
import { monthlyCounts, monthlyCountsJson, newestOfBothKinds } from '../prechecks/index.ts';
import { fixedLimit, prepared } from '../../db/prepared.ts';

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
