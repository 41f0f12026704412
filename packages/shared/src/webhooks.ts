import { z } from './zod.ts';
import { listQuerySchema, pageSchema, PLAIN_TEXT, plainText, timestampSchema } from './common.ts';
import { merchantSchema } from './merchants.ts';
import { tooLong } from './messages.ts';
import { ecomPrecheckSchema } from './precheck-ecom.ts';
import { posPrecheckSchema } from './precheck-pos.ts';
import { referenceSchema } from './reference.ts';
import { DECLINE_REASONS, precheckStatusSchema } from './review.ts';
import { OUTBOX_STATUSES } from './outbox.ts';

/**
 * Webhooks (DESIGN §11): an admin names a URL and the events it wants; each event is posted to it,
 * signed as the Standard Webhooks specification says, at least once.
 */
export const WEBHOOK_EVENTS = [
  'precheck_pos.created',
  'precheck_pos.deleted',
  'precheck_pos.status_changed',
  'precheck_pos.updated',
  'precheck.created',
  'precheck.deleted',
  'precheck.status_changed',
  'precheck.updated',
  'merchant.created',
  'merchant.updated',
  'merchant.deleted',
  'data_subject.erased',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** What **Send test event** posts; no endpoint subscribes to it, it goes to the one asked for. */
export const WEBHOOK_TEST_EVENT = 'test';
export type WebhookEventType = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

/** A signing secret is this prefix and base64 of its random bytes (what Standard Webhooks libraries read). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/**
 * After a delivery failed, the waits before its next attempts: attempt 1 goes at once, then these, 8
 * attempts in all, with the same `webhook-id` (DESIGN §11).
 */
export const WEBHOOK_RETRY_DELAYS_S = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;

/** An endpoint that has failed every attempt for this long is disabled (and the admins are mailed). */
export const WEBHOOK_FAILING_DAYS = 5;

/** How long the secret before a rotation still signs deliveries beside the new one. */
export const WEBHOOK_PREVIOUS_SECRET_HOURS = 24;

/** Why an endpoint was disabled by the portal rather than by an admin: it answered 410, or kept failing. */
export const WEBHOOK_DISABLED_REASONS = ['gone', 'failing'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 500;
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 25;
/** What the delivery log keeps of an answer: its first KiB. */
export const WEBHOOK_ANSWER_KEPT_BYTES = 1024;

const DEC_OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
const IPV4 = `(?:${DEC_OCTET}\\.){3}${DEC_OCTET}`;

/** RFC 3986's IPv6address, written out from its grammar: every form a URL parser reads, and no other. */
function ipv6Pattern(): string {
  const h16 = '[0-9A-Fa-f]{1,4}';
  const ls32 = `(?:${h16}:${h16}|${IPV4})`;
  const repeat = (n: number) => (n === 0 ? '' : `(?:${h16}:){${n}}`);
  const upTo = (n: number) => (n < 0 ? '' : `(?:(?:${h16}:){0,${n}}${h16})?`);
  return [
    `${repeat(6)}${ls32}`,
    `::${repeat(5)}${ls32}`,
    `${upTo(0)}::${repeat(4)}${ls32}`,
    `${upTo(1)}::${repeat(3)}${ls32}`,
    `${upTo(2)}::${repeat(2)}${ls32}`,
    `${upTo(3)}::${h16}:${ls32}`,
    `${upTo(4)}::${ls32}`,
    `${upTo(5)}::${h16}`,
    `${upTo(6)}::`,
  ]
    .map((form) => `(?:${form})`)
    .join('|');
}

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
// The last label starts with a letter: a name whose last label is a number is read as an IPv4 address.
const TOP_LABEL = '[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const PORT = '(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3})';

/**
 * An endpoint's URL as this server takes it, and as the API document states it: `http` or `https`
 * (lower case), a host name in ASCII (an internationalised one in its `xn--` form), an IPv4 address or
 * a bracketed IPv6 one, an optional port, then any printable ASCII (path and query); no user name or
 * password, no spaces. Every text it matches is a URL a WHATWG parser reads.
 */
export const WEBHOOK_URL_PATTERN = new RegExp(
  `^https?://(?:(?:${LABEL}\\.)*${TOP_LABEL}|${IPV4}|\\[(?:${ipv6Pattern()})\\])(?::${PORT})?(?:[/?][!-~]*)?$`,
);

const urlField = z
  .string({ error: 'validation.webhookUrlRequired' })
  .trim()
  .min(1, { error: 'validation.webhookUrlRequired', abort: true })
  .max(WEBHOOK_URL_MAX, { error: tooLong(WEBHOOK_URL_MAX), abort: true })
  .regex(WEBHOOK_URL_PATTERN, { error: 'validation.webhookUrlInvalid' })
  .meta({
    description:
      'Where the events are posted: `http` or `https` (only `https` when the server runs in production), ' +
      'no user name or password. A private address is refused unless the operator allowed its network, ' +
      'loopback and the cloud metadata services always: when saved (a name resolved then) and at every delivery',
    example: 'https://crm.example.com/hooks/portal',
  });

const eventsField = z
  .array(z.enum(WEBHOOK_EVENTS, { error: 'validation.webhookEventInvalid' }), {
    error: 'validation.webhookEventsRequired',
  })
  .min(1, { error: 'validation.webhookEventsRequired' })
  .max(WEBHOOK_EVENTS.length * 4)
  .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event)))
  .meta({ description: 'At least one; an event named twice counts once' });

