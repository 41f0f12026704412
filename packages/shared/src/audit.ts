import { z } from './zod.ts';
import {
  dayFilter,
  filterText,
  languageQuerySchema,
  listQuerySchema,
  pageSchema,
  timestampSchema,
} from './common.ts';
import { MAX_EMAIL } from './limits.ts';
import { ROLES, type Role } from './roles.ts';

export const AUDIT_PAGE_SIZE = 20;

/** What the audit log records (DESIGN §9); each a key of `audit.actions` in the locales. */
export const AUDIT_ACTIONS = [
  'auth.sign-in',
  'auth.sign-in-failed',
  'auth.mfa-failed',
  'auth.sign-out',
  'auth.step-up',
  'auth.sessions-end',
  'auth.passkey-add',
  'auth.passkey-remove',
  'user.create',
  'user.update',
  'user.delete',
  'user.mfa-reset',
  'user.sessions-end',
  'precheck-pos.view',
  'precheck-pos.pdf',
  'precheck-pos.delete',
  'precheck-pos.transition',
  'precheck-pos.assign',
  'precheck-pos.note',
  'precheck-pos.update',
  'precheck-pos.legal-hold',
  'precheck-pos.legal-hold-release',
  'precheck.view',
  'precheck.pdf',
  'precheck.delete',
  'precheck.transition',
  'precheck.assign',
  'precheck.note',
  'precheck.update',
  'precheck.legal-hold',
  'precheck.legal-hold-release',
  'precheck.secret',
  'merchant.view',
  'merchant.delete',
  'export.csv',
  'outbox.resend',
  'api-key.create',
  'api-key.revoke',
  'api-key.use',
  'api-key.refused',
  'webhook.create',
  'webhook.update',
  'webhook.delete',
  'webhook.rotate-secret',
  'webhook.test',
  'webhook.resend',
  'webhook.disable',
  'backup.create',
  'privacy.retention-erase',
  'privacy.export',
  'privacy.erase',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an entry can be about; each a key of `audit.targets` in the locales. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'precheck-pos',
  'precheck',
  'merchant',
  'export',
  'outbox',
  'api-key',
  'webhook',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** A small, flat object of facts about an entry: never a form body, a code, a token or a secret. */
export const auditDetailsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
export type AuditDetails = z.infer<typeof auditDetailsSchema>;

/** Who can act: a person, in their role, or an API key (DESIGN §11). */
export const AUDIT_ACTOR_ROLES = [...ROLES, 'api_key'] as const;
export type AuditActorRole = (typeof AUDIT_ACTOR_ROLES)[number];

/** A person as an entry keeps them. */
export type AuditPerson = { id: string; email: string; role: Role };

export const auditActorSchema = z.object({
  id: z.string(),
  email: z.string().nullable().meta({ description: "The person's address; null for an API key" }),
  role: z.enum(AUDIT_ACTOR_ROLES),
  name: z.string().nullable().meta({ description: "The API key's name; null for a person" }),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  at: timestampSchema,
  actor: auditActorSchema.nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES).nullable(),
  targetId: z.string().nullable(),
  /** The target still exists, so the screen can link to it. */
  targetExists: z.boolean(),
  ip: z.string().nullable(),
  details: auditDetailsSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * The audit list's filters. `actor` is a user's id or e-mail, or an API key's id; `from` and `to` are calendar days
 * (UTC), both included.
 */
export const auditListQuerySchema = listQuerySchema(AUDIT_PAGE_SIZE)
  .omit({ q: true })
  .extend({
    actor: filterText(MAX_EMAIL, 'validation.actorInvalid').toLowerCase().optional(),
    action: z.enum(AUDIT_ACTIONS, { error: 'validation.actionInvalid' }).optional(),
    targetType: z.enum(AUDIT_TARGET_TYPES, { error: 'validation.targetTypeInvalid' }).optional(),
    targetId: filterText(64, 'validation.targetIdInvalid').optional(),
    from: dayFilter().optional(),
    to: dayFilter().optional(),
  });
export type AuditListQuery = z.output<typeof auditListQuerySchema>;
export type AuditFilter = Omit<AuditListQuery, 'page' | 'pageSize'>;

/** The audit trail's CSV export: the list's filters and the language of the file's header. */
export const auditExportQuerySchema = auditListQuerySchema
  .omit({ page: true, pageSize: true })
  .extend(languageQuerySchema.shape);
export type AuditExportQuery = z.output<typeof auditExportQuerySchema>;

export const auditPageSchema = pageSchema(auditEntrySchema);

export const auditVerifySchema = z.union([
  z.object({ ok: z.literal(true), entries: z.number().int() }),
  z.object({ ok: z.literal(false), firstBrokenSeq: z.number().int() }),
]);
export type AuditVerification = z.infer<typeof auditVerifySchema>;
