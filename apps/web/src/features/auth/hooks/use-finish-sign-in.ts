import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { setAuthToken } from '@/lib/auth-token';
import { currentUserQueryKey, currentUserQueryOptions } from '../api/get-current-user';
import { homeFor } from '../home';

/** Stores a new access token and goes to the start page of the role the token's check tells. */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (token: string) => {
    setAuthToken(token);
    // Reset rather than invalidate: the cached "signed out" answer must not reach the guard while the
    // new token is being checked.
    void queryClient.resetQueries({ queryKey: currentUserQueryKey });
    void queryClient
      .fetchQuery(currentUserQueryOptions())
      .catch(() => null)
      .then((me) => navigate(homeFor(me?.role), { replace: true }));
  };
}
