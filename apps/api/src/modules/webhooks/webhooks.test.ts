import { WEBHOOK_EVENTS, WEBHOOK_SECRET_PREFIX, type WebhookEndpoint } from '@portal/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, webhookEndpoints } from '../../db/schema.ts';
import { createTestApp, reopenApp, type TestApp } from '../../test/app.ts';
import { ecomPrecheckBody } from '../../test/precheck-ecom-fixture.ts';
import { posPrecheckBody } from '../../test/precheck-pos-fixture.ts';
import { expectRefused } from '../../test/refused.ts';
import { until } from '../../test/until.ts';
import { createEndpoint, deliveriesOf, untilDelivery } from '../../test/webhook-endpoints.ts';
import { type Receiver, startReceiver } from '../../test/webhook-receiver.ts';

/*
 * Webhook endpoints as an admin manages them (DESIGN §11), and what they receive: every event a
 * change commits, as its GET answers the record, signed so that the `standardwebhooks` package
 * verifies it with the endpoint's secret and with no other. The receivers are real HTTP servers on
 * loopback, which this app may reach because WEBHOOK_ALLOW_NETWORKS lists 127.0.0.1 (a test app's
 * WEBHOOK_ALLOW_LOOPBACK lets it).
 */

let t: TestApp;
let admin: string;
let merchant: string;
const ADMIN = 'hooks-admin@example.com';
const receivers: Receiver[] = [];

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_NETWORKS: '127.0.0.1/32', OUTBOX_POLL_MS: '50' });
  await t.addUser(ADMIN, 'admin');
  await t.addUser('hooks-merchant@example.com');
  admin = (await t.signIn(ADMIN)).authorization;
  merchant = (await t.signIn('hooks-merchant@example.com')).authorization;
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await t.close();
});

async function receiver() {
  const started = await startReceiver();
  receivers.push(started);
  return started;
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = {}) =>
  t.app.inject({ method, url, headers: { authorization: admin, ...headers }, ...(payload && { payload }) });

/** An endpoint at a new receiver that verifies with its secret. */
async function endpointAt(events: readonly (typeof WEBHOOK_EVENTS)[number][] = WEBHOOK_EVENTS) {
  const r = await receiver();
  const created = await createEndpoint(t, admin, { url: `${r.url}/hooks`, events: [...events] });
  r.useSecrets([created.secret]);
  return { receiver: r, endpoint: created };
}

/** The verified events of `type` a receiver got, waiting until there are `count`. */
async function eventsOf(r: Receiver, type: string, count = 1) {
  const verified = () => r.received.filter((x) => x.verified?.type === type);
  await until(async () => verified().length >= count, `${count} ${type}`);
  return verified().map((x) => x.verified!);
}

async function auditActions(id: string) {
  const res = await call('GET', `/api/audit?targetType=webhook&targetId=${id}&pageSize=100`);
  return res.json<{
    items: { action: string; actor: { email: string } | null; details: Record<string, unknown> }[];
  }>().items;
}

