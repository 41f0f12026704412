import { sessionsEndedSchema } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/query-factories';

/** Signs a user out everywhere: every session of theirs ends at once; answers how many. */
export function endUserSessions(userId: string) {
  return apiRequest(`/users/${encodeURIComponent(userId)}/sessions`, {
    method: 'DELETE',
    schema: sessionsEndedSchema,
  });
}

export const useEndUserSessions = mutationHook(endUserSessions);
