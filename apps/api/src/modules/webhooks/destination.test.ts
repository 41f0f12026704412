import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../db/schema.ts';
import { capturedLog, createTestApp, type TestApp } from '../../test/app.ts';
import { expectRefused } from '../../test/refused.ts';
import { until } from '../../test/until.ts';
import { createEndpoint, deliveriesOf, deliveryRow } from '../../test/webhook-endpoints.ts';
import { type Receiver, startReceiver } from '../../test/webhook-receiver.ts';
import { parseNetworks } from '../../config.ts';
import { refusalOf, type Resolve, resolveHost } from './destination.ts';

/*
 * Where a webhook may not go (DESIGN §11, §14): loopback and the cloud's metadata services whatever
 * WEBHOOK_ALLOW_NETWORKS lists; private, unique-local and IPv4-carrying IPv6 addresses, and the
 * portal's own, unless it lists them. A URL is refused when saved, its name resolved as a send
 * resolves it; a name is resolved and judged again at every send, the connection goes to the address
 * judged, and a redirect is an answer, never followed. The delivery log says only that a destination
 * was refused: the address a name resolved to is in the server log alone.
 *
 * The app here allows 127.0.0.2 only (WEBHOOK_ALLOW_LOOPBACK lets its list open loopback, for the
 * tests' receivers), where the "public" receivers listen; a receiver on 127.0.0.1 stands for
 * everything a delivery must not reach, and must hear nothing.
 */

