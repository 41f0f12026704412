import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/query-factories';

/** An admin's own reset, proven with a recovery code; it ends every session of theirs, this one too. */
export function resetOwnSecondFactor({ userId, recoveryCode }: { userId: string; recoveryCode: string }) {
  return apiRequest(`/users/${encodeURIComponent(userId)}/mfa-reset`, {
    method: 'POST',
    body: { recoveryCode },
  });
}

export const useResetOwnSecondFactor = mutationHook(resetOwnSecondFactor);
