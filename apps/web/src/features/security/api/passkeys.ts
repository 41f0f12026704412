import { passkeyListSchema, passkeySchema, webauthnOptionsSchema } from '@portal/shared';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { apiRequest } from '@/lib/api-client';
import { changingMutation, recordPath, singleQuery } from '@/lib/query-factories';

export const passkeysQueryKey = ['me', 'passkeys'] as const;

export function getPasskeys(signal?: AbortSignal) {
  return apiRequest('/me/passkeys', { schema: passkeyListSchema, signal });
}

export const { use: usePasskeys } = singleQuery(passkeysQueryKey, getPasskeys);

/**
 * Adds a passkey: the server's options (after a step-up, which the API client asks for), the
 * browser's prompt, then the answer kept under `name`. The WebAuthn library loads with the first try.
 */
export const useAddPasskey = changingMutation(async (name: string) => {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const options = await apiRequest('/me/passkeys/options', { method: 'POST', schema: webauthnOptionsSchema });
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return apiRequest('/me/passkeys', { method: 'POST', body: { name, response }, schema: passkeySchema });
});

export const useRemovePasskey = changingMutation((id: string) =>
  apiRequest(recordPath('/me/passkeys', id), { method: 'DELETE' }),
);

/** Whether a failed WebAuthn prompt was the person saying no (or letting it time out): no error to show. */
export const isDeclined = (failure: unknown) =>
  failure instanceof Error && (failure.name === 'NotAllowedError' || failure.name === 'AbortError');

/** Whether this browser can make and use passkeys at all (without loading the WebAuthn library). */
export const browserHasWebAuthn = () => typeof window.PublicKeyCredential === 'function';
