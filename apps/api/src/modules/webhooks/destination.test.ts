import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { expectRefused } from '../../test/refused.ts';
import { until } from '../../test/until.ts';
import { createEndpoint, deliveriesOf, deliveryRow } from '../../test/webhook-endpoints.ts';
import { type Receiver, startReceiver } from '../../test/webhook-receiver.ts';
import { parseNetworks } from '../../config.ts';
import { refusalOf, type Resolve, resolveHost } from './destination.ts';

/*
 * Where a webhook may not go (DESIGN §11): loopback, private, link-local (the cloud's metadata
 * service), unique-local and IPv4-carrying IPv6 addresses, and the portal's own, unless
 * WEBHOOK_ALLOW_NETWORKS lists them. A URL written with such an address is refused when saved; a
 * name is resolved and judged at every send, the connection goes to the address judged, and a
 * redirect is an answer, never followed.
 *
 * The app here allows 127.0.0.2 only, where the tests' "public" receivers listen; a receiver on
 * 127.0.0.1 stands for everything a delivery must not reach, and must hear nothing.
 */

const names: Record<string, string[]> = {
  'crm.partner.example': ['127.0.0.2'],
  'rebound.partner.example': ['127.0.0.1'],
  'mixed.partner.example': ['127.0.0.2', '10.1.2.3'],
  'metadata.partner.example': ['169.254.169.254'],
};
const lookups: string[] = [];
/** A DNS of the test's own for the names above (the real one for any other, `localhost` among them). */
const resolve: Resolve = async (host) => {
  lookups.push(host);
  const known = names[host];
  return known ? known.map((address) => ({ address, family: 4 })) : resolveHost(host);
};

let t: TestApp;
let admin: string;
let forbidden: Receiver;
let allowed: Receiver;

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_NETWORKS: '127.0.0.2/32', OUTBOX_POLL_MS: '50' }, { resolve });
  await t.addUser('ssrf-admin@example.com', 'admin');
  admin = (await t.signIn('ssrf-admin@example.com')).authorization;
  forbidden = await startReceiver({ host: '127.0.0.1' });
  allowed = await startReceiver({ host: '127.0.0.2' });
});
afterAll(async () => {
  await forbidden.close();
  await allowed.close();
  await t.close();
});

const create = (url: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: { authorization: admin },
    payload: { url, events: ['merchant.created'] },
  });

/** Sends a test event to an endpoint and answers its delivery once the attempt is settled. */
async function testDelivery(endpointId: string) {
  await t.app.inject({
    method: 'POST',
    url: `/api/webhooks/${endpointId}/test`,
    headers: { authorization: admin },
  });
  let delivery: Awaited<ReturnType<typeof deliveriesOf>>[number] | undefined;
  await until(async () => {
    [delivery] = await deliveriesOf(t, admin, endpointId);
    return (
      delivery !== undefined &&
      delivery.attempts > 0 &&
      delivery.status !== 'sending' &&
      delivery.status !== 'queued'
    );
  }, 'the attempt');
  return delivery!;
}

