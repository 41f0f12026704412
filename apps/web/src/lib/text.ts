/**
 * The dashboard's company and contact cells (spec §2): lower case with a capital first letter,
 * e.g. 'ACME GMBH' → 'Acme gmbh'. Counts in code points, so a leading accented or astral letter
 * is handled whole.
 */
export function capitalizeFirst(text: string): string {
  const [first = '', ...rest] = Array.from(text.toLowerCase());
  return first.toUpperCase() + rest.join('');
}
