import { TOTP_PERIOD_SECONDS } from '@portal/shared';
import { generateSync } from 'otplib';

/** The TOTP time step of a moment (RFC 6238: 30-second steps counted from the epoch). */
export const stepAt = (ms = Date.now()) => Math.floor(ms / 1000 / TOTP_PERIOD_SECONDS);

/** The code an authenticator app shows for `secret` in time step `step`. */
export const codeAt = (secret: string, step: number): string =>
  generateSync({ secret, epoch: step * TOTP_PERIOD_SECONDS });

/** The code an authenticator app shows for `secret`, `steps` steps from now (negative: ago). */
export const totpCode = (secret: string, steps = 0): string => codeAt(secret, stepAt() + steps);

/**
 * The step of an account's next code when `lastStep` was its last: the server takes each step once
 * and allows one step of drift, so after the current step the next one's code is taken at once; only
 * a third sign-in within 30 seconds waits for the clock.
 */
export async function nextUsableStep(lastStep: number): Promise<number> {
  const step = Math.max(stepAt(), lastStep + 1);
  const waitMs = (step - 1) * TOTP_PERIOD_SECONDS * 1000 - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 100));
  return step;
}
