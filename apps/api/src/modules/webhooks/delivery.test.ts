import { WEBHOOK_RETRY_DELAYS_S, type WebhookEndpoint, type WebhookEvent } from '@portal/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users, webhookAttempts, webhookEndpoints } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { posPrecheckBody } from '../../test/precheck-pos-fixture.ts';
import { until } from '../../test/until.ts';
import { createEndpoint, deliveriesOf, deliveryRow } from '../../test/webhook-endpoints.ts';
import { type Receiver, startReceiver } from '../../test/webhook-receiver.ts';
import { emitWebhookEvent } from './events.ts';

/*
 * Webhook deliveries as the outbox sends them, to real HTTP receivers on loopback (allowed to this
 * app by WEBHOOK_ALLOW_NETWORKS): every event arrives under one webhook-id however many submissions
 * race; a receiver that is down is tried on the schedule of DESIGN §11, then gets each event once; an
 * endpoint that answers 410, or fails every attempt for five days, is disabled and the admins who asked
 * for notices are told; a slow endpoint does not hold up the others.
 *
 * The schedule's hours pass on a fake clock: the database decides when a delivery is due, so time
 * passes by moving the delivery's due time back, by exactly the wait under test.
 */

let t: TestApp;
let admin: string;
const receivers: Receiver[] = [];

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_NETWORKS: '127.0.0.1/32', OUTBOX_POLL_MS: '50' });
  await t.addUser('deliveries-admin@example.com', 'admin');
  admin = (await t.signIn('deliveries-admin@example.com')).authorization;
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await t.close();
});

async function endpointAt(events: WebhookEvent[]) {
  const receiver = await startReceiver();
  receivers.push(receiver);
  const endpoint = await createEndpoint(t, admin, { url: `${receiver.url}/hooks`, events });
  receiver.useSecrets([endpoint.secret]);
  return { receiver, endpoint };
}

/**
 * Sends a POS pre-check as a client does: a 503 (no database connection free within its wait, when two
 * hundred arrive at once on a busy machine) stored nothing and says to try again, which it does.
 */
const submitPos = async (email: string) => {
  for (let attempt = 1; ; attempt++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/precheck-pos',
      payload: posPrecheckBody({ email }),
    });
    if (res.statusCode === 503 && attempt < 5) continue;
    if (res.statusCode !== 201) throw new Error(`submission answered ${res.statusCode}`);
    return res.json<{ id: string; reference: string }>();
  }
};

/** The attempts logged for a delivery, oldest first. */
const attemptsOf = (deliveryId: string) =>
  t.db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, deliveryId))
    .orderBy(asc(webhookAttempts.at));

/** The fake clock: `ms` pass for the delivery, whose next attempt comes that much sooner. */
async function passTime(deliveryId: string, ms: number) {
  await t.db
    .update(outbox)
    .set({ nextAttemptAt: sql`${outbox.nextAttemptAt} - make_interval(secs => ${ms / 1000})` })
    .where(eq(outbox.id, deliveryId));
}

/** The only delivery of an endpoint, once the worker has settled its attempt number `attempts`. */
async function settledAttempt(endpointId: string, attempts: number) {
  let delivery: Awaited<ReturnType<typeof deliveryRow>> | undefined;
  await until(async () => {
    const [listed] = await deliveriesOf(t, admin, endpointId);
    delivery = listed && (await deliveryRow(t, listed.id));
    return delivery?.attempts === attempts && delivery.status !== 'sending';
  }, `attempt ${attempts} settled`);
  return delivery!;
}

