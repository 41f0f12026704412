import { RequireAuth } from '@/features/auth/components/require-auth';

const ADMIN = ['admin'] as const;

/** The guard of the admin screens, as a route of its own: fetched with them (router.tsx). */
export default function RequireAdmin() {
  return <RequireAuth roles={ADMIN} />;
}
