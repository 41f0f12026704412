import { dashboardStatsSchema } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const dashboardStatsQueryKey = ['stats', 'dashboard'] as const;

/** The admin dashboard's monthly counts (12 months, oldest first) and the 10 newest pre-checks. */
export function getDashboardStats(signal?: AbortSignal) {
  return apiRequest('/stats/dashboard', { schema: dashboardStatsSchema, signal });
}

export function dashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: dashboardStatsQueryKey,
    queryFn: ({ signal }) => getDashboardStats(signal),
  });
}

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
