/**
 * Text read back out of a PDF, made comparable with the view it printed: lines wrap at spaces, slashes
 * and hyphens, and the extracted text has a break there. For the PDF tests.
 */
export const squash = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/([/-]) /g, '$1')
    .trim();
