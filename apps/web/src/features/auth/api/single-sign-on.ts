import { verifyResponseSchema } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/query-factories';

/** Where the browser goes to sign in at the company's identity provider (a navigation, not a fetch). */
export const SINGLE_SIGN_ON_START = '/api/auth/oidc/start';

/** Trades the hand-off the provider's way back left in the address for a token or a second-factor ticket. */
export function finishSingleSignOn(handoff: string) {
  return apiRequest('/auth/oidc/finish', { method: 'POST', body: { handoff }, schema: verifyResponseSchema });
}

export const useFinishSingleSignOn = mutationHook(finishSingleSignOn);
