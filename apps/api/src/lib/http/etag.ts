import { createHash } from 'node:crypto';

/** A strong ETag of a representation's bytes: equal exactly when the representation is. */
export function etagOf(representation: string | Buffer): string {
  return `"${createHash('sha256').update(representation).digest('base64url').slice(0, 27)}"`;
}

/**
 * Whether an `If-Match` or `If-None-Match` list names `etag` (RFC 9110 §13.1): `*` names any; `If-Match`
 * compares strongly (a weak tag never matches), `If-None-Match` weakly (`W/` is ignored).
 */
export function listNames(header: string, etag: string, comparison: 'strong' | 'weak'): boolean {
  return header.split(',').some((item) => {
    const tag = item.trim();
    if (tag === '*') return true;
    if (comparison === 'weak') return tag.replace(/^W\//, '') === etag;
    return tag === etag;
  });
}