describe('a webhook endpoint', () => {
  it('is created with a secret shown once, kept only encrypted, and listed without it', async () => {
    const r = await receiver();
    const res = await call('POST', '/api/webhooks', {
      url: `${r.url}/crm?token=receiver-secret`,
      events: ['merchant.deleted', 'precheck.created', 'merchant.deleted'],
      description: 'CRM',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<WebhookEndpoint & { secret: string }>();
    expect(res.headers.location).toBe(`/api/webhooks/${created.id}`);
    expect(created).toMatchObject({
      url: `${r.url}/crm?token=receiver-secret`,
      events: ['precheck.created', 'merchant.deleted'],
      description: 'CRM',
      enabled: true,
      disabledReason: null,
      createdBy: { email: ADMIN },
    });
    expect(created.secret.startsWith(WEBHOOK_SECRET_PREFIX)).toBe(true);
    expect(Buffer.from(created.secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64')).toHaveLength(32);

    const listed = (await call('GET', '/api/webhooks')).json<{ items: object[] }>().items;
    expect(listed.find((e) => (e as { id: string }).id === created.id)).not.toHaveProperty('secret');
    expect((await call('GET', `/api/webhooks/${created.id}`)).json()).not.toHaveProperty('secret');
    const [stored] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.id));
    expect(JSON.stringify(stored)).not.toContain(created.secret.slice(WEBHOOK_SECRET_PREFIX.length));
    expect(stored!.secretEncrypted).toMatch(/^v2:/);
    // The audit trail keeps the URL without its query, where a receiver's own token may be.
    expect(await auditActions(created.id)).toEqual([
      expect.objectContaining({
        action: 'webhook.create',
        details: { url: `${r.url}/crm`, events: 'precheck.created merchant.deleted' },
      }),
    ]);
  });

  it('receives every event it subscribes to, signed, with the record as its GET answers it (a deletion: only which)', async () => {
    const { receiver: all } = await endpointAt();
    const { receiver: deletions } = await endpointAt(['merchant.deleted']);

    const pos = (
      await t.app.inject({
        method: 'POST',
        url: '/api/precheck-pos',
        payload: posPrecheckBody({ email: 'hooks-pos@example.com' }),
      })
    ).json<{ id: string; reference: string }>();
    const [posCreated] = await eventsOf(all, 'precheck_pos.created');
    const posAnswer = (await call('GET', `/api/precheck-pos/${pos.id}`)).json();
    expect(posCreated!.data).toEqual(posAnswer);
    expect(posCreated!.data.reference).toBe(pos.reference);
    const [merchantCreated] = await eventsOf(all, 'merchant.created');
    expect(merchantCreated!.data).toMatchObject({
      email: 'hooks-pos@example.com',
      company: 'Bäckerei Müller GmbH',
    });
    const merchantAnswer = (await call('GET', `/api/merchant/${String(merchantCreated!.data.id)}`)).json();
    expect(merchantCreated!.data).toEqual(merchantAnswer);

    // An admin's submission for the same e-mail updates the merchant record.
    const ecomBody = ecomPrecheckBody(['creditCard'], 'us', {});
    ecomBody.genInfo = { ...ecomBody.genInfo, genEmail: 'hooks-pos@example.com', genComp: 'Müller Online' };
    const ecom = (await call('POST', '/api/precheck', ecomBody)).json<{ id: string; reference: string }>();
    const [ecomCreated] = await eventsOf(all, 'precheck.created');
    expect(ecomCreated!.data).toEqual((await call('GET', `/api/precheck/${ecom.id}`)).json());
    expect(JSON.stringify(ecomCreated)).not.toContain('genPass');
    expect(all.received.map((x) => x.body).join('')).not.toContain(String(ecomBody.genInfo.genPass));
    const [merchantUpdated] = await eventsOf(all, 'merchant.updated');
    expect(merchantUpdated!.data).toMatchObject({ id: merchantCreated!.data.id, company: 'Müller Online' });

    // Deletes carry the record as it was.
    expect((await call('DELETE', `/api/precheck-pos/${pos.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/precheck/${ecom.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/merchant/${String(merchantCreated!.data.id)}`)).statusCode).toBe(204);
    // A deletion names what went, and carries none of its data out again.
    expect((await eventsOf(all, 'precheck_pos.deleted'))[0]!.data).toEqual({
      id: pos.id,
      reference: pos.reference,
    });
    expect((await eventsOf(all, 'precheck.deleted'))[0]!.data).toEqual({
      id: ecomCreated!.data.id,
      reference: ecomCreated!.data.reference,
    });
    expect((await eventsOf(all, 'merchant.deleted'))[0]!.data).toEqual({ id: merchantCreated!.data.id });

    // The other endpoint asked for merchant deletions only.
    await eventsOf(deletions, 'merchant.deleted');
    expect(deletions.received.map((x) => x.verified?.type)).toEqual(['merchant.deleted']);

    for (const request of all.received) {
      expect(request.refusal).toBeNull();
      expect(request.headers['content-type']).toBe('application/json');
      expect(String(request.headers['webhook-id'])).toMatch(/^msg_[0-9a-f-]{36}$/);
      expect(Number(request.headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -2);
      expect(String(request.headers['webhook-signature'])).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
      expect(Object.keys(request.verified!)).toEqual(['type', 'timestamp', 'data']);
    }
  });

  it('sends no event for a change that was rolled back', async () => {
    const { receiver: r, endpoint } = await endpointAt(['precheck_pos.created', 'merchant.created']);
    // The merchant record is written after the pre-check's event: failing it rolls both back.
    await t.db.execute(sql`create function refuse_merchant() returns trigger language plpgsql as
      $$ begin raise exception 'refused by the test'; end $$`);
    await t.db.execute(sql`create trigger refuse_merchant before insert on merchants
      for each row when (new.email = 'rolled-back@example.com') execute function refuse_merchant()`);
    try {
      const failed = await t.app.inject({
        method: 'POST',
        url: '/api/precheck-pos',
        payload: posPrecheckBody({ email: 'rolled-back@example.com' }),
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_merchant on merchants`);
      await t.db.execute(sql`drop function refuse_merchant`);
    }
    await call('POST', `/api/webhooks/${endpoint.id}/test`);
    await eventsOf(r, 'test');
    expect((await deliveriesOf(t, admin, endpoint.id)).map((d) => d.type)).toEqual(['test']);
    expect(r.received.map((x) => x.verified?.type)).toEqual(['test']);
  });

  it('fails verification with a wrong secret, and with a rotated-out one after its 24 hours', async () => {
    const { receiver: r, endpoint } = await endpointAt(['precheck_pos.created']);
    const old = endpoint.secret;
    const wrong = `${WEBHOOK_SECRET_PREFIX}${Buffer.alloc(32, 7).toString('base64')}`;
    r.useSecrets([wrong]);
    await call('POST', `/api/webhooks/${endpoint.id}/test`);
    await until(async () => r.received.length === 1, 'the test event');
    expect(r.received[0]).toMatchObject({ verified: null, refusal: 'No matching signature found' });

    const rotated = await call('POST', `/api/webhooks/${endpoint.id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    const { secret } = rotated.json<{ secret: string }>();
    expect(secret).not.toBe(old);
    const read = (await call('GET', `/api/webhooks/${endpoint.id}`)).json<WebhookEndpoint>();
    expect(Date.parse(read.previousSecretExpiresAt!) - Date.now()).toBeGreaterThan(23.9 * 3600_000);

    // Within the 24 hours, two signatures: a receiver with either secret verifies.
    for (const secrets of [[old], [secret]]) {
      r.useSecrets(secrets);
      const before = r.received.length;
      await call('POST', `/api/webhooks/${endpoint.id}/test`);
      await until(async () => r.received.length === before + 1, 'a test event');
      const last = r.received.at(-1)!;
      expect(String(last.headers['webhook-signature']).split(' ')).toHaveLength(2);
      expect(last.refusal).toBeNull();
    }

    // The 24 hours have passed: only the new secret signs, the old one fails.
    await t.db
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    r.useSecrets([old]);
    await call('POST', `/api/webhooks/${endpoint.id}/test`);
    await until(async () => r.received.at(-1)?.refusal === 'No matching signature found', 'refused');
    expect(String(r.received.at(-1)!.headers['webhook-signature']).split(' ')).toHaveLength(1);
    r.useSecrets([secret]);
    await call('POST', `/api/webhooks/${endpoint.id}/test`);
    await until(async () => r.received.at(-1)?.refusal === null, 'verified with the new secret');
    expect((await call('GET', `/api/webhooks/${endpoint.id}`)).json()).toMatchObject({
      previousSecretExpiresAt: null,
    });
  });

  it('is saved only with the ETag it was read with; disabled, it is sent nothing', async () => {
    const { receiver: r, endpoint } = await endpointAt(['precheck_pos.created']);
    const read = await call('GET', `/api/webhooks/${endpoint.id}`);
    const etag = String(read.headers.etag);
    expect(
      (await call('GET', `/api/webhooks/${endpoint.id}`, undefined, { 'if-none-match': etag })).statusCode,
    ).toBe(304);
    const body = {
      url: endpoint.url,
      events: ['precheck_pos.created'],
      description: 'Paused',
      enabled: false,
    };
    expectRefused(await call('PUT', `/api/webhooks/${endpoint.id}`, body), 'precondition_required');
    const saved = await call('PUT', `/api/webhooks/${endpoint.id}`, body, { 'if-match': etag });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ enabled: false, description: 'Paused' });
    expectRefused(
      await call('PUT', `/api/webhooks/${endpoint.id}`, body, { 'if-match': etag }),
      'precondition_failed',
    );

    await t.app.inject({ method: 'POST', url: '/api/precheck-pos', payload: posPrecheckBody() });
    expect(await deliveriesOf(t, admin, endpoint.id)).toEqual([]);
    expect(r.received).toEqual([]);

    const enabled = await call(
      'PUT',
      `/api/webhooks/${endpoint.id}`,
      { ...body, enabled: true },
      {
        'if-match': String(saved.headers.etag),
      },
    );
    expect(enabled.json()).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
    await t.app.inject({ method: 'POST', url: '/api/precheck-pos', payload: posPrecheckBody() });
    await eventsOf(r, 'precheck_pos.created');
  });

  it('skips the deliveries waiting for their next try when an admin disables the endpoint', async () => {
    const { receiver: r, endpoint } = await endpointAt(['merchant.updated']);
    r.answer(() => ({ status: 503, body: 'down' }));
    expect((await call('POST', `/api/webhooks/${endpoint.id}/test`)).statusCode).toBe(202);
    const [delivery] = await deliveriesOf(t, admin, endpoint.id);
    await untilDelivery(t, delivery!.id, (s) => s === 'retrying', 'retrying');
    const read = await call('GET', `/api/webhooks/${endpoint.id}`);
    const disabled = await call(
      'PUT',
      `/api/webhooks/${endpoint.id}`,
      { url: endpoint.url, events: ['merchant.updated'], enabled: false },
      { 'if-match': String(read.headers.etag) },
    );
    expect(disabled.statusCode).toBe(200);
    const [skipped] = await deliveriesOf(t, admin, endpoint.id);
    expect(skipped).toMatchObject({ status: 'skipped', nextAttemptAt: null });
  });

  it('sends a test event, logs each attempt, and sends a delivery again on Resend with its webhook-id', async () => {
    const { receiver: r, endpoint } = await endpointAt(['merchant.updated']);
    r.answer(() => ({ status: 200, body: `{"ok":true,"pad":"${'x'.repeat(5000)}"}` }));
    expect((await call('POST', `/api/webhooks/${endpoint.id}/test`)).statusCode).toBe(202);
    const [test] = await eventsOf(r, 'test');
    expect(test!.data).toEqual({ endpointId: endpoint.id, message: expect.any(String) });
    const [delivery] = await deliveriesOf(t, admin, endpoint.id);
    await untilDelivery(t, delivery!.id, (s) => s === 'sent', 'sent');
    const [logged] = await deliveriesOf(t, admin, endpoint.id);
    expect(logged).toMatchObject({
      type: 'test',
      status: 'sent',
      attempts: 1,
      webhookId: r.received[0]!.headers['webhook-id'],
      log: [{ attempt: 1, statusCode: 200, error: null }],
    });
    expect(logged!.log[0]!.response).toHaveLength(1024);
    expect(logged!.log[0]!.response!.startsWith('{"ok":true')).toBe(true);
    expect(logged!.log[0]!.durationMs).toBeGreaterThanOrEqual(0);

    expect(
      (await call('POST', `/api/webhooks/${endpoint.id}/deliveries/${logged!.id}/resend`)).statusCode,
    ).toBe(202);
    await until(async () => r.received.length === 2, 'the resent delivery');
    expect(r.received[1]!.headers['webhook-id']).toBe(r.received[0]!.headers['webhook-id']);
    await untilDelivery(t, logged!.id, (s) => s === 'sent', 'sent again');
    expect((await deliveriesOf(t, admin, endpoint.id))[0]!.log).toHaveLength(2);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expectRefused(
      await call('POST', `/api/webhooks/${endpoint.id}/deliveries/${unknown}/resend`),
      'not_found',
    );
    expectRefused(await call('POST', `/api/webhooks/${unknown}/test`), 'not_found');
  });

  it('records every change in the audit trail, and is deleted with its delivery log', async () => {
    const { endpoint } = await endpointAt(['merchant.created']);
    const etag = String((await call('GET', `/api/webhooks/${endpoint.id}`)).headers.etag);
    const body = { url: endpoint.url, events: ['merchant.created', 'merchant.updated'] };
    await call('PUT', `/api/webhooks/${endpoint.id}`, { ...body, enabled: true }, { 'if-match': etag });
    await call('POST', `/api/webhooks/${endpoint.id}/rotate-secret`);
    await call('POST', `/api/webhooks/${endpoint.id}/test`);
    const [delivery] = await deliveriesOf(t, admin, endpoint.id);
    await untilDelivery(t, delivery!.id, (s) => s === 'sent', 'sent');
    await call('POST', `/api/webhooks/${endpoint.id}/deliveries/${delivery!.id}/resend`);
    await untilDelivery(t, delivery!.id, (s) => s === 'sent', 'sent again');
    expect((await call('DELETE', `/api/webhooks/${endpoint.id}`)).statusCode).toBe(204);
    expectRefused(await call('DELETE', `/api/webhooks/${endpoint.id}`), 'not_found');
    expectRefused(await call('GET', `/api/webhooks/${endpoint.id}/deliveries`), 'not_found');
    const [{ n }] = (await t.db
      .select({ n: count() })
      .from(outbox)
      .where(sql`${outbox.payload}->>'endpointId' = ${endpoint.id}`)) as [{ n: number }];
    expect(n).toBe(0);
    const entries = await auditActions(endpoint.id);
    expect(entries.map((e) => e.action).sort()).toEqual(
      [
        'webhook.create',
        'webhook.delete',
        'webhook.resend',
        'webhook.rotate-secret',
        'webhook.test',
        'webhook.update',
      ].sort(),
    );
    expect(entries.every((e) => e.actor?.email === ADMIN)).toBe(true);
  });

  it("refuses bad bodies at their field, and a private address with its own code, in the caller's language", async () => {
    const bad = await call('POST', '/api/webhooks', {
      url: 'ftp://example.com',
      events: ['precheck.reviewed'],
    });
    expectRefused(bad, 'validation_failed');
    expect(
      bad
        .json<{ errors: { path: string }[] }>()
        .errors.map((e) => e.path)
        .sort(),
    ).toEqual(['events.0', 'url']);
    expectRefused(
      await call('POST', '/api/webhooks', { url: 'https://example.com', events: [] }),
      'validation_failed',
    );
    const refused = await call(
      'POST',
      '/api/webhooks',
      { url: 'http://10.0.0.1/hooks', events: ['merchant.created'] },
      { 'accept-language': 'de' },
    );
    expectRefused(refused, 'webhook_url_refused');
    expect(refused.json()).toEqual({
      code: 'webhook_url_refused',
      message: 'An diese Adresse können keine Ereignisse gesendet werden',
      errors: [
        {
          path: 'url',
          code: 'webhook_url_refused',
          message:
            'Diese Adresse liegt in einem privaten, Loopback- oder Link-Local-Netz, das Webhooks nicht erreichen dürfen',
        },
      ],
    });
  });

  it('is for admins only', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [string, string][] = [
      ['GET', '/api/webhooks'],
      ['POST', '/api/webhooks'],
      ['GET', `/api/webhooks/${id}`],
      ['PUT', `/api/webhooks/${id}`],
      ['DELETE', `/api/webhooks/${id}`],
      ['POST', `/api/webhooks/${id}/rotate-secret`],
      ['POST', `/api/webhooks/${id}/test`],
      ['GET', `/api/webhooks/${id}/deliveries`],
      ['POST', `/api/webhooks/${id}/deliveries/${id}/resend`],
    ];
    for (const [method, url] of routes) {
      const as = (authorization?: string) =>
        t.app.inject({
          method: method as 'GET',
          url,
          headers: authorization ? { authorization } : {},
          ...(method !== 'GET' && method !== 'DELETE' && { payload: {} }),
        });
      expectRefused(await as(), 'unauthorized');
      expectRefused(await as(merchant), 'forbidden');
    }
  });

  // Last: it closes the app of the tests above to open one as production runs it.
  it('in production, takes https only, refused with its own code and why', async () => {
    const production = await reopenApp(t, { production: true });
    try {
      const refused = await production.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: { authorization: admin },
        payload: { url: 'http://crm.example.com/hooks', events: ['merchant.created'] },
      });
      expectRefused(refused, 'webhook_url_refused');
      expect(refused.json<{ errors: { message: string }[] }>().errors[0]!.message).toBe(
        'Use an https:// address: events are only sent encrypted',
      );
      const accepted = await production.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: { authorization: admin },
        payload: { url: 'https://crm.example.com/hooks', events: ['merchant.created'] },
      });
      expect(accepted.statusCode).toBe(201);
    } finally {
      await production.close();
    }
  });
});

