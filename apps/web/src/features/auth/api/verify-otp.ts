import { type VerifyRequest, verifyResponseSchema } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/query-factories';

/** Trades the e-mailed code for a token, or for the second factor's ticket (DESIGN §9). */
export function verifyOtp(body: VerifyRequest) {
  return apiRequest('/auth/verify', { method: 'POST', body, schema: verifyResponseSchema });
}

export const useVerifyOtp = mutationHook(verifyOtp);
