import { signInMethodsSchema } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** How one may sign in here besides an e-mailed code: fixed while the server runs. */
export function useSignInMethods() {
  return useQuery({
    queryKey: ['auth', 'sign-in-methods'],
    queryFn: ({ signal }) => apiRequest('/auth/methods', { schema: signInMethodsSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
