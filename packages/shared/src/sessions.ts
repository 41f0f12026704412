import { z } from './zod.ts';
import { timestampSchema } from './common.ts';
import { typedCode } from './mfa.ts';
import { webauthnResponseSchema } from './passkeys.ts';

/**
 * How a session began (DESIGN §14): an e-mailed code (with a second factor where one is asked), a
 * passkey, the company's identity provider, or a program's API key.
 */
export const SESSION_METHODS = ['email-code', 'passkey', 'oidc', 'api'] as const;
export type SessionMethod = (typeof SESSION_METHODS)[number];

/** The longest user agent a session keeps: enough to name a browser and a system. */
export const SESSION_USER_AGENT_MAX = 300;

/** One of the signed-in user's live sessions; `id` names it for ending it, and proves nothing. */
export const sessionSchema = z.object({
  id: z.uuid(),
  createdAt: timestampSchema,
  lastUsedAt: timestampSchema,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  method: z.enum(SESSION_METHODS),
  /** The session this request came with. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionListSchema = z.object({ items: z.array(sessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

/** How many sessions an ending ended. */
export const sessionsEndedSchema = z.object({ ended: z.number().int() });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

/** A step-up with a code of one's own: an authenticator code or a recovery code. */
export const stepUpRequestSchema = z
  .strictObject({
    code: typedCode.optional().meta({ description: 'A TOTP code or a recovery code' }),
    passkey: webauthnResponseSchema.optional().meta({
      description: "Or a passkey's answer to the options of `POST /auth/step-up/options`",
    }),
  })
  .refine((body) => (body.code === undefined) !== (body.passkey === undefined), {
    error: 'validation.codeRequired',
    path: ['code'],
  });
export type StepUpRequest = z.infer<typeof stepUpRequestSchema>;
