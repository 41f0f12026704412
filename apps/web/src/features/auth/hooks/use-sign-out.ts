import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { clearAuthToken } from '@/lib/auth-token';
import { currentUserQueryKey } from '../api/get-current-user';
import { logout } from '../api/logout';

/** Revokes the token (best effort), forgets it and every cached answer, and returns to sign-in. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await logout();
    } catch (error) {
      // Signing out must work offline too; the server forgets the token when it expires.
      console.warn('Logout request failed', error);
    }
    clearAuthToken();
    // Signed out at once for every screen, so the sign-in page does not bounce back to the dashboard.
    queryClient.setQueryData(currentUserQueryKey, null);
    await navigate(paths.auth.getHref(), { replace: true });
    // The next person on this browser must never see the previous user's lists.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
  };

  return { signOut: () => void signOut(), signingOut };
}
