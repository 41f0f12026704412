import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { AppError } from '../app-error.ts';

/**
 * AES-256-GCM; the stored form is a version, `:`, and base64(iv ‖ tag ‖ ciphertext). `v2` is bound to
 * its place (AES-GCM's associated data): a ciphertext that someone with write access to the database
 * copies into another row, or another column, no longer decrypts there. `v1`, the form before, is
 * bound to nothing: a database's secrets are moved to `v2` when the server starts (`bindSecret`), and
 * the erasure ledger, a file rather than rows, keeps it.
 */
const BOUND = 'v2';
const UNBOUND = 'v1';

/** A stored secret that does not decrypt where it is read: moved from another row, altered, or another APP_SECRET's. */
export class SecretUnreadable extends AppError {
  constructor(place: string) {
    super('secret_unreadable');
    this.message = `the secret stored at ${place} does not decrypt there: it was altered or moved, or APP_SECRET changed`;
  }
}

function seal(version: string, key: Buffer, plain: string, place?: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  if (place !== undefined) cipher.setAAD(Buffer.from(place, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${version}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/** The plain text of `stored` when it is of `version` and opens (with `place` as its associated data). */
function open(version: string, key: Buffer, stored: string, place?: string): string | null {
  const [prefix, payload] = stored.split(':');
  if (prefix !== version || !payload) return null;
  const raw = Buffer.from(payload, 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    if (place !== undefined) decipher.setAAD(Buffer.from(place, 'utf8'));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** `plain` encrypted for `place`, which names where it is stored: `table:column:row id`. */
export const encryptSecret = (key: Buffer, plain: string, place: string): string =>
  seal(BOUND, key, plain, place);

/** The secret stored at `place`; `SecretUnreadable` when it was not encrypted for that place. */
export function decryptSecret(key: Buffer, stored: string, place: string): string {
  const plain = open(BOUND, key, stored, place);
  if (plain === null) throw new SecretUnreadable(place);
  return plain;
}

/**
 * A secret of the unbound form encrypted again for `place`; null when it is not of that form (already
 * bound), and `SecretUnreadable` when it is but does not decrypt.
 */
export function bindSecret(key: Buffer, stored: string, place: string): string | null {
  if (!stored.startsWith(`${UNBOUND}:`)) return null;
  const plain = open(UNBOUND, key, stored);
  if (plain === null) throw new SecretUnreadable(place);
  return encryptSecret(key, plain, place);
}

/** The unbound form, for what is not a row of the database (the erasure ledger's lines). */
export const sealUnbound = (key: Buffer, plain: string): string => seal(UNBOUND, key, plain);

export function openUnbound(key: Buffer, stored: string): string {
  const plain = open(UNBOUND, key, stored);
  if (plain === null) throw new Error('Unknown secret format, or not this key');
  return plain;
}
