import { useState } from 'react';

/**
 * The state of a button that fetches a file (View PDF, Export CSV): `run` must be called straight
 * from the click, so a new tab opens before anything is awaited (see lib/open-pdf); a failure is
 * kept for an alert until dismissed.
 */
export function useFileAction(action: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const run = () => {
    setFailed(false);
    setBusy(true);
    action()
      .catch((error: unknown) => {
        console.error('Error fetching the file', error);
        setFailed(true);
      })
      .finally(() => setBusy(false));
  };

  return { run, busy, failed, dismiss: () => setFailed(false) };
}
