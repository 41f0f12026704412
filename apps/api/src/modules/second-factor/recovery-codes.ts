import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@portal/shared';

// No 0/o, 1/l/i: a code copied from paper by hand should not fail on a look-alike.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function group(): string {
  return Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Fresh recovery codes, `xxxxx-xxxxx`: 10 characters of 31, about 49 bits each, from a CSPRNG. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);
}
