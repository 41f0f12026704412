import { type MfaRequest, mfaTokenResponseSchema } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/query-factories';

/** Trades a ticket and a second-factor code for a token (and, on enrolment, the recovery codes). */
export function verifySecondFactor(body: MfaRequest) {
  return apiRequest('/auth/mfa', { method: 'POST', body, schema: mfaTokenResponseSchema });
}

export const useVerifySecondFactor = mutationHook(verifySecondFactor);
