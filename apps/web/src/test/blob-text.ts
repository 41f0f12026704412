/**
 * A blob's text, whichever Blob it is: under Node 20 a fetch answer's `blob()` is Node's own Blob
 * (with `text()`); under Node 24 it is made from the test page's global Blob, jsdom's, which has no
 * `text()` but can be read with jsdom's FileReader.
 */
export function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('the blob could not be read'));
    reader.readAsText(blob);
  });
}
