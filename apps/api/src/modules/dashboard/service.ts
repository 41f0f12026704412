import { DASHBOARD_MONTHS, DECISION_DAYS, type DashboardStats } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { withIsoDate } from '../../lib/http/page-answer.ts';
import { dashboardData, openByStatus, overdueByKind, recentDecisions } from './repository.ts';

/** The last `count` calendar months in UTC, oldest first, as 'YYYY-MM'. */
export function lastMonths(now: Date, count: number): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return months;
}

/** The review queue of both kinds and the last days' decisions, with the median time to decide. */
async function queueFigures(db: Db, slaMs: number) {
  const [perKind, recent, overdue] = await Promise.all([
    openByStatus(db),
    recentDecisions(db),
    overdueByKind(db, slaMs),
  ]);
  const queue = { submitted: 0, in_review: 0, information_requested: 0, approval_pending: 0 };
  for (const rows of perKind)
    for (const row of rows) queue[row.status as keyof typeof queue] += Number(row.value);
  const decisions = {
    days: DECISION_DAYS,
    approved: recent.approved,
    declined: recent.declined,
    // To a tenth of an hour.
    medianHoursToDecision: recent.medianHours === null ? null : Math.round(recent.medianHours * 10) / 10,
  };
  return { queue: { ...queue, overdue: overdue.pos + overdue.ecom }, decisions };
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
