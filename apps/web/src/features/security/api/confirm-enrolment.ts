import { type MfaConfirmRequest, recoveryCodesSchema } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/query-factories';

/** Confirms the new secret with its first code; answers the recovery codes, this once. */
export function confirmEnrolment(body: MfaConfirmRequest) {
  return apiRequest('/me/mfa/confirm', { method: 'POST', body, schema: recoveryCodesSchema });
}

// Nothing is refreshed yet: the page would move on from the recovery codes it must show first.
export const useConfirmEnrolment = mutationHook(confirmEnrolment);
