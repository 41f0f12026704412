import { UNSENT_STATUSES } from '@portal/shared';
import { uniqueEmail } from '@portal/test-support';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveKey, type KeyPurpose } from '../lib/crypto/derive-key.ts';
import { decryptSecret, sealUnbound } from '../lib/crypto/secrets.ts';
import type { LineLog } from '../lib/line-log.ts';
import { capturedLog, createTestApp, type TestApp } from '../test/app.ts';
import { ecomPrecheckBody } from '../test/precheck-ecom-fixture.ts';
import { expectRefused } from '../test/refused.ts';
import { until } from '../test/until.ts';
import { createEndpoint, deliveriesOf } from '../test/webhook-endpoints.ts';
import { type Receiver, startReceiver } from '../test/webhook-receiver.ts';
import { bindSecrets, placeOf } from './bound-secrets.ts';
import { selectRows } from './client.ts';
import { ecomPrechecks, outbox, users, webhookEndpoints } from './schema.ts';

/*
 * Secrets at rest bound to their rows (lib/crypto/secrets.ts): the TOTP secrets, the webhooks'
 * signing secrets (the current and the one before a rotation, each in its column) and the website
 * passwords. A ciphertext copied to another row does not decrypt there, and the app says so with a
 * code of its own, never a stack; secrets stored in the form from before are bound as the server
 * starts, and sign in, sign and read back as before.
 */

const quiet: LineLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const ENV = { WEBHOOK_ALLOW_NETWORKS: '127.0.0.1/32', OUTBOX_POLL_MS: '50' };
/** Each encrypted column, with the key it is encrypted under. */
const COLUMNS: [PgColumn, KeyPurpose][] = [
  [users.totpSecretEncrypted, 'totp-secrets'],
  [webhookEndpoints.secretEncrypted, 'webhook-secrets'],
  [webhookEndpoints.previousSecretEncrypted, 'webhook-secrets'],
  [ecomPrechecks.genPassEncrypted, 'secrets-at-rest'],
];

let t: TestApp;
const log = capturedLog('info');
let receiver: Receiver;

beforeAll(async () => {
  t = await createTestApp(ENV, { logger: log.logger });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const keyOf = (purpose: KeyPurpose) => deriveKey(t.config.appSecret, purpose);

/** A column's stored value in the row `id`, read and written as SQL sees it. */
async function storedAt(column: PgColumn, id: string): Promise<string | null> {
  const [row] = await selectRows<{ stored: string | null }>(
    t.db,
    t.sql`select ${column} as stored from ${column.table} where id = ${id}`,
  );
  return row!.stored;
}
const store = (column: PgColumn, id: string, value: string | null) =>
  t.db.execute(
    t.sql`update ${column.table} set ${t.sql.identifier(column.name)} = ${value} where id = ${id}`,
  );

async function admin() {
  const email = uniqueEmail('bound-admin');
  const user = await t.addUser(email, 'admin');
  const { authorization } = await t.signIn(email);
  return { email, id: user.id, authorization, secret: t.enrolled.get(email)!.secret };
}

/** The answer to the second sign-in step of `email`, with a code of `secret`. */
async function secondStep(app: TestApp, email: string, secret: string) {
  const first = await app.verifyMailedCode(email);
  if (!('mfa' in first) || first.mfa !== 'totp') throw new Error(`no TOTP step: ${JSON.stringify(first)}`);
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/mfa',
    payload: { ticket: first.ticket, code: await app.freshCode(email, secret) },
  });
}

async function ecomPrecheck() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/precheck',
    payload: ecomPrecheckBody(['creditCard']),
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

const readSecret = (id: string, authorization: string) =>
  t.app.inject({ method: 'GET', url: `/api/precheck/${id}/secret`, headers: { authorization } });

/**
 * The last request the receiver got at `path`: another test's delivery still retrying (signed with its
 * own endpoint's secret) may arrive in between.
 */
const lastTo = (path: string) => receiver.received.filter((r) => r.path === path).at(-1)!;

