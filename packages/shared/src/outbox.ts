import { z } from './zod.ts';
import { listQuerySchema, pageSchema, timestampSchema } from './common.ts';

/**
 * What the portal sends, through one durable outbox (DESIGN §11): each message is a row written in the
 * transaction of the change that causes it, then delivered at least once by a worker on any instance.
 */
export const OUTBOX_KINDS = ['mail', 'webhook'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * What a message is, within its kind: each a key of `outbox.topics` in the locales. `applicant-review`
 * tells an applicant of their pre-check's review (asked, approved, declined, withdrawn); `update-notice`
 * tells its assignee the applicant answered. `webhook` is one event's delivery to one endpoint;
 * `webhook-disabled` tells an admin the portal disabled an endpoint; `security-notice` tells every admin
 * of a new admin, API key or webhook endpoint (DESIGN §14).
 */
export const OUTBOX_TOPICS = [
  'precheck-confirmation',
  'team-notice',
  'applicant-review',
  'update-notice',
  'webhook',
  'webhook-disabled',
  'security-notice',
] as const;
export type OutboxTopic = (typeof OUTBOX_TOPICS)[number];

/**
 * `queued` waits for its first try; `sending` is held by a worker (until its lease runs out, when
 * another takes it: at least once); `retrying` failed for now and waits for its next try; `sent`;
 * `failed` for good (a permanent refusal, or 24 hours of temporary ones); `skipped`, not sent on
 * purpose (its recipient's budget was spent, or what it was about is gone).
 */
export const OUTBOX_STATUSES = ['queued', 'sending', 'retrying', 'sent', 'failed', 'skipped'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Why a message was skipped, as its `lastError` holds it (the screen translates it): what it was about
 * was deleted before it left, its recipient had had the most mails allowed this hour, or had turned
 * the notices off (or lost the admin role) meanwhile; a webhook's endpoint was disabled or deleted;
 * the person it was to, or about, was erased on request (DESIGN §13): never sent again.
 */
export const SKIP_REASONS = [
  'record_deleted',
  'recipient_budget',
  'unsubscribed',
  'endpoint_disabled',
  'endpoint_deleted',
  'subject_erased',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/**
 * Why a try failed, where `lastError` (and a webhook attempt's `error`) holds one of these rather than
 * the receiver's words (the screen translates it): a webhook's destination is one no delivery may reach
 * (the address its name resolved to is in the server log only: the delivery log must not let an admin
 * map internal names), or its signing secret does not decrypt (it was changed outside the portal).
 */
export const FAILURE_REASONS = ['destination_refused', 'secret_unreadable'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** Statuses of a message still to send: a worker may claim it once due, and the screen follows it. */
export const UNSENT_STATUSES = ['queued', 'sending', 'retrying'] as const satisfies readonly OutboxStatus[];

/** Statuses a person may send again with **Send again**. */
export const RESENDABLE_STATUSES = ['failed', 'skipped'] as const satisfies readonly OutboxStatus[];

export const OUTBOX_PAGE_SIZE = 25;

export const outboxMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(OUTBOX_KINDS),
  topic: z.enum(OUTBOX_TOPICS),
  recipient: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  /** When the next try is due (queued, retrying; a held message's lease end); null once it has ended. */
  nextAttemptAt: timestampSchema.nullable(),
  /** Why the last try failed or the message was skipped, in the sender's words (an SMTP reply). */
  lastError: z.string().nullable(),
  createdAt: timestampSchema,
  sentAt: timestampSchema.nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListQuerySchema = listQuerySchema(OUTBOX_PAGE_SIZE)
  .omit({ q: true })
  .extend({
    kind: z.enum(OUTBOX_KINDS, { error: 'validation.invalid' }).optional(),
    status: z.enum(OUTBOX_STATUSES, { error: 'validation.invalid' }).optional(),
  });
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;

export const outboxPageSchema = pageSchema(outboxMessageSchema);
