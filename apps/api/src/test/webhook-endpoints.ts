import type { WebhookCreated, WebhookDelivery, WebhookEvent } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { outbox } from '../db/schema.ts';
import type { TestApp } from './app.ts';
import { until } from './until.ts';

/** Creates an endpoint through the API as `authorization` (an admin) and answers it with its secret. */
export async function createEndpoint(
  t: TestApp,
  authorization: string,
  body: { url: string; events: WebhookEvent[]; description?: string },
): Promise<WebhookCreated> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: { authorization },
    payload: body,
  });
  if (res.statusCode !== 201)
    throw new Error(`creating the endpoint answered ${res.statusCode}: ${res.body}`);
  return res.json<WebhookCreated>();
}

/** An endpoint's delivery log, newest first (its first page of 100). */
export async function deliveriesOf(
  t: TestApp,
  authorization: string,
  id: string,
): Promise<WebhookDelivery[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/webhooks/${id}/deliveries?pageSize=100`,
    headers: { authorization },
  });
  if (res.statusCode !== 200) throw new Error(`the delivery log answered ${res.statusCode}: ${res.body}`);
  return res.json<{ items: WebhookDelivery[] }>().items;
}

/** The outbox row of one delivery, as the worker leaves it. */
export async function deliveryRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(outbox).where(eq(outbox.id, id));
  return row!;
}

/** Waits until the delivery `id` has a status that `done` accepts. */
export async function untilDelivery(t: TestApp, id: string, done: (status: string) => boolean, what: string) {
  await until(async () => done((await deliveryRow(t, id)).status), what, 20_000);
}
