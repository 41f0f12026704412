import { verifyResponseSchema } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from '@portal/shared/zod';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/query-factories';

const singleSignOnSchema = z.object({ enabled: z.boolean(), label: z.string().nullable() });

/** Where the browser goes to sign in at the company's identity provider (a navigation, not a fetch). */
export const SINGLE_SIGN_ON_START = '/api/auth/oidc/start';

/** Whether staff may sign in with the company's identity provider, and what the button calls it. */
export function useSingleSignOn() {
  return useQuery({
    queryKey: ['auth', 'single-sign-on'],
    queryFn: ({ signal }) => apiRequest('/auth/oidc', { schema: singleSignOnSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Trades the hand-off the provider's way back left in the address for a token or a second-factor ticket. */
export function finishSingleSignOn(handoff: string) {
  return apiRequest('/auth/oidc/finish', { method: 'POST', body: { handoff }, schema: verifyResponseSchema });
}

export const useFinishSingleSignOn = mutationHook(finishSingleSignOn);
