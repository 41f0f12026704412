import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './secrets.ts';

describe('secrets at rest', () => {
  const key = randomBytes(32);

  it('round-trips, with a fresh IV each time', () => {
    const a = encryptSecret(key, 'pässwörd-ñ');
    const b = encryptSecret(key, 'pässwörd-ñ');
    expect(a).not.toBe(b);
    expect(a).not.toContain('pässwörd');
    expect(decryptSecret(key, a)).toBe('pässwörd-ñ');
  });

  it('refuses another key and a tampered value', () => {
    const stored = encryptSecret(key, 'secret');
    expect(() => decryptSecret(randomBytes(32), stored)).toThrow();
    const raw = Buffer.from(stored.slice(3), 'base64');
    raw[raw.length - 1]! ^= 1;
    expect(() => decryptSecret(key, `v1:${raw.toString('base64')}`)).toThrow();
    expect(() => decryptSecret(key, 'v0:abc')).toThrow(/format/);
  });
});
