import { apiBlob } from './api-client';

/** How long the new tab may take to read the PDF before its blob URL is released. */
const BLOB_URL_LIFETIME_MS = 60_000;

/**
 * Opens an API PDF (`/precheck-pos/{id}/pdf?language=de`) in a new tab. A link cannot carry the
 * bearer token, so the PDF is fetched here and the tab shown its blob. The tab is opened at once,
 * while the click still counts as a user gesture, because popup blockers refuse a window opened
 * after an await; it then navigates to the blob once that has arrived. Rejects (and closes the
 * empty tab) when the PDF cannot be fetched or the browser refused the tab.
 */
export async function openPdf(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  if (!tab) throw new Error('The browser blocked the new tab');
  // `noopener` would make window.open return null, so the tab's way back to this page is cut here.
  tab.opener = null;
  try {
    const blob = await apiBlob(path);
    const pdf = blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
    const url = URL.createObjectURL(pdf);
    tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
  } catch (error) {
    tab.close();
    throw error;
  }
}
