import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { setStepUpHandler } from '@/lib/api-client';

// Fetched when first asked for: the dialog (Mantine's Modal) is no part of the staff's first screen.
const StepUpDialog = lazy(() => import('./step-up-dialog'));

/**
 * Asks for a fresh second factor whenever the server refuses a grave action for want of one (403
 * `step_up_required`, DESIGN §14), then lets the refused request go again (lib/api-client.ts). Mounted
 * once in the signed-in layout: every screen's grave action is covered without knowing of it. A
 * dialog that cannot load counts as given up: the action stays refused and says so.
 */
export function StepUpGate() {
  const pending = useRef<((proven: boolean) => void) | null>(null);
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    setStepUpHandler(
      () =>
        new Promise<boolean>((resolve) => {
          // A second refusal while the dialog is open waits on the same answer.
          const earlier = pending.current;
          pending.current = (proven) => {
            earlier?.(proven);
            resolve(proven);
          };
          setAsked(true);
        }),
    );
    return () => setStepUpHandler(null);
  }, []);

  const finish = (proven: boolean) => {
    pending.current?.(proven);
    pending.current = null;
    setAsked(false);
  };

  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialog onDone={finish} />
    </Suspense>
  );
}
