import { dashboardStatsSchema } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';
import { singleQuery } from '@/lib/query-factories';

export const dashboardStatsQueryKey = ['stats', 'dashboard'] as const;

/** The admin dashboard's monthly counts (12 months, oldest first) and the 10 newest pre-checks. */
export function getDashboardStats(signal?: AbortSignal) {
  return apiRequest('/stats/dashboard', { schema: dashboardStatsSchema, signal });
}

const stats = singleQuery(dashboardStatsQueryKey, getDashboardStats);

export const { options: dashboardStatsQueryOptions, use: useDashboardStats } = stats;
