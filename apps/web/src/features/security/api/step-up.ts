import { type StepUpRequest, webauthnOptionsSchema } from '@portal/shared';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiRequest } from '@/lib/api-client';

/** Proves the session's second factor again, for the grave actions of the next minutes. */
export function stepUp(body: StepUpRequest) {
  return apiRequest('/auth/step-up', { method: 'POST', body });
}

/**
 * A step-up with one of the user's passkeys: the server's challenge naming them, the browser's
 * prompt, the answer. The WebAuthn library loads with the first try.
 */
export async function stepUpWithPasskey() {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const options = await apiRequest('/auth/step-up/options', {
    method: 'POST',
    schema: webauthnOptionsSchema,
  });
  const passkey = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return stepUp({ passkey: passkey as unknown as StepUpRequest['passkey'] });
}
