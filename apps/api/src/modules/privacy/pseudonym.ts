import { createHmac } from 'node:crypto';

/**
 * What an erased address reads as everywhere (DESIGN §13): `subject:` and the first 16 hex digits of
 * its keyed hash. The same address always gives the same pseudonym, so the audit trail still shows one
 * person's actions as one; without the key, no address can be tried against it.
 */
export function pseudonymOf(key: Buffer, email: string): string {
  return `subject:${createHmac('sha256', key).update(email.toLowerCase()).digest('hex').slice(0, 16)}`;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` with every occurrence of any identifier (an address, a name), whatever its case, replaced
 * by the pseudonym; the longest first, so a name inside a longer one goes with it.
 */
export function pseudonymized(text: string, identifiers: readonly string[], pseudonym: string): string {
  if (identifiers.length === 0) return text;
  const pattern = [...identifiers]
    .sort((a, b) => b.length - a.length)
    .map(escaped)
    .join('|');
  return text.replace(new RegExp(pattern, 'giu'), pseudonym);
}
