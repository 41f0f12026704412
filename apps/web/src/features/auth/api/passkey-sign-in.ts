import { tokenResponseSchema, webauthnOptionsSchema } from '@portal/shared';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/query-factories';

/**
 * Signs in with a passkey alone (DESIGN §14): the server's challenge, the browser's prompt (any passkey
 * of this portal), the answer traded for a token. The WebAuthn library loads with the first try.
 */
export async function signInWithPasskey() {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const options = await apiRequest('/auth/passkey/options', {
    method: 'POST',
    schema: webauthnOptionsSchema,
  });
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return apiRequest('/auth/passkey', { method: 'POST', body: { response }, schema: tokenResponseSchema });
}

export const usePasskeySignIn = mutationHook(signInWithPasskey);
