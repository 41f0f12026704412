import type { Role } from '@portal/shared';
import { type ReactNode, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { LoadingText } from '@/components/ui/loading-text';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useCurrentUser } from '../api/get-current-user';

export type RequireAuthProps = {
  /** When set, the validated role must be one of these (spec §5, "Route access"; DESIGN §12's staff). */
  roles?: readonly Role[];
  /** Defaults to the matched child route. */
  children?: ReactNode;
};

/**
 * Route guard (spec §4): "checking" shows 'Loading...' inside the layout, "allowed" shows the page,
 * "denied" (no token, failed check, other role) replaces the history entry with /auth.
 */
export function RequireAuth({ roles, children }: RequireAuthProps) {
  const navigate = useNavigate();
  const me = useCurrentUser();

  // A failed background re-check keeps the last good answer unless the server rejected the token:
  // a network blip must not throw the user out of a half-filled form.
  const rejected = me.isError && (me.data === undefined || isApiError(me.error, 401));
  const user = rejected ? null : me.data;
  const allowed = user != null && (roles === undefined || roles.includes(user.role));
  const denied = !me.isPending && !allowed;

  useEffect(() => {
    if (denied) void navigate(paths.auth.getHref(), { replace: true });
  }, [denied, navigate]);

  if (!allowed) return <LoadingText />;
  return children ?? <Outlet />;
}
