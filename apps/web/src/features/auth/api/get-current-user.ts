import type { CurrentUser } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';
import { getAuthToken } from '@/lib/auth-token';
import { singleQuery } from '@/lib/query-factories';

export const currentUserQueryKey = ['auth', 'me'] as const;

/**
 * Who the stored token belongs to, or null when no token is stored. A rejected token throws
 * (the API client has already forgotten it), so "signed out" and "check failed" stay distinguishable.
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  if (!getAuthToken()) return null;
  // Only a stored token needs checking: the public forms, where nobody is signed in, never load zod for it.
  const { currentUserSchema } = await import('./current-user-schema');
  return apiRequest('/auth/validate-token', { schema: currentUserSchema, signal });
}

export const { options: currentUserQueryOptions, use: useCurrentUser } = singleQuery(
  currentUserQueryKey,
  getCurrentUser,
);
