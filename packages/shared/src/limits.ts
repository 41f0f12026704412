import type { FieldKind } from './field-catalogue.ts';

/**
 * How long an answer may be, zod-free: the schemas refuse longer text and the forms' inputs stop the
 * typing at the same limit, so the two never disagree.
 */

/** Longest free text we accept in a single-line field; long enough for any real name or address. */
export const MAX_TEXT = 200;
export const MAX_EMAIL = 254;
export const MAX_LONG_TEXT = 5000;
export const MAX_SEARCH_LENGTH = 100;

/** The longest answer a question of this kind takes; none for answers picked from options or numbers. */
export function maxLengthOf(kind: FieldKind): number | undefined {
  switch (kind) {
    case 'longText':
      return MAX_LONG_TEXT;
    case 'email':
      return MAX_EMAIL;
    case 'text':
    case 'url':
    case 'phone':
    case 'password':
      return MAX_TEXT;
    default:
      return undefined;
  }
}
