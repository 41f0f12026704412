import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/query-factories';

/** The one-click unsubscribe of a team notice (RFC 8058), posted once the admin confirms. */
export function unsubscribe(token: string) {
  return apiRequest('/notifications/unsubscribe', { method: 'POST', query: { token } });
}

export const useUnsubscribe = mutationHook(unsubscribe);
