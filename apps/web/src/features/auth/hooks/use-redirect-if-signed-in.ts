import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../api/get-current-user';
import { homeFor } from '../home';

/**
 * Sign-in and sign-up screens: a stored token that still validates goes straight to the user's start page;
 * one that fails is forgotten by the API client (spec §2). Returns whether the screen should wait.
 */
export function useRedirectIfSignedIn(): { checking: boolean } {
  const navigate = useNavigate();
  const me = useCurrentUser();

  useEffect(() => {
    if (me.data) void navigate(homeFor(me.data.role), { replace: true });
  }, [me.data, navigate]);

  return { checking: me.isPending || Boolean(me.data) };
}
