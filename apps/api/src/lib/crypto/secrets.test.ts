import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  bindSecret,
  decryptSecret,
  encryptSecret,
  openUnbound,
  SecretUnreadable,
  sealUnbound,
} from './secrets.ts';

describe('secrets at rest', () => {
  const key = randomBytes(32);
  const place = 'users:totp_secret_encrypted:7d1f0c9e-0000-4000-8000-000000000001';

  it('round-trips, with a fresh IV each time', () => {
    const a = encryptSecret(key, 'pässwörd-ñ', place);
    const b = encryptSecret(key, 'pässwörd-ñ', place);
    expect(a).not.toBe(b);
    expect(a).not.toContain('pässwörd');
    expect(decryptSecret(key, a, place)).toBe('pässwörd-ñ');
  });

  it('refuses another key, a tampered value, and the unbound form', () => {
    const stored = encryptSecret(key, 'secret', place);
    expect(() => decryptSecret(randomBytes(32), stored, place)).toThrow(SecretUnreadable);
    const raw = Buffer.from(stored.slice(3), 'base64');
    raw[raw.length - 1]! ^= 1;
    expect(() => decryptSecret(key, `v2:${raw.toString('base64')}`, place)).toThrow(SecretUnreadable);
    expect(() => decryptSecret(key, sealUnbound(key, 'secret'), place)).toThrow(SecretUnreadable);
    expect(() => decryptSecret(key, 'v0:abc', place)).toThrow(SecretUnreadable);
  });

  it('opens only where it was stored: another row or another column refuses it, naming its place', () => {
    const stored = encryptSecret(key, 'secret', place);
    for (const elsewhere of [
      'users:totp_secret_encrypted:7d1f0c9e-0000-4000-8000-000000000002',
      'webhook_endpoints:secret_encrypted:7d1f0c9e-0000-4000-8000-000000000001',
      'webhook_endpoints:previous_secret_encrypted:7d1f0c9e-0000-4000-8000-000000000001',
    ]) {
      expect(() => decryptSecret(key, stored, elsewhere)).toThrow(SecretUnreadable);
      expect(() => decryptSecret(key, stored, elsewhere)).toThrow(elsewhere);
    }
  });

  it('binds a secret of the unbound form to its place, and leaves a bound one be', () => {
    const bound = bindSecret(key, sealUnbound(key, 'secret'), place)!;
    expect(bound).toMatch(/^v2:/);
    expect(decryptSecret(key, bound, place)).toBe('secret');
    expect(bindSecret(key, bound, place)).toBeNull();
    expect(() => bindSecret(randomBytes(32), sealUnbound(key, 'secret'), place)).toThrow(SecretUnreadable);
    expect(openUnbound(key, sealUnbound(key, 'ledger line'))).toBe('ledger line');
  });
});
