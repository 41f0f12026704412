import {
  RESENDABLE_STATUSES,
  UNSENT_STATUSES,
  WEBHOOK_ANSWER_KEPT_BYTES,
  WEBHOOK_DISABLED_REASONS,
  WEBHOOK_FAILING_DAYS,
  WEBHOOK_RETRY_DELAYS_S,
  type WebhookAttempt,
  type WebhookDeliveriesQuery,
  type WebhookDisabledReason,
  type WebhookEndpoint,
  type WebhookEvent,
  type WebhookEventType,
} from '@portal/shared';
import { and, count, desc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { bindSecrets, placeOf } from '../../db/bound-secrets.ts';
import type { Db } from '../../db/client.ts';
import { offsetOf } from '../../db/search.ts';
import { outbox, users, webhookAttempts, webhookEndpoints, webhookEvents } from '../../db/schema.ts';
import type { LineLog } from '../../lib/line-log.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** Where an endpoint's signing secret is stored, which its encryption is bound to. */
export const secretPlace = (id: string) => placeOf(webhookEndpoints.secretEncrypted, id);
/** Where the secret before its last rotation is: a column of its own, so the two cannot be swapped. */
export const previousSecretPlace = (id: string) => placeOf(webhookEndpoints.previousSecretEncrypted, id);

/** Binds the signing secrets stored before secrets were bound to their rows. */
export async function bindEndpointSecrets(db: Db, key: Buffer, log: LineLog): Promise<void> {
  await bindSecrets(db, webhookEndpoints.secretEncrypted, key, log);
  await bindSecrets(db, webhookEndpoints.previousSecretEncrypted, key, log);
}

/** What a webhook delivery's outbox row names: the endpoint and the event. */
export type DeliveryPayload = { endpointId: string; eventId: string };

/**
 * A delivery is retried until its schedule ends (27.6 hours after its first attempt); this is only
 * the outbox's backstop, past the schedule's end, so the schedule is what ends the retries.
 */
const GIVE_UP_AFTER_S = WEBHOOK_RETRY_DELAYS_S.reduce((sum, s) => sum + s, 0) + 3600;
export const webhookGiveUpAt = sql`now() + make_interval(secs => ${GIVE_UP_AFTER_S})`;

/** The endpoint an outbox row delivers to, and whether it is a webhook delivery at all. */
export const deliveryEndpoint = sql`${outbox.payload}->>'endpointId'`;
export const isWebhook = eq(outbox.topic, 'webhook');

/**
 * Writes events of one type on `tx` (the transaction of the change they tell of) and queues the
 * delivery of each to each of `endpoints`, all in one statement: the events are stored only when one
 * endpoint at least is to receive them. `endpoints` is a query of endpoint ids and URLs.
 */
export async function queueEvents(
  tx: Db,
  type: WebhookEventType,
  bodies: readonly string[],
  endpoints: ReturnType<typeof sql>,
): Promise<void> {
  if (bodies.length === 0) return;
  await tx.execute(sql`
    with targets as (${endpoints}),
    events as (
      insert into ${webhookEvents} (type, body)
      select ${type}, body from unnest(${sql.param(bodies)}::text[]) as body where exists (select 1 from targets)
      returning id
    )
    insert into ${outbox} (kind, topic, recipient, language, payload, give_up_at)
    select 'webhook', 'webhook', targets.url, 'en',
      jsonb_build_object('endpointId', targets.id, 'eventId', events.id), ${webhookGiveUpAt}
    from targets, events`);
}

/** The enabled endpoints subscribed to `type`, as `queueEvents` takes them. */
export const subscribersOf = (type: WebhookEventType) =>
  sql`select id, url from ${webhookEndpoints} where enabled and ${type} = any(events)`;

/** One endpoint, whatever its state (a test event goes to the one asked for). */
export const endpointById = (id: string) => sql`select id, url from ${webhookEndpoints} where id = ${id}`;

export async function findEndpoint(db: Db, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).limit(1);
  return row;
}

export async function findEvent(db: Db, id: string) {
  const [row] = await db.select().from(webhookEvents).where(eq(webhookEvents.id, id)).limit(1);
  return row;
}

export type AttemptRecord = {
  deliveryId: string;
  attempt: number;
  at: Date;
  durationMs: number;
  statusCode: number | null;
  answer: Buffer | null;
  error: string | null;
};

/** The log's copy of an answer: its first KiB as text, without the NULs PostgreSQL's text refuses. */
const keptText = (answer: Buffer) =>
  answer.subarray(0, WEBHOOK_ANSWER_KEPT_BYTES).toString('utf8').replace(/\0/g, '\uFFFD');

export async function recordAttempt(db: Db, { answer, ...attempt }: AttemptRecord): Promise<void> {
  await db.insert(webhookAttempts).values({ ...attempt, response: answer && keptText(answer) });
}

/** A delivered attempt ends the endpoint's run of failures. */
export async function noteDelivered(db: Db, endpointId: string): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ failingSince: null })
    .where(and(eq(webhookEndpoints.id, endpointId), sql`${webhookEndpoints.failingSince} is not null`));
}

/**
 * A failed attempt: the endpoint's run of failures starts now unless it already had; true when the
 * run has lasted `WEBHOOK_FAILING_DAYS` and the endpoint is still enabled (time to disable it).
 */
export async function noteFailed(db: Db, endpointId: string): Promise<boolean> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())` })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({
      exhausted: sql<boolean>`${webhookEndpoints.enabled} and ${webhookEndpoints.failingSince} <= now() - make_interval(days => ${WEBHOOK_FAILING_DAYS})`,
    });
  return row?.exhausted ?? false;
}

/**
 * Disables an endpoint the portal gave up on, on `tx`, if still enabled, and skips its deliveries
 * that wait (one being sent finds it disabled when it tries). False when it was not enabled.
 */
export async function disableEndpoint(tx: Db, id: string, reason: WebhookDisabledReason): Promise<boolean> {
  const disabled = await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason, updatedAt: sql`now()` })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.enabled, true)))
    .returning({ id: webhookEndpoints.id });
  if (disabled.length === 0) return false;
  await skipWaitingDeliveries(tx, id);
  return true;
}

/** How many endpoints the portal has disabled (and no admin enabled since), by why. */
export async function disabledEndpointCounts(db: Db): Promise<Record<WebhookDisabledReason, number>> {
  const rows = await db
    .select({ reason: webhookEndpoints.disabledReason, n: count() })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, false), isNotNull(webhookEndpoints.disabledReason)))
    .groupBy(webhookEndpoints.disabledReason);
  const counts = Object.fromEntries(WEBHOOK_DISABLED_REASONS.map((reason) => [reason, 0]));
  for (const { reason, n } of rows) if (reason) counts[reason] = n;
  return counts as Record<WebhookDisabledReason, number>;
}

/** The deliveries of an endpoint not yet being sent are skipped: it was disabled. */
export async function skipWaitingDeliveries(tx: Db, endpointId: string): Promise<void> {
  await tx
    .update(outbox)
    .set({ status: 'skipped', nextAttemptAt: null, lastError: 'endpoint_disabled' })
    .where(
      and(
        isWebhook,
        sql`${deliveryEndpoint} = ${endpointId}`,
        inArray(outbox.status, ['queued', 'retrying']),
      ),
    );
}

/** Deliveries and events older than the Outgoing screen keeps sent messages (30 days) are removed. */
export async function pruneWebhookHistory(db: Db): Promise<void> {
  await db
    .delete(outbox)
    .where(
      and(
        isWebhook,
        sql`${outbox.createdAt} < now() - interval '30 days'`,
        notInArray(outbox.status, [...UNSENT_STATUSES]),
      ),
    );
  await db.delete(webhookEvents).where(sql`${webhookEvents.createdAt} < now() - interval '30 days'`);
}
const iso = (date: Date | null) => date?.toISOString() ?? null;

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  description: webhookEndpoints.description,
  enabled: webhookEndpoints.enabled,
  disabledReason: webhookEndpoints.disabledReason,
  failingSince: webhookEndpoints.failingSince,
  // Only while it still signs: after its 24 hours it is as good as gone.
  previousSecretExpiresAt: sql<Date | null>`case when ${webhookEndpoints.previousSecretExpiresAt} > now()
    then ${webhookEndpoints.previousSecretExpiresAt} end`.mapWith(webhookEndpoints.previousSecretExpiresAt),
  createdAt: webhookEndpoints.createdAt,
  updatedAt: webhookEndpoints.updatedAt,
  creatorId: users.id,
  creatorEmail: users.email,
};

type Row = Awaited<ReturnType<typeof withCreator>>[number];

function toEndpoint({ creatorId, creatorEmail, ...row }: Row): WebhookEndpoint {
  return {
    ...row,
    createdBy: creatorId && creatorEmail ? { id: creatorId, email: creatorEmail } : null,
    failingSince: iso(row.failingSince),
    previousSecretExpiresAt: iso(row.previousSecretExpiresAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const withCreator = (db: Db) =>
  db.select(endpointColumns).from(webhookEndpoints).leftJoin(users, eq(users.id, webhookEndpoints.createdBy));

/** Every endpoint, newest first. */
export async function listEndpoints(db: Db): Promise<WebhookEndpoint[]> {
  return (await withCreator(db).orderBy(desc(webhookEndpoints.createdAt))).map(toEndpoint);
}

/** One endpoint as answers show it; with `lock`, its row is held until `db`'s transaction ends. */
export async function findEndpointAnswer(
  db: Db,
  id: string,
  lock = false,
): Promise<WebhookEndpoint | undefined> {
  const query = withCreator(db).where(eq(webhookEndpoints.id, id));
  const [row] = lock ? await query.for('update', { of: webhookEndpoints }) : await query;
  return row && toEndpoint(row);
}

export type EndpointFields = { url: string; events: WebhookEvent[]; description: string | null };

/** Inserts an endpoint under `id`, which its secret's encryption is already bound to. */
export async function insertEndpoint(
  tx: Db,
  fields: EndpointFields & { id: string; secretEncrypted: string; createdBy: string },
): Promise<void> {
  await tx.insert(webhookEndpoints).values(fields);
}

/** Saves an endpoint; enabling it clears why the portal had disabled it and its run of failures. */
export async function updateEndpoint(tx: Db, id: string, fields: EndpointFields & { enabled: boolean }) {
  await tx
    .update(webhookEndpoints)
    .set({
      ...fields,
      updatedAt: sql`now()`,
      ...(fields.enabled && { disabledReason: null, failingSince: null }),
    })
    .where(eq(webhookEndpoints.id, id));
}

/** Deletes an endpoint and its delivery log (its deliveries are outbox rows that name it). */
export async function deleteEndpoint(tx: Db, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) return false;
  await tx.delete(outbox).where(and(isWebhook, sql`${deliveryEndpoint} = ${id}`));
  return true;
}

/** An endpoint's stored signing secret, its row held until `tx` ends; undefined when there is none. */
export async function lockSecret(tx: Db, id: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ secretEncrypted: webhookEndpoints.secretEncrypted })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .for('update');
  return row?.secretEncrypted;
}

/** A new secret, and the one before it (encrypted for its own column) to sign beside it until it expires. */
export async function rotateSecret(
  tx: Db,
  id: string,
  secrets: Pick<EndpointRow, 'secretEncrypted' | 'previousSecretEncrypted' | 'previousSecretExpiresAt'>,
): Promise<void> {
  await tx
    .update(webhookEndpoints)
    .set({ ...secrets, updatedAt: sql`now()` })
    .where(eq(webhookEndpoints.id, id));
}

const ofEndpoint = (endpointId: string) => and(isWebhook, sql`${deliveryEndpoint} = ${endpointId}`);

/** One page of an endpoint's deliveries, newest first, each with its attempts, newest first. */
export async function listDeliveries(db: Db, endpointId: string, { page, pageSize }: WebhookDeliveriesQuery) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: outbox.id,
        eventId: webhookEvents.id,
        type: webhookEvents.type,
        status: outbox.status,
        attempts: outbox.attempts,
        nextAttemptAt: outbox.nextAttemptAt,
        lastError: outbox.lastError,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
      })
      .from(outbox)
      .innerJoin(webhookEvents, sql`${webhookEvents.id}::text = ${outbox.payload}->>'eventId'`)
      .where(ofEndpoint(endpointId))
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    db.select({ n: count() }).from(outbox).where(ofEndpoint(endpointId)),
  ]);
  const attempts =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(
            inArray(
              webhookAttempts.deliveryId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(desc(webhookAttempts.at));
  const logOf = (deliveryId: string): WebhookAttempt[] =>
    attempts
      .filter((attempt) => attempt.deliveryId === deliveryId)
      .map(({ attempt, at, statusCode, durationMs, response, error }) => ({
        attempt,
        at: at.toISOString(),
        statusCode,
        durationMs,
        response,
        error,
      }));
  return { rows, total: total!.n, logOf };
}

/**
 * Queues a delivery of the endpoint again, anew: its schedule starts over (attempt 1 at once) with
 * the same `webhook-id`. Only one that is over (sent, failed or skipped); the answer says which case.
 */
export async function requeueDelivery(
  tx: Db,
  endpointId: string,
  deliveryId: string,
): Promise<'queued' | 'not_resendable' | 'not_found'> {
  const requeued = await tx
    .update(outbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()`, giveUpAt: webhookGiveUpAt })
    .where(
      and(
        eq(outbox.id, deliveryId),
        ofEndpoint(endpointId),
        inArray(outbox.status, [...RESENDABLE_STATUSES, 'sent']),
        // Its event's body was dropped when the person it was about was erased (DESIGN §13).
        sql`${outbox.lastError} is distinct from 'subject_erased'`,
        sql`exists (select 1 from ${webhookEvents} where ${webhookEvents.id}::text = ${outbox.payload} ->> 'eventId' and ${webhookEvents.body} <> '')`,
      ),
    )
    .returning({ id: outbox.id });
  if (requeued.length === 1) return 'queued';
  const [exists] = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.id, deliveryId), ofEndpoint(endpointId)));
  return exists ? 'not_resendable' : 'not_found';
}
