import { useState } from 'react';

/**
 * The View PDF button's state: `view` must be called straight from the click, so the new tab opens
 * before anything is awaited (see lib/open-pdf); a failure is kept for an alert until dismissed.
 */
export function usePdfViewer(open: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const view = () => {
    setFailed(false);
    setBusy(true);
    open()
      .catch((error: unknown) => {
        console.error('Error opening the PDF', error);
        setFailed(true);
      })
      .finally(() => setBusy(false));
  };

  return { view, busy, failed, dismiss: () => setFailed(false) };
}
