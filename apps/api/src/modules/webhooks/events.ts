import { WEBHOOK_EVENT_BODIES, type WebhookEvent, type WebhookEventType } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { endpointById, queueEvents, subscribersOf } from './repository.ts';

/** A delivery's body (Standard Webhooks' shape): the event's type, when it happened, what it is about. */
export const eventBody = (type: WebhookEventType, data: object, at = new Date()) =>
  JSON.stringify({ type, timestamp: at.toISOString(), data });

/**
 * Tells the endpoints subscribed to `type` of a change, on `tx`, the change's own transaction: a
 * change rolled back tells no one, a committed one is delivered at least once. `data` is the record
 * (after a delete, as it was), sent as its GET answers it: read through the answer's own schema,
 * which leaves out whatever an answer never holds (the website password, the search text).
 */
export async function emitWebhookEvent(tx: Db, type: WebhookEvent, data: object): Promise<void> {
  await emitWebhookEvents(tx, type, [data]);
}

/** Likewise, several events of one type in one statement (a batch of erasures). */
export async function emitWebhookEvents(tx: Db, type: WebhookEvent, data: readonly object[]): Promise<void> {
  const parse = WEBHOOK_EVENT_BODIES[type].shape.data;
  const at = new Date();
  const bodies = data.map((one) => eventBody(type, parse.parse(one) as object, at));
  await queueEvents(tx, type, bodies, subscribersOf(type));
}

/** **Send test event**: a `test` event to one endpoint, whatever it subscribes to. */
export async function emitTestEvent(tx: Db, endpointId: string): Promise<void> {
  const data = { endpointId, message: 'A test event from the Onboarding Portal' };
  await queueEvents(tx, 'test', [eventBody('test', data)], endpointById(endpointId));
}

/** A merchant record written by a submission (modules/merchants/records.ts), as its event tells it. */
export async function emitMerchantChange(
  tx: Db,
  change: { kind: 'created' | 'updated'; merchant: object } | null,
): Promise<void> {
  if (change) await emitWebhookEvent(tx, `merchant.${change.kind}`, change.merchant);
}
