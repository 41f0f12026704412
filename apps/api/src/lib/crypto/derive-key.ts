import { createHmac, hkdfSync } from 'node:crypto';

export type KeyPurpose =
  | 'jwt'
  | 'otp'
  | 'secrets-at-rest'
  | 'totp-secrets'
  | 'captcha'
  | 'idempotency'
  | 'applicant-copy'
  | 'update-link'
  | 'unsubscribe'
  | 'webhook-secrets'
  | 'secret-fingerprint'
  | 'subject-pseudonym'
  | 'erasure-ledger'
  | 'oidc-handoff'
  | 'backup-manifests';

/** One APP_SECRET, a separate 256-bit key per purpose, so no key ever serves two uses. */
export function deriveKey(appSecret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'onboarding-portal', purpose, 32));
}

export function keyedHash(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

/**
 * Names an APP_SECRET without revealing it: a backup's manifest records it, so a restore can say that
 * the snapshot's encrypted fields (second factors, website passwords) need another secret.
 */
export function secretFingerprint(appSecret: string): string {
  return keyedHash(deriveKey(appSecret, 'secret-fingerprint'), 'onboarding-portal').slice(0, 16);
}
