import { z } from './zod.ts';
import { oneLineText, timestampSchema } from './common.ts';

/**
 * Passkeys (WebAuthn, DESIGN §14): a credential of the person's device, checked with user
 * verification (a PIN, a fingerprint), so one counts as both factors. The browser's messages travel
 * as the WebAuthn JSON forms (`@simplewebauthn/browser` makes and reads them); the server checks them.
 */
export const PASSKEY_NAME_MAX = 100;

/** What a WebAuthn challenge was handed out for; an answer is only taken for the same purpose. */
export const WEBAUTHN_PURPOSES = ['register', 'sign-in', 'step-up'] as const;
export type WebauthnPurpose = (typeof WEBAUTHN_PURPOSES)[number];

/** A browser's WebAuthn answer as JSON: checked by the server's WebAuthn library, not by shape here. */
export const webauthnResponseSchema = z
  .looseObject({ id: z.string().max(1024), type: z.literal('public-key') })
  .meta({ description: "The browser's `PublicKeyCredential` as JSON (`@simplewebauthn/browser`'s form)" });

/** Options for `navigator.credentials.create`/`get`, as the WebAuthn JSON form. */
export const webauthnOptionsSchema = z
  .record(z.string(), z.unknown())
  .meta({ description: 'Options for the browser, as WebAuthn JSON: pass them to @simplewebauthn/browser' });

export const passkeyCreateSchema = z.strictObject({
  name: oneLineText('validation.nameRequired', 'validation.nameOneLine', PASSKEY_NAME_MAX),
  response: webauthnResponseSchema,
});
export type PasskeyCreate = z.input<typeof passkeyCreateSchema>;

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: timestampSchema,
  lastUsedAt: timestampSchema.nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z.object({
  items: z.array(passkeySchema),
  /** False while `PORTAL_URL` names an IP address: browsers refuse one as relying party. */
  available: z.boolean(),
});
export type PasskeyList = z.infer<typeof passkeyListSchema>;

export const passkeySignInSchema = z.strictObject({ response: webauthnResponseSchema });
