import { tokenResponseSchema, type VerifyRequest } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';
import { setAuthToken } from '@/lib/auth-token';
import { mutationHook } from '@/lib/query-factories';
import { currentUserQueryKey } from './get-current-user';

export function verifyOtp(body: VerifyRequest) {
  return apiRequest('/auth/verify', { method: 'POST', body, schema: tokenResponseSchema });
}

/** Trades the code for an access token, stores it, and makes the next token check ask the server again. */
export const useVerifyOtp = mutationHook(verifyOtp, (queryClient, { access_token }) => {
  setAuthToken(access_token);
  // Reset rather than invalidate: the cached "signed out" answer must not reach the guard while the
  // new token is being checked. Not awaited, so the caller can move on to the dashboard at once.
  void queryClient.resetQueries({ queryKey: currentUserQueryKey });
});