describe('webhook deliveries', () => {
  it('of 200 submissions at once: exactly 200 webhook-ids of *.created, one per pre-check', async () => {
    const { receiver } = await endpointAt(['precheck_pos.created', 'precheck.created']);
    const acknowledged = await Promise.all(
      Array.from({ length: 200 }, (_, n) => submitPos(`concurrent-${n}@deliveries.example`)),
    );
    await until(
      async () => new Set(receiver.idsOf('precheck_pos.created')).size >= 200,
      '200 events',
      60_000,
    );
    // Each webhook-id stands for one pre-check, and each pre-check has one.
    const referenceOf = new Map<string, string>();
    for (const request of receiver.received) {
      expect(request.refusal).toBeNull();
      const id = String(request.headers['webhook-id']);
      const reference = String(request.verified!.data.reference);
      expect(referenceOf.get(id) ?? reference).toBe(reference);
      referenceOf.set(id, reference);
    }
    expect(referenceOf.size).toBe(200);
    expect([...referenceOf.values()].sort()).toEqual(acknowledged.map((a) => a.reference).sort());
  }, 120_000);

  it('to a receiver that is down follow the schedule, then arrive once; after 8 attempts they stop', async () => {
    const { receiver, endpoint } = await endpointAt(['precheck_pos.created']);
    await receiver.down();
    const { reference } = await submitPos('schedule@deliveries.example');

    // Attempts 1 to 4 fail (nothing listens); before each wait has passed no attempt is made.
    for (const [index, seconds] of WEBHOOK_RETRY_DELAYS_S.slice(0, 4).entries()) {
      const attempt = index + 1;
      const delivery = await settledAttempt(endpoint.id, attempt);
      expect(delivery).toMatchObject({
        status: 'retrying',
        lastError: expect.stringMatching(/ECONNREFUSED/),
      });
      const tried = (await attemptsOf(delivery.id)).at(-1)!;
      expect(tried).toMatchObject({ attempt, statusCode: null });
      const wait = delivery.nextAttemptAt!.getTime() - tried.at.getTime();
      expect(Math.abs(wait - seconds * 1000)).toBeLessThan(1000);
      await passTime(delivery.id, seconds * 1000 - 1000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await deliveryRow(t, delivery.id)).attempts).toBe(attempt);
      if (attempt === 4) await receiver.up();
      await passTime(delivery.id, 1000);
    }
    const delivered = await settledAttempt(endpoint.id, 5);
    expect(delivered).toMatchObject({ status: 'sent', nextAttemptAt: null });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.verified!.data.reference).toBe(reference);
    expect((await attemptsOf(delivered.id)).map((a) => a.statusCode)).toEqual([null, null, null, null, 204]);
    expect((await deliveriesOf(t, admin, endpoint.id))[0]!.log).toHaveLength(5);

    // A receiver that always fails: the eighth failed attempt is the last.
    receiver.answer(() => ({ status: 503, body: 'maintenance' }));
    const [endpointRow] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(endpointRow!.failingSince).toBeNull();
    await t.db.delete(outbox).where(eq(outbox.id, delivered.id));
    await submitPos('schedule-fails@deliveries.example');
    for (const [index, seconds] of WEBHOOK_RETRY_DELAYS_S.entries()) {
      const delivery = await settledAttempt(endpoint.id, index + 1);
      expect(delivery).toMatchObject({ status: 'retrying', lastError: 'HTTP 503' });
      await passTime(delivery.id, seconds * 1000);
    }
    const given = await settledAttempt(endpoint.id, 8);
    expect(given).toMatchObject({ status: 'failed', nextAttemptAt: null, lastError: 'HTTP 503' });
    const log = await attemptsOf(given.id);
    expect(log.map((a) => [a.attempt, a.statusCode, a.response])).toEqual(
      Array.from({ length: 8 }, (_, n) => [n + 1, 503, 'maintenance']),
    );
    expect(receiver.received.filter((r) => r.verified)).toHaveLength(9);
    expect(new Set(receiver.received.slice(1).map((r) => r.headers['webhook-id'])).size).toBe(1);
  }, 120_000);

  it('to an endpoint that answers 410: it is disabled, its waiting deliveries skipped, the admins told', async () => {
    const [told] = await t.db
      .insert(users)
      .values({
        name: 'Told',
        email: 'told@deliveries.example',
        role: 'admin',
        languagePreference: 'de',
        notifyNewPrecheck: true,
      })
      .returning();
    await t.addUser('not-told@deliveries.example', 'admin');
    const { receiver, endpoint } = await endpointAt(['precheck_pos.created']);
    receiver.answer(() => ({ status: 503 }));
    await Promise.all([1, 2, 3].map((n) => submitPos(`gone-${n}@deliveries.example`)));
    await until(async () => {
      const listed = await deliveriesOf(t, admin, endpoint.id);
      return listed.length === 3 && listed.every((d) => d.status === 'retrying');
    }, 'three retrying');

    receiver.answer(() => ({ status: 410, body: 'gone' }));
    await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/test`,
      headers: { authorization: admin },
    });
    await until(
      async () => (await deliveriesOf(t, admin, endpoint.id)).some((d) => d.status === 'failed'),
      '410',
    );
    const deliveries = await deliveriesOf(t, admin, endpoint.id);
    expect(deliveries.map((d) => [d.type, d.status, d.lastError]).sort()).toEqual([
      ['precheck_pos.created', 'skipped', 'endpoint_disabled'],
      ['precheck_pos.created', 'skipped', 'endpoint_disabled'],
      ['precheck_pos.created', 'skipped', 'endpoint_disabled'],
      ['test', 'failed', 'HTTP 410: the endpoint is gone and was disabled'],
    ]);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/webhooks/${endpoint.id}`,
      headers: { authorization: admin },
    });
    expect(read.json<WebhookEndpoint>()).toMatchObject({ enabled: false, disabledReason: 'gone' });

    // Nothing more is queued for it, and the admin who asked for notices is told, in German.
    await submitPos('after-gone@deliveries.example');
    expect(await deliveriesOf(t, admin, endpoint.id)).toHaveLength(4);
    // Besides the notices of the new pre-checks this admin asked for; behind the confirmations of the
    // 200 submissions above, each waiting for its PDF.
    const notice = () => t.mail.outbox.find((m) => m.to === told!.email && m.subject.startsWith('Webhook'));
    await until(async () => notice() !== undefined, 'the notice', 90_000);
    const mail = notice()!;
    expect(mail.subject).toBe('Webhook-Endpunkt deaktiviert');
    expect(mail.text).toContain('410 Gone');
    expect(mail.text).toContain('127[.]0[.]0[.]1');
    expect(mail.text).toContain('/webhooks');
    // Every admin is told of the endpoint's creation (a security notice); of its end, only those who asked.
    expect(
      t.mail.outbox.filter((m) => m.to === 'not-told@deliveries.example' && m.subject.startsWith('Webhook')),
    ).toEqual([]);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/audit?action=webhook.disable&targetId=${endpoint.id}`,
      headers: { authorization: admin },
    });
    expect(audit.json<{ items: unknown[] }>().items).toEqual([
      expect.objectContaining({ actor: null, details: { reason: 'gone' } }),
    ]);
    await t.db.update(users).set({ notifyNewPrecheck: false }).where(eq(users.id, told!.id));
  }, 120_000);

  it('to an endpoint that has failed every attempt for five days: it is disabled', async () => {
    const { receiver, endpoint } = await endpointAt(['precheck_pos.created']);
    receiver.answer(() => ({ status: 500 }));
    await submitPos('failing@deliveries.example');
    const first = await settledAttempt(endpoint.id, 1);
    expect(first.status).toBe('retrying');
    const since = (await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id)))[0]!
      .failingSince!;
    expect(Date.now() - since.getTime()).toBeLessThan(60_000);
    // Five days of failures later (the clock of the endpoint's run moves back, not the delivery's).
    await t.db
      .update(webhookEndpoints)
      .set({ failingSince: sql`now() - interval '5 days 1 minute'` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await passTime(first.id, WEBHOOK_RETRY_DELAYS_S[0] * 1000);
    const last = await settledAttempt(endpoint.id, 2);
    expect(last).toMatchObject({
      status: 'failed',
      lastError: expect.stringMatching(/^HTTP 500: every attempt failed for 5 days/),
    });
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row).toMatchObject({ enabled: false, disabledReason: 'failing' });
  });

  it('to a slow endpoint do not hold up the others; no answer within 10 s fails the attempt', async () => {
    const slow = await endpointAt(['merchant.deleted']);
    const fast = await endpointAt(['merchant.deleted']);
    slow.receiver.answer(() => 'hang');
    const started = Date.now();
    // Twelve events at once.
    await t.db.transaction(async (tx) => {
      for (let n = 0; n < 12; n++) await emitWebhookEvent(tx, 'merchant.deleted', deletedMerchant(n));
    });
    await until(
      async () => fast.receiver.idsOf('merchant.deleted').length === 12,
      'the fast endpoint served',
      8_000,
    );
    expect(Date.now() - started).toBeLessThan(8_000);
    // The slow one holds a few of the worker's sends, not all of them.
    expect(slow.receiver.received.length).toBeLessThanOrEqual(8);
    expect(slow.receiver.received.length).toBeGreaterThan(0);

    await until(
      async () =>
        (
          await t.db
            .select()
            .from(outbox)
            .where(
              and(sql`${outbox.payload}->>'endpointId' = ${slow.endpoint.id}`, eq(outbox.status, 'retrying')),
            )
        ).length > 0,
      'a timed-out attempt',
      15_000,
    );
    const [timedOut] = await t.db
      .select()
      .from(webhookAttempts)
      .innerJoin(outbox, eq(outbox.id, webhookAttempts.deliveryId))
      .where(sql`${outbox.payload}->>'endpointId' = ${slow.endpoint.id}`);
    expect(timedOut!.webhook_attempts).toMatchObject({ statusCode: null, error: 'no answer within 10 s' });
    expect(timedOut!.webhook_attempts.durationMs).toBeGreaterThanOrEqual(9_900);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/webhooks/${slow.endpoint.id}`,
      headers: { authorization: admin },
    });
  }, 30_000);

  it('read at most 4 KiB of an answer, however long it is', async () => {
    const { receiver, endpoint } = await endpointAt(['precheck_pos.created']);
    receiver.answer(() => ({ status: 200, body: 'x'.repeat(20 * 1024 * 1024) }));
    await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/test`,
      headers: { authorization: admin },
    });
    const delivery = await settledAttempt(endpoint.id, 1);
    expect(delivery.status).toBe('sent');
    const [logged] = await attemptsOf(delivery.id);
    expect(logged).toMatchObject({ statusCode: 200, response: 'x'.repeat(1024) });
    expect(logged!.durationMs).toBeLessThan(5_000);
  });
});

/** A deleted merchant as its event carries it. */
function deletedMerchant(n: number) {
  const unknown = { address: null, contactPerson: null, director: null, industry: null, locations: null };
  const none = {
    mobile: null,
    onlineShop: null,
    taxId: null,
    telephone: null,
    website: null,
    onboardedAt: null,
  };
  const amounts = { avgTxValue: null, currMonthVol: null, projMonthVolAcct: null };
  const created = new Date().toISOString();
  return {
    id: n,
    company: `Deleted ${n}`,
    email: `deleted-${n}@example.com`,
    createdAt: created,
    ...unknown,
    ...none,
    ...amounts,
  };
}
