import { DASHBOARD_MONTHS, type DashboardStats } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { withIsoDate } from '../../lib/http/page-answer.ts';
import { queueFigures } from './queue-figures.ts';
import { dashboardData } from './repository.ts';

/** The last `count` calendar months in UTC, oldest first, as 'YYYY-MM'. */
export function lastMonths(now: Date, count: number): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return months;
}

export function createDashboardService(db: Db, slaMs: number, now: () => Date = () => new Date()) {
  return {
    async stats(): Promise<DashboardStats> {
      const months = lastMonths(now(), DASHBOARD_MONTHS);
      const { latest, counts } = await dashboardData(db, `${months[0]}-01`);
      const byMonth = new Map(months.map((month) => [month, { month, pos: 0, ecom: 0 }]));
      for (const row of counts) {
        const bucket = byMonth.get(row.month.slice(0, 7));
        if (bucket) bucket[row.kind] = Number(row.count);
      }
      return {
        months: [...byMonth.values()],
        latest: latest.map(withIsoDate),
        ...(await queueFigures(db, slaMs)),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
