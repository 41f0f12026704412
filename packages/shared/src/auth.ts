import { z } from './zod.ts';
import {
  emailField,
  LINE_BREAK,
  languageSchema,
  PLAIN_TEXT,
  plainText,
  requiredText,
  requiredTextPattern,
} from './common.ts';
import { tooLong } from './messages.ts';
import { roleSchema } from './roles.ts';

export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_WRONG_TRIES = 5;

const email = emailField('validation.emailRequired', 'validation.emailInvalid');

export const loginRequestSchema = z.strictObject({ email, language: languageSchema.optional() });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const verifyRequestSchema = z.strictObject({
  email,
  otp: z
    .string({ error: 'validation.otpRequired' })
    .trim()
    .min(1, { error: 'validation.otpRequired' })
    .max(32, { error: tooLong(32) })
    .regex(PLAIN_TEXT, plainText)
    .meta({ pattern: requiredTextPattern() }),
});
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

/**
 * Reads as a link: a web scheme, "www." or a host followed by a path ("example.com/…"), in any case.
 * Cases spelt out rather than the `i` flag, which the API document's pattern cannot carry.
 */
const LINK = /[hH][tT][tT][pP][sS]?:\/\/|[wW]{3}\.|\.[a-zA-Z]{2,}\//;

export const signupRequestSchema = z.strictObject({
  // Anyone may sign up with anyone's address, and the name greets that address in our mail: a link
  // or extra lines in it would make us send someone else's message.
  name: requiredText('validation.nameRequired')
    .refine((name) => !LINK.test(name) && !LINE_BREAK.test(name), { error: 'validation.nameNoLinks' })
    .meta({ pattern: requiredTextPattern({ oneLine: true, nowhere: LINK }) }),
  email,
  languagePreference: languageSchema.optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
export const tokenResponseSchema = z.object({ access_token: z.string() });

export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  languagePreference: languageSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * How one may sign in here besides an e-mailed code (DESIGN §14), which the sign-in page offers:
 * passkeys unless the portal runs at an IP address, the company's identity provider when configured.
 */
export const signInMethodsSchema = z.object({
  passkeys: z.boolean(),
  singleSignOn: z.object({ label: z.string() }).nullable(),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;
