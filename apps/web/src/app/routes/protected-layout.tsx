import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { StepUpGate } from '@/features/security/components/step-up-gate';

/** The staff layout around every signed-in screen; the guards inside it decide what the page shows. */
export function ProtectedLayout() {
  const me = useCurrentUser();
  const { signOut, signingOut } = useSignOut();

  useEffect(() => {
    if (me.isError) console.error('Token error', me.error);
  }, [me.isError, me.error]);

  return (
    <AppLayout role={me.isError ? undefined : me.data?.role} onSignOut={signOut} signingOut={signingOut}>
      <Outlet />
      <StepUpGate />
    </AppLayout>
  );
}
