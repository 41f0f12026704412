import { z } from './zod.ts';
import { oneLineText, timestampSchema } from './common.ts';
import { TOTP_CODE_PATTERN } from './mfa.ts';

/**
 * API keys (DESIGN §11): a machine's credential, given by an admin, limited to scopes. What each scope
 * lets a key call is declared on the routes (`keyScope`); no scope reaches users, keys, webhooks, the
 * audit log, second factors or sign-in.
 */
export const API_KEY_SCOPES = [
  'prechecks:read',
  'prechecks:write',
  'prechecks:review',
  'merchants:read',
  'merchants:write',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** What every key starts with, so people and secret scanners recognise one (`pk_…`). */
export const API_KEY_PREFIX = 'pk_';

export const API_KEY_NAME_MAX = 100;

export const apiKeyCreateSchema = z.strictObject({
  name: oneLineText('validation.nameRequired', 'validation.nameOneLine', API_KEY_NAME_MAX),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: 'validation.scopeInvalid' }), {
      error: 'validation.scopesRequired',
    })
    .min(1, { error: 'validation.scopesRequired' })
    .max(API_KEY_SCOPES.length * 4)
    .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope)))
    .meta({ description: 'At least one; a scope named twice counts once' }),
  expiresAt: z.iso
    .datetime({ error: (issue) => (issue.input === undefined ? 'validation.expiryRequired' : undefined) })
    .refine((at) => Date.parse(at) > Date.now(), { error: 'validation.expiryPast' })
    .meta({
      description:
        "When the key stops working: in the future, and at most the server's `API_KEY_MAX_TTL` (default 365 days) ahead",
    }),
  code: z
    .string({ error: 'validation.codeRequired' })
    .regex(TOTP_CODE_PATTERN, { error: 'validation.codeSixDigits' })
    .optional()
    .meta({
      description:
        "A fresh code of the admin's authenticator app, standing in for a step-up: without it the session must have stepped up within the last 5 minutes",
    }),
});
export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** The admin who created it; null once their account is deleted. */
  createdBy: z.object({ id: z.string(), email: z.string() }).nullable(),
  createdAt: timestampSchema,
  expiresAt: timestampSchema.nullable(),
  lastUsedAt: timestampSchema.nullable(),
  /** The address of the last use. */
  lastUsedFrom: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer of a create: the key itself, in this answer only (only its hash is stored). */
export const apiKeyCreatedSchema = apiKeySchema.extend({
  key: z
    .string()
    .meta({ description: 'The key, shown this once: `pk_`, 43 random characters, 6 of checksum' }),
});
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });
