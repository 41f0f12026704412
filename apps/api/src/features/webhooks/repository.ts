import {
  RESENDABLE_STATUSES,
  type WebhookAttempt,
  type WebhookDeliveriesQuery,
  type WebhookEndpoint,
  type WebhookEvent,
} from '@portal/shared';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offsetOf } from '../../db/search.ts';
import { outbox, users, webhookAttempts, webhookEndpoints, webhookEvents } from '../../db/schema.ts';
import { deliveryEndpoint, isWebhook, webhookGiveUpAt } from '../../lib/webhooks/store.ts';

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

export async function insertEndpoint(
  tx: Db,
  fields: EndpointFields & { secretEncrypted: string; createdBy: string },
): Promise<string> {
  const [row] = await tx.insert(webhookEndpoints).values(fields).returning({ id: webhookEndpoints.id });
  return row!.id;
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

/** A new secret, the current one kept to sign beside it until `previousExpiresAt`. */
export async function rotateSecret(
  tx: Db,
  id: string,
  secretEncrypted: string,
  previousExpiresAt: Date,
): Promise<boolean> {
  const rotated = await tx
    .update(webhookEndpoints)
    .set({
      previousSecretEncrypted: webhookEndpoints.secretEncrypted,
      previousSecretExpiresAt: previousExpiresAt,
      secretEncrypted,
      updatedAt: sql`now()`,
    })
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return rotated.length === 1;
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