const descriptionField = z
  .string()
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, { error: tooLong(WEBHOOK_DESCRIPTION_MAX) })
  .regex(PLAIN_TEXT, plainText)
  .optional()
  .meta({ description: 'What the endpoint is for, for the people who read the list' });

export const webhookCreateSchema = z.strictObject({
  url: urlField,
  events: eventsField,
  description: descriptionField,
});
export type WebhookCreate = z.input<typeof webhookCreateSchema>;

/** A save of the whole endpoint, made on the version it was read in (`If-Match`). */
export const webhookUpdateSchema = webhookCreateSchema.extend({
  enabled: z
    .boolean({ error: 'validation.invalid' })
    .meta({ description: 'Whether events are sent; enabling one again clears why it was disabled' }),
});
export type WebhookUpdate = z.input<typeof webhookUpdateSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string().nullable(),
  enabled: z.boolean(),
  disabledReason: z.enum(WEBHOOK_DISABLED_REASONS).nullable().meta({
    description:
      'Why the portal disabled it: `gone` (it answered 410) or `failing` (every attempt failed for 5 days); null when enabled or disabled by an admin',
  }),
  failingSince: timestampSchema
    .nullable()
    .meta({ description: 'Since when every attempt has failed; null after a delivered one' }),
  previousSecretExpiresAt: timestampSchema.nullable().meta({
    description: 'Until when the secret before the last rotation still signs beside the current one',
  }),
  createdBy: z.object({ id: z.string(), email: z.string() }).nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

const secretField = z.string().meta({
  description:
    'The signing secret, shown this once: `whsec_` and base64 of 32 random bytes, as Standard Webhooks libraries take it',
});

/** The answer of a create: the signing secret, in this answer only. */
export const webhookCreatedSchema = webhookEndpointSchema.extend({ secret: secretField });
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

export const webhookSecretSchema = z.object({ secret: secretField });

export const webhookListSchema = z.object({ items: z.array(webhookEndpointSchema) });

export const webhookDeliveryParamsSchema = z.object({
  id: z.uuid({ error: 'validation.idInvalid' }),
  deliveryId: z.uuid({ error: 'validation.idInvalid' }),
});

