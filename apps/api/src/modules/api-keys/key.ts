import { createHash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { API_KEY_PREFIX } from '@portal/shared';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 32 random bytes in base 62: 43 characters (62^43 > 2^256). */
const BODY_LENGTH = 43;
/** A CRC-32 in base 62: 6 characters. */
const CHECKSUM_LENGTH = 6;
const WELL_FORMED = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${BODY_LENGTH + CHECKSUM_LENGTH}}$`);

function base62(value: bigint, width: number): string {
  let text = '';
  for (let rest = value; rest > 0n; rest /= 62n) text = ALPHABET[Number(rest % 62n)] + text;
  return text.padStart(width, '0');
}

const checksumOf = (body: string) => base62(BigInt(crc32(body)), CHECKSUM_LENGTH);

/**
 * A new key: the prefix, 32 random bytes, and a checksum of them, so a secret scanner (or this server,
 * before it asks the database) can tell a key from a typo or a look-alike without knowing any key.
 */
export function newApiKey(): string {
  const body = base62(BigInt(`0x${randomBytes(32).toString('hex')}`), BODY_LENGTH);
  return `${API_KEY_PREFIX}${body}${checksumOf(body)}`;
}

/** Whether `key` has a key's shape and a right checksum. */
export function isWellFormed(key: string): boolean {
  if (!WELL_FORMED.test(key)) return false;
  const body = key.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + BODY_LENGTH);
  return key.endsWith(checksumOf(body));
}

/** What the database keeps of a key: SHA-256 is enough for 256 random bits, which cannot be guessed. */
export const hashOfKey = (key: string) => createHash('sha256').update(key).digest('hex');