const names: Record<string, string[]> = {
  'crm.partner.example': ['127.0.0.2'],
  'rebound.partner.example': ['127.0.0.1'],
  'mixed.partner.example': ['127.0.0.2', '10.1.2.3'],
  'metadata.partner.example': ['169.254.169.254'],
  'intranet.partner.example': ['10.77.1.9'],
  'public.partner.example': ['93.184.216.34'],
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
const log = capturedLog('warn');

beforeAll(async () => {
  t = await createTestApp(
    { WEBHOOK_ALLOW_NETWORKS: '127.0.0.2/32', OUTBOX_POLL_MS: '50' },
    { resolve, logger: log.logger },
  );
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

const create = (url: string, app = t, authorization = admin) =>
  app.app.inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: { authorization },
    payload: { url, events: ['merchant.created'] },
  });

/** Points a saved endpoint elsewhere behind the API's back: as if its name had been rebound. */
const moveEndpoint = (app: TestApp, id: string, url: string) =>
  app.db.update(webhookEndpoints).set({ url }).where(eq(webhookEndpoints.id, id));

/** Sends a test event to an endpoint and answers its delivery once the attempt is settled. */
async function testDelivery(endpointId: string, app = t, authorization = admin) {
  await app.app.inject({
    method: 'POST',
    url: `/api/webhooks/${endpointId}/test`,
    headers: { authorization },
  });
  let delivery: Awaited<ReturnType<typeof deliveriesOf>>[number] | undefined;
  await until(async () => {
    [delivery] = await deliveriesOf(app, authorization, endpointId);
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
    const none = { allowed: parseNetworks(''), loopback: false };
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
    const onPremises = { allowed: parseNetworks('10.0.0.0/8, 127.0.0.1'), loopback: true };
    expect(refusalOf('10.20.30.40', onPremises, own)).toBeNull();
    expect(refusalOf('127.0.0.1', onPremises, own)).toBeNull();
    expect(refusalOf('127.0.0.2', onPremises, own)).not.toBeNull();
    expect(refusalOf('::ffff:127.0.0.1', onPremises, own)).not.toBeNull();
    expect(() => parseNetworks('10.0.0.0/33')).toThrow(/WEBHOOK_ALLOW_NETWORKS/);
    expect(() => parseNetworks('intranet')).toThrow(/WEBHOOK_ALLOW_NETWORKS/);
  });

  it('is never loopback or a metadata service, whatever the allowed networks say', () => {
    const own = new Set<string>();
    const everything = parseNetworks('0.0.0.0/0, ::/0');
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '::1',
      '0.0.0.0',
      '::',
      '169.254.169.254',
      '169.254.170.2',
      'fe80::1',
      'fd00:ec2::254',
      '100.100.100.200',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '::a9fe:a9fe',
      '64:ff9b::a9fe:a9fe',
    ]) {
      expect(refusalOf(address, { allowed: everything, loopback: false }, own), address).not.toBeNull();
    }
    // The tests' switch opens loopback to the list, never a metadata service.
    const tests = { allowed: everything, loopback: true };
    expect(refusalOf('127.0.0.1', tests, own)).toBeNull();
    expect(refusalOf('::1', tests, own)).toBeNull();
    expect(refusalOf('169.254.169.254', tests, own)).toMatch(/metadata/);
    expect(refusalOf('fd00:ec2::254', tests, own)).toMatch(/metadata/);
    expect(refusalOf('10.1.2.3', tests, own)).toBeNull();
    expect(refusalOf('fd00:ec2::253', tests, own)).toBeNull();
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

  it('is refused when saved as a name that resolves to a loopback, metadata or private address', async () => {
    for (const host of [
      'rebound.partner.example',
      'metadata.partner.example',
      'mixed.partner.example',
      'intranet.partner.example',
      'localhost',
    ]) {
      const res = await create(`http://${host}:${forbidden.port}/hooks`);
      expectRefused(res, 'webhook_url_refused');
      expect(res.json<{ errors: { message: string }[] }>().errors[0]!.message, host).not.toMatch(
        /\d+\.\d+\.\d+\.\d+|::/,
      );
    }
    expect((await create(`http://crm.partner.example:${allowed.port}/hooks`)).statusCode).toBe(201);
    // A name the DNS does not know (yet) is left to the sends, which resolve it each time.
    expect((await create('http://not-yet.invalid/hooks')).statusCode).toBe(201);
  });

  it('is checked again when sent: one saved before it became private is refused, nothing sent', async () => {
    const endpoint = await createEndpoint(t, admin, {
      url: `http://127.0.0.2:${allowed.port}/hooks`,
      events: ['merchant.created'],
    });
    for (const host of ['127.0.0.1', '169.254.169.254', '[::ffff:127.0.0.1]']) {
      await moveEndpoint(t, endpoint.id, `http://${host}:${forbidden.port}/hooks`);
      const delivery = await testDelivery(endpoint.id);
      expect(delivery).toMatchObject({ status: 'failed', attempts: 1, lastError: 'destination_refused' });
      expect(delivery.log[0]).toMatchObject({
        statusCode: null,
        response: null,
        error: 'destination_refused',
      });
    }
    expect(forbidden.received).toEqual([]);
  });

  it('refuses a name that resolves to a loopback, metadata or private address when sent', async () => {
    const endpoint = await createEndpoint(t, admin, {
      url: `http://crm.partner.example:${allowed.port}/hooks`,
      events: ['merchant.created'],
    });
    for (const host of [
      'rebound.partner.example',
      'metadata.partner.example',
      'mixed.partner.example',
      'localhost',
    ]) {
      await moveEndpoint(t, endpoint.id, `http://${host}:${forbidden.port}/hooks`);
      const delivery = await testDelivery(endpoint.id);
      expect(delivery, host).toMatchObject({ status: 'failed', lastError: 'destination_refused' });
    }
    expect(forbidden.received).toEqual([]);
    expect(allowed.received).toEqual([]);
  });

  it('names the address a name resolved to in the server log only, never to the API', async () => {
    const endpoint = await createEndpoint(t, admin, {
      url: `http://crm.partner.example:${allowed.port}/hooks`,
      events: ['merchant.created'],
    });
    await moveEndpoint(t, endpoint.id, `http://intranet.partner.example:${forbidden.port}/hooks`);
    const delivery = await testDelivery(endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', lastError: 'destination_refused' });
    const answers = [
      await t.app.inject({
        method: 'GET',
        url: `/api/webhooks/${endpoint.id}/deliveries`,
        headers: { authorization: admin },
      }),
      await t.app.inject({
        method: 'GET',
        url: '/api/outbox?kind=webhook&pageSize=100',
        headers: { authorization: admin },
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('10.77.1.9');
    }
    expect(answers[1]!.json<{ items: { lastError: string | null }[] }>().items).toContainEqual(
      expect.objectContaining({ lastError: 'destination_refused' }),
    );
    await until(async () => log.text().includes('webhook destination refused'), 'the refusal in the log');
    const line = log
      .text()
      .split('\n')
      .find((text) => text.includes('webhook destination refused') && text.includes(endpoint.id));
    expect(JSON.parse(line!)).toMatchObject({
      level: 40,
      webhook: endpoint.id,
      outbox: delivery.id,
      refusal: '10.77.1.9 is not a public address (private)',
    });
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

describe('loopback and the metadata services, with WEBHOOK_ALLOW_NETWORKS covering them', () => {
  let open: TestApp;
  let openAdmin: string;

  beforeAll(async () => {
    open = await createTestApp(
      {
        WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8, ::1/128, 169.254.0.0/16, fe80::/10, fd00::/8, 10.0.0.0/8',
        WEBHOOK_ALLOW_LOOPBACK: 'off',
        OUTBOX_POLL_MS: '50',
      },
      { resolve },
    );
    await open.addUser('open-admin@example.com', 'admin');
    openAdmin = (await open.signIn('open-admin@example.com')).authorization;
  });
  afterAll(() => open.close());

  const refusedUrls = () => [
    `http://127.0.0.1:${forbidden.port}/hooks`,
    `http://[::1]:${forbidden.port}/hooks`,
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://[fe80::1]/hooks',
    `http://rebound.partner.example:${forbidden.port}/hooks`,
    'http://metadata.partner.example/latest/meta-data/',
  ];

  it('are refused when an endpoint is created', async () => {
    for (const url of refusedUrls()) {
      const res = await create(url, open, openAdmin);
      expectRefused(res, 'webhook_url_refused');
      expect(res.json<{ errors: { path: string }[] }>().errors[0]!.path, url).toBe('url');
    }
    expect((await create('http://intranet.partner.example/hooks', open, openAdmin)).statusCode).toBe(201);
  });

  it("are refused when an endpoint's URL is changed to one; a save that keeps the URL passes", async () => {
    const endpoint = await createEndpoint(open, openAdmin, {
      url: 'http://public.partner.example/hooks',
      events: ['merchant.created'],
    });
    const put = async (url: string, enabled = true) => {
      const read = await open.app.inject({
        method: 'GET',
        url: `/api/webhooks/${endpoint.id}`,
        headers: { authorization: openAdmin },
      });
      return open.app.inject({
        method: 'PUT',
        url: `/api/webhooks/${endpoint.id}`,
        headers: { authorization: openAdmin, 'if-match': read.headers.etag as string },
        payload: { url, events: ['merchant.created'], enabled },
      });
    };
    for (const url of refusedUrls()) expectRefused(await put(url), 'webhook_url_refused');
    // Saved before loopback was closed: it can still be turned off.
    await moveEndpoint(open, endpoint.id, `http://127.0.0.1:${forbidden.port}/hooks`);
    const disabled = await put(`http://127.0.0.1:${forbidden.port}/hooks`, false);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ enabled: false });
  });

  it('are refused when sent, nothing reaching them', async () => {
    const endpoint = await createEndpoint(open, openAdmin, {
      url: 'http://public.partner.example/hooks',
      events: ['merchant.created'],
    });
    for (const url of [`http://127.0.0.1:${forbidden.port}/hooks`, ...refusedUrls().slice(2)]) {
      await moveEndpoint(open, endpoint.id, url);
      const delivery = await testDelivery(endpoint.id, open, openAdmin);
      expect(delivery, url).toMatchObject({
        status: 'failed',
        attempts: 1,
        lastError: 'destination_refused',
      });
    }
    expect(forbidden.received).toEqual([]);
  });
});