describe('a deletion', () => {
  it('is posted as soon as it commits, not at the next poll', async () => {
    // The poll is a minute away: only the wake after the commit sends it within eventsOf's 10 s.
    const slow = await createTestApp({ WEBHOOK_ALLOW_NETWORKS: '127.0.0.1/32', OUTBOX_POLL_MS: '60000' });
    try {
      await slow.addUser('slow-admin@example.com', 'admin');
      const authorization = (await slow.signIn('slow-admin@example.com')).authorization;
      const r = await receiver();
      const created = await createEndpoint(slow, authorization, {
        url: `${r.url}/deletions`,
        events: ['precheck_pos.deleted'],
      });
      r.useSecrets([created.secret]);
      const submitted = await slow.app.inject({
        method: 'POST',
        url: '/api/precheck-pos',
        payload: posPrecheckBody(),
      });
      const { id } = submitted.json<{ id: string }>();
      // The submission's own sends (its confirmation) are over, so no worker is still at work.
      await until(async () => {
        const [left] = await slow.db
          .select({ n: count() })
          .from(outbox)
          .where(sql`${outbox.status} in ('queued', 'sending')`);
        return left!.n === 0;
      }, 'the submission sent');
      // and its last claim (which finds nothing) has ended.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const deleted = await slow.app.inject({
        method: 'DELETE',
        url: `/api/precheck-pos/${id}`,
        headers: { authorization },
      });
      expect(deleted.statusCode).toBe(204);
      const [event] = await eventsOf(r, 'precheck_pos.deleted');
      expect(event!.data).toMatchObject({ id });
    } finally {
      await slow.close();
    }
  });
});
