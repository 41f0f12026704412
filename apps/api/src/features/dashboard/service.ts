import { DASHBOARD_LATEST, DASHBOARD_MONTHS, type DashboardStats } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { monthlyCounts } from '../../db/precheck-counts.ts';
import { newestOfEachKind } from './repository.ts';

/** The last `count` calendar months in UTC, oldest first, as 'YYYY-MM'. */
export function lastMonths(now: Date, count: number): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return months;
}

export function createDashboardService(db: Db, now: () => Date = () => new Date()) {
  return {
    async stats(): Promise<DashboardStats> {
      const months = lastMonths(now(), DASHBOARD_MONTHS);
      const [counts, [pos, ecom]] = await Promise.all([
        monthlyCounts(db, `${months[0]}-01`),
        newestOfEachKind(db),
      ]);
      const byMonth = new Map(months.map((month) => [month, { month, pos: 0, ecom: 0 }]));
      for (const row of counts) {
        const bucket = byMonth.get(row.month.slice(0, 7));
        if (bucket) bucket[row.kind] = Number(row.count);
      }
      const latest = [...pos, ...ecom]
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id))
        .slice(0, DASHBOARD_LATEST)
        .map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
      return { months: [...byMonth.values()], latest };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
