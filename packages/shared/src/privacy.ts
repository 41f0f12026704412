import { emailField, requiredText, timestampSchema } from './common.ts';
import { PRECHECK_KINDS } from './dashboard.ts';
import { ECOM_CATALOGUE } from './ecom-catalogue.ts';
import type { FieldSpec } from './field-catalogue.ts';
import { precheckStatusSchema } from './review.ts';
import { ROLES } from './roles.ts';
import { z } from './zod.ts';

/** The longest reason a legal hold may give. */
export const LEGAL_HOLD_REASON_MAX = 500;

/** `PUT …/{id}/legal-hold`: why the pre-check must not be erased (DESIGN §13). */
export const legalHoldRequestSchema = z.object({
  reason: requiredText('validation.required', LEGAL_HOLD_REASON_MAX).meta({
    description: 'Why it is held (a court order, an investigation); for the team only',
  }),
});
export type LegalHoldRequest = z.input<typeof legalHoldRequestSchema>;

/** A pre-check's legal hold: while it stands, neither retention nor an erasure request erases it. */
export const legalHoldSchema = z.object({ reason: z.string(), at: timestampSchema });
export type LegalHold = z.infer<typeof legalHoldSchema>;

/** Where an e-commerce pre-check's answers hold an e-mail address: the subject's key (DESIGN §13). */
export const ECOM_EMAIL_PATHS = Object.entries(ECOM_CATALOGUE).flatMap(([group, fields]) =>
  (fields as readonly FieldSpec[])
    .filter((field) => field.name.endsWith('Email'))
    .map((field) => ({ group, field: field.name })),
);

/** A subject request names the person by e-mail address, in the body: never in a URL (DESIGN §13). */
export const subjectRequestSchema = z.object({
  email: emailField('validation.emailRequired', 'validation.emailInvalid'),
});
export type SubjectRequest = z.input<typeof subjectRequestSchema>;

/** `POST /privacy/subjects/find`: what the portal holds about an address. */
export const subjectHoldingsSchema = z.object({
  email: z.string(),
  prechecks: z.array(
    z.object({
      kind: z.enum(PRECHECK_KINDS),
      id: z.string(),
      reference: z.string(),
      status: precheckStatusSchema,
      held: z.boolean().meta({ description: 'Under a legal hold: an erasure keeps it' }),
    }),
  ),
  merchants: z.array(z.object({ id: z.number().int(), company: z.string() })),
  user: z.object({ id: z.string(), role: z.enum(ROLES) }).nullable(),
  messages: z.number().int().meta({ description: 'Outgoing messages addressed to it' }),
  auditEntries: z
    .number()
    .int()
    .meta({ description: 'Audit entries naming it, as actor or in their details' }),
});
export type SubjectHoldings = z.infer<typeof subjectHoldingsSchema>;
