import { apiRequest } from '@/lib/api-client';
import { changingMutation } from '@/lib/query-factories';

/** Starts a snapshot now (202); refused with a message fit to show when the server makes none (409). */
export function startBackup() {
  return apiRequest('/backups', { method: 'POST' });
}

export const useStartBackup = changingMutation(startBackup);
