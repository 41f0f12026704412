import { backupsSchema } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** How often the list is asked for again while a snapshot is being written. */
const FOLLOW_MS = 2000;

export const backupsQueryKey = ['backups'] as const;

/** Whether the server backs up, and its snapshots, newest first (DESIGN §11). */
export function getBackups(signal?: AbortSignal) {
  return apiRequest('/backups', { schema: backupsSchema, signal });
}

export const backupsQueryOptions = () =>
  queryOptions({
    queryKey: [...backupsQueryKey, 'list'],
    queryFn: ({ signal }) => getBackups(signal),
    // While a snapshot is being written the list follows it until it is there, without a reload.
    refetchInterval: ({ state }) => (state.data?.running ? FOLLOW_MS : false),
  });

export function useBackups() {
  return useQuery(backupsQueryOptions());
}
