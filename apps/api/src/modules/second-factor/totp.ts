import {
  TOTP_CODE_PATTERN,
  TOTP_DIGITS,
  TOTP_DRIFT_STEPS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
} from '@portal/shared';
import { generateSecret, generateURI, verifySync } from 'otplib';

/** A new TOTP secret: 20 random bytes (160 bits, RFC 4226's recommendation), in Base32. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** What an authenticator app reads from the QR code: the secret, and whose account it is. */
export function otpauthUrl(email: string, secret: string): string {
  return generateURI({
    issuer: TOTP_ISSUER,
    label: email,
    secret,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/**
 * The time step whose code `code` is, within the allowed drift of `nowMs`, or null. The caller
 * accepts that step at most once (users.totp_last_step), which the library cannot do across instances.
 */
export function stepOfCode(secret: string, code: string, nowMs = Date.now()): number | null {
  if (!TOTP_CODE_PATTERN.test(code)) return null;
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOTP_DRIFT_STEPS * TOTP_PERIOD_SECONDS,
    period: TOTP_PERIOD_SECONDS,
    digits: TOTP_DIGITS,
  });
  // The result type also covers HOTP, whose answers carry no time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
