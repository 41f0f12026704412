import { z } from './zod.ts';
import { tokenResponseSchema } from './auth.ts';
import { tooLong } from './messages.ts';

/**
 * The second factor (DESIGN §9): TOTP as RFC 6238 and every authenticator app know it (SHA-1,
 * 6 digits, 30-second steps), with one step of clock drift allowed either way.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DRIFT_STEPS = 1;
/** How long the step between the e-mailed code and the second factor may take. */
export const MFA_TICKET_TTL_MINUTES = 10;
/** Wrong second-factor codes a ticket takes before it dies: the e-mailed code's rule. */
export const MFA_MAX_WRONG_TRIES = 5;
export const RECOVERY_CODE_COUNT = 10;
/** How the portal names itself in authenticator apps. */
export const TOTP_ISSUER = 'Onboarding Portal';

/** A recovery code as handed out: two groups of five lower-case letters and digits. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/;
export const TOTP_CODE_PATTERN = /^\d{6}$/;

/**
 * A code as typed: the server reads six digits as a TOTP code and anything else as a recovery code,
 * so any wrong shape is simply a wrong code, counted like one. Its length is what was typed, counted
 * before lower-casing (which lengthens some letters: `İ` becomes two characters). In the API
 * document: not blank (a pattern is unanchored), at most 32 characters.
 */
export const typedCode = z
  .string({ error: 'validation.codeRequired' })
  .trim()
  .min(1, { error: 'validation.codeRequired', abort: true })
  .max(32, { error: tooLong(32) })
  .toLowerCase()
  .meta({ pattern: '\\S' });

/** A ticket is 32 random bytes in base64url: 43 characters. */
const ticket = z
  .string({ error: 'validation.ticketInvalid' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'validation.ticketInvalid' });

/**
 * What `POST /auth/verify` answers: a token, or the second factor still to pass (or to set up). The
 * widest shape first: a union takes the first that fits, and an object drops the keys it does not name.
 */
export const verifyResponseSchema = z.union([
  z.object({ mfa: z.literal('enrol'), ticket: z.string(), secret: z.string(), otpauthUrl: z.string() }),
  z.object({ mfa: z.literal('totp'), ticket: z.string() }),
  tokenResponseSchema,
]);
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

export const mfaRequestSchema = z.strictObject({ ticket, code: typedCode });
export type MfaRequest = z.infer<typeof mfaRequestSchema>;

export const mfaTokenResponseSchema = z.object({
  access_token: z.string(),
  /** Only when the ticket enrolled the account: shown once, never again. */
  recoveryCodes: z.array(z.string()).optional(),
});
export type MfaTokenResponse = z.infer<typeof mfaTokenResponseSchema>;

export const securitySchema = z.object({
  mfa: z.boolean(),
  /** Unused recovery codes; 0 without a second factor. */
  recoveryCodesLeft: z.number().int(),
});
export type Security = z.infer<typeof securitySchema>;

export const mfaSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type MfaSetup = z.infer<typeof mfaSetupSchema>;

export const mfaConfirmRequestSchema = z.strictObject({ code: typedCode });
export type MfaConfirmRequest = z.infer<typeof mfaConfirmRequestSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Only an admin resetting their own second factor sends one: the proof that they are who they say. */
export const mfaResetRequestSchema = z.strictObject({ recoveryCode: typedCode.optional() }).nullish();
export type MfaResetRequest = z.infer<typeof mfaResetRequestSchema>;

/** What a ticket is for: confirming a new secret, or checking the one the account has. */
export const MFA_TICKET_KINDS = ['enrol', 'totp'] as const;
export type MfaTicketKind = (typeof MFA_TICKET_KINDS)[number];
