import { RequireAuth } from '@/features/auth/components/require-auth';

/** The guard of every signed-in screen, as a route of its own: fetched with them (router.tsx). */
export default function RequireSignedIn() {
  return <RequireAuth />;
}
