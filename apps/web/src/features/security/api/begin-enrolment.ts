import { mfaSetupSchema } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/query-factories';

/** A new secret for the signed-in user, in effect once a code confirms it. */
export function beginEnrolment() {
  return apiRequest('/me/mfa', { method: 'POST', schema: mfaSetupSchema });
}

export const useBeginEnrolment = mutationHook(beginEnrolment);
