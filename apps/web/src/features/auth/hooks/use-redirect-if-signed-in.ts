import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentUser } from '../api/get-current-user';

/**
 * Sign-in and sign-up screens: a stored token that still validates goes straight to the dashboard;
 * one that fails is forgotten by the API client (spec §2). Returns whether the screen should wait.
 */
export function useRedirectIfSignedIn(): { checking: boolean } {
  const navigate = useNavigate();
  const me = useCurrentUser();

  useEffect(() => {
    if (me.data) void navigate(paths.dashboard.getHref(), { replace: true });
  }, [me.data, navigate]);

  return { checking: me.isPending || Boolean(me.data) };
}