/** Sends a test event to an endpoint and answers its delivery once its first attempt is settled. */
async function testDelivery(endpointId: string, authorization: string) {
  await t.app.inject({
    method: 'POST',
    url: `/api/webhooks/${endpointId}/test`,
    headers: { authorization },
  });
  let delivery: Awaited<ReturnType<typeof deliveriesOf>>[number] | undefined;
  await until(async () => {
    [delivery] = await deliveriesOf(t, authorization, endpointId);
    return (
      delivery !== undefined && delivery.attempts > 0 && !['sending', 'queued'].includes(delivery.status)
    );
  }, 'the attempt');
  return delivery!;
}

/** What an answer to a secret that does not decrypt must be: its code, in words, without a stack. */
function expectUnreadable(res: Awaited<ReturnType<typeof readSecret>>) {
  expectRefused(res, 'secret_unreadable');
  expect(res.json()).toEqual({
    code: 'secret_unreadable',
    message:
      'A secret stored for this was changed outside the portal and cannot be used; an admin must set it again',
  });
}

describe('a secret copied from one row to another', () => {
  it('does not decrypt there: a TOTP secret signs no one in, the answer says why, the log names the row', async () => {
    const a = await admin();
    const b = await admin();
    await store(users.totpSecretEncrypted, b.id, await storedAt(users.totpSecretEncrypted, a.id));
    expectUnreadable(await secondStep(t, b.email, a.secret));
    await until(
      async () => log.text().includes(`users:totp_secret_encrypted:${b.id}`),
      'the row in the server log',
    );
  });

  it('does not sign a webhook: the delivery log says why, and a rotation mends it', async () => {
    const { authorization } = await admin();
    const from = await createEndpoint(t, authorization, {
      url: `${receiver.url}/a`,
      events: ['merchant.created'],
    });
    const to = await createEndpoint(t, authorization, {
      url: `${receiver.url}/b`,
      events: ['merchant.created'],
    });
    const before = receiver.received.length;
    await store(
      webhookEndpoints.secretEncrypted,
      to.id,
      await storedAt(webhookEndpoints.secretEncrypted, from.id),
    );
    const delivery = await testDelivery(to.id, authorization);
    expect(delivery).toMatchObject({ status: 'retrying', lastError: 'secret_unreadable' });
    expect(delivery.log[0]).toMatchObject({ statusCode: null, error: 'secret_unreadable' });
    expect(receiver.received).toHaveLength(before);

    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${to.id}/rotate-secret`,
      headers: { authorization },
    });
    expect(rotated.statusCode).toBe(200);
    // The unreadable one cannot sign beside the new one: it is dropped, not kept for 24 hours.
    expect(await storedAt(webhookEndpoints.previousSecretEncrypted, to.id)).toBeNull();
    receiver.useSecrets([rotated.json<{ secret: string }>().secret]);
    expect(await testDelivery(to.id, authorization)).toMatchObject({ status: 'sent' });
    expect(lastTo('/b').verified).not.toBeNull();
  });

  it("does not give away another pre-check's website password", async () => {
    const { authorization } = await admin();
    const [from, to] = [await ecomPrecheck(), await ecomPrecheck()];
    await store(ecomPrechecks.genPassEncrypted, to, await storedAt(ecomPrechecks.genPassEncrypted, from));
    expectUnreadable(await readSecret(to, authorization));
    expect((await readSecret(from, authorization)).json()).toEqual({ genPass: 'S3cr3t-Pässwort!' });
  });
});

describe('secrets stored before they were bound to their rows', () => {
  it('are bound when the server starts, and sign in, sign and read back as before', async () => {
    const a = await admin();
    const first = await createEndpoint(t, a.authorization, {
      url: `${receiver.url}/upgraded`,
      events: ['merchant.created'],
    });
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${first.id}/rotate-secret`,
      headers: { authorization: a.authorization },
    });
    const current = rotated.json<{ secret: string }>().secret;
    const precheck = await ecomPrecheck();

    // As the version before wrote them: the same secrets, sealed without their place.
    const rows: [PgColumn, KeyPurpose, string][] = [
      [users.totpSecretEncrypted, 'totp-secrets', a.id],
      [webhookEndpoints.secretEncrypted, 'webhook-secrets', first.id],
      [webhookEndpoints.previousSecretEncrypted, 'webhook-secrets', first.id],
      [ecomPrechecks.genPassEncrypted, 'secrets-at-rest', precheck],
    ];
    for (const [column, purpose, id] of rows) {
      const plain = decryptSecret(keyOf(purpose), (await storedAt(column, id))!, placeOf(column, id));
      await store(column, id, sealUnbound(keyOf(purpose), plain));
    }

    // The server starts again on the same database, once its mails (the admins' notice of the new
    // endpoint) are out: the next instance's sign-in reads the first mail to come.
    await until(async () => {
      const [waiting] = await t.db
        .select({ n: count() })
        .from(outbox)
        .where(and(eq(outbox.kind, 'mail'), inArray(outbox.status, [...UNSENT_STATUSES])));
      return waiting!.n === 0;
    }, 'the mails sent');
    await t.app.close();
    t = await createTestApp(ENV, { database: t.database, logger: log.logger });
    for (const [column, , id] of rows) expect(await storedAt(column, id)).toMatch(/^v2:/);
    expect(log.text()).toContain('secrets bound to their rows');

    const signedIn = await secondStep(t, a.email, a.secret);
    expect(signedIn.statusCode).toBe(200);
    const authorization = `Bearer ${signedIn.json<{ access_token: string }>().access_token}`;
    // Both signatures verify: the one of the secret before the rotation, and the current one.
    for (const secret of [first.secret, current]) {
      receiver.useSecrets([secret]);
      expect(await testDelivery(first.id, authorization)).toMatchObject({ status: 'sent' });
      expect(lastTo('/upgraded').verified, 'the secret before or after the rotation').not.toBeNull();
    }
    expect((await readSecret(precheck, authorization)).json()).toEqual({ genPass: 'S3cr3t-Pässwort!' });
  });

  it('are bound once however many instances start at once, and binding again changes nothing', async () => {
    const precheck = await ecomPrecheck();
    const key = keyOf('secrets-at-rest');
    await store(ecomPrechecks.genPassEncrypted, precheck, sealUnbound(key, 'S3cr3t-Pässwort!'));
    await Promise.all(
      Array.from({ length: 3 }, () => bindSecrets(t.db, ecomPrechecks.genPassEncrypted, key, quiet)),
    );
    const bound = (await storedAt(ecomPrechecks.genPassEncrypted, precheck))!;
    expect(decryptSecret(key, bound, placeOf(ecomPrechecks.genPassEncrypted, precheck))).toBe(
      'S3cr3t-Pässwort!',
    );
    for (const [column, purpose] of COLUMNS) await bindSecrets(t.db, column, keyOf(purpose), quiet);
    expect(await storedAt(ecomPrechecks.genPassEncrypted, precheck)).toBe(bound);
  });

  it('are left as they are, and logged, when they do not decrypt', async () => {
    const precheck = await ecomPrecheck();
    const foreign = sealUnbound(deriveKey('another-app-secret-that-is-long-enough', 'secrets-at-rest'), 'x');
    await store(ecomPrechecks.genPassEncrypted, precheck, foreign);
    const errors: string[] = [];
    await bindSecrets(t.db, ecomPrechecks.genPassEncrypted, keyOf('secrets-at-rest'), {
      ...quiet,
      error: (facts) => errors.push(JSON.stringify(facts)),
    });
    expect(await storedAt(ecomPrechecks.genPassEncrypted, precheck)).toBe(foreign);
    expect(errors.join()).toContain(`precheck_ecom:gen_pass_encrypted:${precheck}`);
    await t.db.update(ecomPrechecks).set({ genPassEncrypted: null }).where(eq(ecomPrechecks.id, precheck));
  });
});
