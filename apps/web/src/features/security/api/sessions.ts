import { sessionListSchema, sessionsEndedSchema } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';
import { changingMutation, recordPath, singleQuery } from '@/lib/query-factories';

export const sessionsQueryKey = ['me', 'sessions'] as const;

export function getSessions(signal?: AbortSignal) {
  return apiRequest('/me/sessions', { schema: sessionListSchema, signal });
}

export const { use: useSessions } = singleQuery(sessionsQueryKey, getSessions);

/** Ends one of one's sessions: its token is refused at once wherever it is sent. */
export const useEndSession = changingMutation((id: string) =>
  apiRequest(recordPath('/me/sessions', id), { method: 'DELETE' }),
);

/** Ends every session of one's but this one; answers how many. */
export const useEndOtherSessions = changingMutation(() =>
  apiRequest('/me/sessions', { method: 'DELETE', schema: sessionsEndedSchema }),
);
