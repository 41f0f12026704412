import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/query-factories';

/** Removes another user's second factor and ends their sessions; they enrol again at next sign-in. */
export function resetSecondFactor(userId: string) {
  return apiRequest(`/users/${encodeURIComponent(userId)}/mfa-reset`, { method: 'POST' });
}

export const useResetSecondFactor = mutationHook(resetSecondFactor);