/** One try of a delivery, as the log shows it. */
export const webhookAttemptSchema = z.object({
  attempt: z.number().int(),
  at: timestampSchema,
  /** The answer's HTTP status; null when there was none (refused, unreachable, timed out). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  /** The first KiB of the answer's body, as text. */
  response: z.string().nullable(),
  error: z
    .string()
    .nullable()
    .meta({
      description:
        'Why there was no answer, or why it counts as failed: `HTTP <status>`, the connection failure, or ' +
        '`destination_refused` (no delivery may go where the URL leads now) or `secret_unreadable` ' +
        '(the signing secret was changed outside the portal: rotate it)',
    }),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The `webhook-id` every attempt of this delivery carries. */
  webhookId: z.string(),
  type: z.enum([...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT]),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: timestampSchema.nullable(),
  lastError: z.string().nullable(),
  createdAt: timestampSchema,
  sentAt: timestampSchema.nullable(),
  /** Its attempts, newest first. */
  log: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesQuerySchema = listQuerySchema(WEBHOOK_DELIVERIES_PAGE_SIZE).omit({ q: true });
export type WebhookDeliveriesQuery = z.output<typeof webhookDeliveriesQuerySchema>;

export const webhookDeliveryPageSchema = pageSchema(webhookDeliverySchema);

/** The body of every delivery: the event's type, when it happened, and what it is about. */
const eventBody = <T extends z.ZodType>(type: string, data: T, description: string) =>
  z
    .object({
      type: z.literal(type),
      timestamp: timestampSchema.meta({ description: 'When the change was made' }),
      data,
    })
    .meta({ description });

/**
 * What a deletion tells (DESIGN §13: no more personal data than the receiver needs): which record
 * went, by the id and reference its `created` event gave, never the record itself, which would
 * carry the deleted data out again.
 */
export const deletedPrecheckSchema = z.object({ id: z.string(), reference: referenceSchema });
export const deletedMerchantSchema = z.object({ id: z.number().int() });

const deletedNote =
  '`data` names it by the id (and reference) its `created` event gave; the record itself is not sent again';

/** A pre-check moved from one status to another (DESIGN §12): what it is, and the move. */
export const statusChangeSchema = z.object({
  id: z.string(),
  reference: referenceSchema,
  from: precheckStatusSchema,
  to: precheckStatusSchema,
  reason: z.enum(DECLINE_REASONS).optional().meta({ description: 'Why it was declined' }),
  at: timestampSchema,
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** What `*.updated` posts: the applicant changed their answers, which are now this version. */
export const precheckUpdatedSchema = z.object({
  id: z.string(),
  reference: referenceSchema,
  version: z.number().int().min(2),
});
export type PrecheckUpdated = z.infer<typeof precheckUpdatedSchema>;

/** `data_subject.erased`: who, as a pseudonym only, and when. */
export const dataSubjectErasedSchema = z.object({
  subject: z.string().meta({ description: '`subject:` and 16 hex digits, the same for the same address' }),
  at: timestampSchema,
});

/**
 * What each event posts: a creation or change, the record as its `GET` answers it (which for a
 * pre-check carries its `reference`; never the e-commerce website password), for the provider's own
 * onboarding systems that take it from there; a deletion, only which record went. The API document
 * lists these.
 */
export const WEBHOOK_EVENT_BODIES = {
  'precheck_pos.created': eventBody(
    'precheck_pos.created',
    posPrecheckSchema,
    'A POS pre-check was submitted',
  ),
  'precheck_pos.deleted': eventBody(
    'precheck_pos.deleted',
    deletedPrecheckSchema,
    `A POS pre-check was deleted; ${deletedNote}`,
  ),
  'precheck_pos.status_changed': eventBody(
    'precheck_pos.status_changed',
    statusChangeSchema,
    'A POS pre-check changed status: taken into review, the applicant asked, approved, declined, withdrawn or reopened',
  ),
  'precheck_pos.updated': eventBody(
    'precheck_pos.updated',
    precheckUpdatedSchema,
    "A POS pre-check's applicant answered a request for information: its answers are now `version`",
  ),
  'precheck.created': eventBody(
    'precheck.created',
    ecomPrecheckSchema,
    'An e-commerce pre-check was submitted',
  ),
  'precheck.deleted': eventBody(
    'precheck.deleted',
    deletedPrecheckSchema,
    `An e-commerce pre-check was deleted; ${deletedNote}`,
  ),
  'precheck.status_changed': eventBody(
    'precheck.status_changed',
    statusChangeSchema,
    'An e-commerce pre-check changed status: taken into review, the applicant asked, approved, declined, withdrawn or reopened',
  ),
  'precheck.updated': eventBody(
    'precheck.updated',
    precheckUpdatedSchema,
    "An e-commerce pre-check's applicant answered a request for information: its answers are now `version`",
  ),
  'merchant.created': eventBody(
    'merchant.created',
    merchantSchema,
    'A pre-check named a contact e-mail no merchant had: its merchant record was created',
  ),
  'merchant.updated': eventBody(
    'merchant.updated',
    merchantSchema,
    "A signed-in merchant's or an admin's pre-check updated its merchant record",
  ),
  'merchant.deleted': eventBody(
    'merchant.deleted',
    deletedMerchantSchema,
    `A merchant record was deleted; ${deletedNote}`,
  ),
  'data_subject.erased': eventBody(
    'data_subject.erased',
    dataSubjectErasedSchema,
    "A person's data was erased on request (DESIGN §13): `subject` is their pseudonym, the one the portal's own records now show in their place; erase whatever you hold about them",
  ),
  [WEBHOOK_TEST_EVENT]: eventBody(
    WEBHOOK_TEST_EVENT,
    z.object({ endpointId: z.string(), message: z.string() }),
    'Sent by **Send test event** (`POST /webhooks/{id}/test`) to that endpoint only',
  ),
} as const satisfies Record<WebhookEventType, z.ZodType>;
