/** Time the browser gets to start the download before its blob URL is released. */
const BLOB_URL_LIFETIME_MS = 10_000;

/**
 * Hands a fetched file to the browser's downloads under its name. A link cannot carry the bearer
 * token, so the file was fetched by script; a temporary link with `download` saves it. The blob URL
 * is released a little later, once the browser has surely taken it.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
}
