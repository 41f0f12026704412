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

const ecomFieldsEndingIn = (suffix: string) =>
  Object.entries(ECOM_CATALOGUE).flatMap(([group, fields]) =>
    (fields as readonly FieldSpec[])
      .filter((field) => field.name.endsWith(suffix))
      .map((field) => ({ group, field: field.name })),
  );

/** Where an e-commerce pre-check's answers hold an e-mail address: the subject's key (DESIGN §13). */
export const ECOM_EMAIL_PATHS = ecomFieldsEndingIn('Email');

const ECOM_NAME_PATHS = ecomFieldsEndingIn('Name');

/**
 * The person each e-mail field reaches, by the name field beside it (the same stem: `genDirEmail`,
 * `genDirName`; the contact's `genFullName` for `genEmail`), or null when the form names nobody there
 * (a customer-service mailbox): what an erasure of that address also looks for in free text.
 */
export const ECOM_PERSON_PATHS = ECOM_EMAIL_PATHS.map(({ group, field }) => {
  const stem = field === 'genEmail' ? 'genFullName' : field.replace(/Email$/, 'Name');
  const name = ECOM_NAME_PATHS.find((path) => path.group === group && path.field === stem);
  return { group, email: field, name: name?.field ?? null };
});

/** A subject request names the person by e-mail address, in the body: never in a URL (DESIGN §13). */
export const subjectRequestSchema = z.object({
  email: emailField('validation.emailRequired', 'validation.emailInvalid'),
});
export type SubjectRequest = z.input<typeof subjectRequestSchema>;

/** The longest reason an erasure may give. */
export const ERASURE_REASON_MAX = 500;

/** `POST /privacy/subjects/erase`: whom to erase, and why (the request's ground, for the audit). */
export const subjectErasureRequestSchema = subjectRequestSchema.extend({
  reason: requiredText('validation.required', ERASURE_REASON_MAX).meta({
    description: 'Why (the request, its date and channel): kept in the audit entry, so name no one in it',
  }),
});
export type SubjectErasureRequest = z.input<typeof subjectErasureRequestSchema>;

const heldPrecheckSchema = z.object({ kind: z.enum(PRECHECK_KINDS), id: z.string(), reference: z.string() });

/** What an erasure did (DESIGN §13); held pre-checks are reported and kept. */
export const subjectErasureSchema = z.object({
  subject: z.string().meta({ description: 'The pseudonym the erased address now reads as everywhere' }),
  erased: z.object({
    prechecks: z.number().int(),
    merchants: z.number().int(),
    users: z.number().int(),
    messages: z.number().int(),
    webhookDeliveries: z.number().int(),
  }),
  pseudonymizedAuditEntries: z.number().int(),
  held: z.array(heldPrecheckSchema),
});
export type SubjectErasure = z.infer<typeof subjectErasureSchema>;

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

/**
 * `POST /privacy/subjects/export`: every record about an address, as JSON (a download). The records
 * are as the API answers them elsewhere (a pre-check as `GET /precheck-pos/{id}` does, its website
 * password left out), so the export's shape follows theirs.
 */
export const subjectExportSchema = z.object({
  email: z.string(),
  exportedAt: timestampSchema,
  prechecks: z.array(
    z.object({
      kind: z.enum(PRECHECK_KINDS),
      record: z.unknown().meta({ description: 'The pre-check as its detail answer gives it' }),
      history: z.unknown().meta({ description: 'Its history, as `GET …/{id}/history` gives it' }),
      versions: z.array(
        z.object({
          version: z.number().int(),
          at: timestampSchema,
          changedFields: z.array(z.string()),
          previousAnswers: z.unknown(),
        }),
      ),
    }),
  ),
  merchants: z.array(z.record(z.string(), z.unknown())),
  user: z.record(z.string(), z.unknown()).nullable(),
  messages: z.array(z.record(z.string(), z.unknown())),
  auditEntries: z.array(z.record(z.string(), z.unknown())),
});
export type SubjectExport = z.infer<typeof subjectExportSchema>;

/** `GET /privacy/retention`: the periods in force, what is due now, and the holds that stop it. */
export const retentionStatusSchema = z.object({
  periods: z
    .object({
      declinedSeconds: z.number().nullable(),
      withdrawnSeconds: z.number().nullable(),
      unansweredSeconds: z.number().nullable(),
    })
    .meta({ description: 'RETENTION_DECLINED, RETENTION_WITHDRAWN, RETENTION_UNANSWERED; null is `off`' }),
  intervalSeconds: z
    .number()
    .meta({ description: 'RETENTION_INTERVAL: how often each instance makes a pass' }),
  due: z.object({ erase: z.number().int(), withdraw: z.number().int() }).meta({
    description: "Both kinds' pre-checks the next pass erases and withdraws (held ones not counted)",
  }),
  holds: z.array(
    z.object({
      kind: z.enum(PRECHECK_KINDS),
      id: z.string(),
      reference: z.string(),
      status: precheckStatusSchema,
      reason: z.string(),
      at: timestampSchema,
    }),
  ),
  erasedInSnapshots: z
    .object({
      snapshots: z.number().int().meta({ description: 'Snapshots written before the latest erasure' }),
      prunedBy: timestampSchema.meta({
        description:
          'When the last of them is pruned, as BACKUP_KEEP and BACKUP_INTERVAL foretell; until then a restore re-applies the erasures',
      }),
    })
    .nullable()
    .meta({ description: 'null: no snapshot holds anyone erased (or no backups are made)' }),
});
export type RetentionStatus = z.infer<typeof retentionStatusSchema>;