describe('the address a webhook goes to', () => {
  it('is public unicast, or in the allowed networks', () => {
    const none = parseNetworks('');
    const own = new Set<string>();
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:8.8.8.8',
      '::7f00:1',
      'ff02::1',
    ]) {
      expect(refusalOf(address, none, own), address).not.toBeNull();
    }
    for (const address of ['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111']) {
      expect(refusalOf(address, none, own), address).toBeNull();
    }
    expect(refusalOf('93.184.216.34', none, new Set(['93.184.216.34']))).toMatch(/portal's own/);
    const onPremises = parseNetworks('10.0.0.0/8, 127.0.0.1');
    expect(refusalOf('10.20.30.40', onPremises, own)).toBeNull();
    expect(refusalOf('127.0.0.1', onPremises, own)).toBeNull();
    expect(refusalOf('127.0.0.2', onPremises, own)).not.toBeNull();
    expect(refusalOf('::ffff:127.0.0.1', onPremises, own)).not.toBeNull();
    expect(() => parseNetworks('10.0.0.0/33')).toThrow(/WEBHOOK_ALLOW_NETWORKS/);
    expect(() => parseNetworks('intranet')).toThrow(/WEBHOOK_ALLOW_NETWORKS/);
  });

  it('is refused when saved as a private, loopback, link-local or IPv4-mapped address', async () => {
    for (const host of [
      '127.0.0.1',
      '10.0.0.1',
      '169.254.169.254',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '[fd00::1]',
    ]) {
      const res = await create(`http://${host}:${forbidden.port}/hooks`);
      expectRefused(res, 'webhook_url_refused');
      expect(res.json<{ errors: { path: string }[] }>().errors[0]!.path).toBe('url');
    }
    expect((await create(`http://127.0.0.2:${allowed.port}/hooks`)).statusCode).toBe(201);
  });

  it('is checked again when sent: one saved before it became private is refused, nothing sent', async () => {
    const endpoint = await createEndpoint(t, admin, {
      url: `http://127.0.0.2:${allowed.port}/hooks`,
      events: ['merchant.created'],
    });
    for (const host of ['127.0.0.1', '169.254.169.254', '[::ffff:127.0.0.1]']) {
      await t.db
        .update(webhookEndpoints)
        .set({ url: `http://${host}:${forbidden.port}/hooks` })
        .where(eq(webhookEndpoints.id, endpoint.id));
      const delivery = await testDelivery(endpoint.id);
      expect(delivery).toMatchObject({ status: 'failed', attempts: 1 });
      expect(delivery.lastError).toMatch(/^destination refused: .* is not a public address/);
      expect(delivery.log[0]).toMatchObject({ statusCode: null, response: null });
    }
    expect(forbidden.received).toEqual([]);
  });

  it('refuses a name that resolves to a loopback, metadata or private address', async () => {
    for (const host of [
      'rebound.partner.example',
      'metadata.partner.example',
      'mixed.partner.example',
      'localhost',
    ]) {
      const endpoint = await createEndpoint(t, admin, {
        url: `http://${host}:${forbidden.port}/hooks`,
        events: ['merchant.created'],
      });
      const delivery = await testDelivery(endpoint.id);
      expect(delivery.status, host).toBe('failed');
      expect(delivery.lastError, host).toMatch(/^destination refused: /);
    }
    expect(forbidden.received).toEqual([]);
    expect(allowed.received).toEqual([]);
  });

  it('is the address checked: the connection is pinned to it, the URL keeps its name', async () => {
    const endpoint = await createEndpoint(t, admin, {
      url: `http://crm.partner.example:${allowed.port}/hooks?tenant=7`,
      events: ['merchant.created'],
    });
    allowed.useSecrets([endpoint.secret]);
    lookups.length = 0;
    const delivery = await testDelivery(endpoint.id);
    expect(delivery.status).toBe('sent');
    // One lookup, made by the check; the connection did not ask the DNS again.
    expect(lookups).toEqual(['crm.partner.example']);
    const [request] = allowed.received;
    expect(request!.headers.host).toBe(`crm.partner.example:${allowed.port}`);
    expect(request!.refusal).toBeNull();
  });

  it('does not follow a redirect, to 127.0.0.1 or anywhere', async () => {
    const endpoint = await createEndpoint(t, admin, {
      url: `http://crm.partner.example:${allowed.port}/moved`,
      events: ['merchant.created'],
    });
    const before = allowed.received.length;
    allowed.answer(() => ({
      status: 302,
      headers: { location: `http://127.0.0.1:${forbidden.port}/stolen` },
    }));
    const delivery = await testDelivery(endpoint.id);
    expect(delivery).toMatchObject({ status: 'retrying', lastError: 'HTTP 302' });
    expect(delivery.log[0]).toMatchObject({ statusCode: 302 });
    expect(allowed.received).toHaveLength(before + 1);
    expect(forbidden.received).toEqual([]);
    expect((await deliveryRow(t, delivery.id)).attempts).toBe(1);
  });
});
