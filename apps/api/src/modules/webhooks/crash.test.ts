import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../db/schema.ts';
import { crashHarness } from '../../test/crash-harness.ts';
import { openDataDir, openTestDatabase } from '../../test/database.ts';
import { until } from '../../test/until.ts';
import { type Receiver, startReceiver } from '../../test/webhook-receiver.ts';
import { deriveKey } from '../../lib/crypto/derive-key.ts';
import { encryptSecret } from '../../lib/crypto/secrets.ts';
import { secretPlace } from './repository.ts';
import { newWebhookSecret } from './signing.ts';

/*
 * kill -9 of the compiled server between the commit of pre-checks and the delivery of their
 * `precheck_pos.created` events, five times, each time started again on the same database: once
 * while the receiver holds its answers (delivered, but not known to be). After the last start every
 * acknowledged pre-check's event has arrived, verified, and an event sent twice came under one
 * webhook-id. On PostgreSQL when DATABASE_URL is set, else on the embedded database in DATA_DIR.
 */

const APP_SECRET = 'webhook-crash-secret-that-is-long-enough-for-the-config';
const cwd = mkdtempSync(path.join(tmpdir(), 'portal-webhook-crash-'));
let receiver: Receiver;
let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
const { acknowledged, start: startAgain, stop, submitThenKill } = crashHarness(cwd, 'webhook-crash.example');

beforeAll(async () => {
  const secret = newWebhookSecret();
  receiver = await startReceiver({ secret });
  // The endpoint is stored before the server first starts: the embedded database is the server's
  // alone while it runs.
  database = process.env.DATABASE_URL ? await openTestDatabase() : undefined;
  const store = database ?? (await openDataDir(path.join(cwd, 'data')));
  const id = randomUUID();
  await store.db.insert(webhookEndpoints).values({
    id,
    url: `${receiver.url}/portal`,
    events: ['precheck_pos.created'],
    secretEncrypted: encryptSecret(deriveKey(APP_SECRET, 'webhook-secrets'), secret, secretPlace(id)),
  });
  if (!database) await store.close();
});
afterAll(async () => {
  await stop('SIGKILL');
  await receiver.close();
  await database?.close();
  rmSync(cwd, { recursive: true, force: true });
});

function start(): Promise<string> {
  return startAgain({
    ...(database && { DATABASE_URL: database.url }),
    APP_SECRET,
    WEBHOOK_ALLOW_NETWORKS: '127.0.0.1/32',
    WEBHOOK_ALLOW_LOOPBACK: 'on',
    // A dead worker's deliveries are taken over 3 s after their claim.
    OUTBOX_POLL_MS: '50',
    OUTBOX_LEASE_MS: '3000',
  });
}

/** Each verified event's pre-check reference, by webhook-id. */
function referencesById() {
  const references = new Map<string, Set<string>>();
  for (const request of receiver.received) {
    if (!request.verified) continue;
    const id = String(request.headers['webhook-id']);
    references.set(id, (references.get(id) ?? new Set()).add(String(request.verified.data.reference)));
  }
  return references;
}

describe(
  'the compiled server killed (SIGKILL) between a commit and its webhook',
  { timeout: 300_000 },
  () => {
    it('delivers every acknowledged pre-check after the last restart, a resent one under its webhook-id', async () => {
      await submitThenKill(await start(), 40);

      // Killed with deliveries received but not answered: the receiver cannot have told the portal.
      const receivedBeforeHold = receiver.received.length;
      receiver.answer(() => 'hang');
      await submitThenKill(await start(), 40, () => receiver.received.length > receivedBeforeHold);
      const heldAtKill = receiver.received.length - receivedBeforeHold;
      receiver.answer(() => ({ status: 204 }));

      // Killed while the backlog drains: some delivered, some being sent, the rest still queued.
      const receivedBeforeDrain = receiver.received.length;
      await submitThenKill(await start(), 40, () => receiver.received.length >= receivedBeforeDrain + 20);

      await submitThenKill(await start(), 40);
      await submitThenKill(await start(), 40);
      expect(acknowledged.length).toBeGreaterThanOrEqual(200);

      await start();
      const missing = () => {
        const delivered = new Set([...referencesById().values()].flatMap((references) => [...references]));
        return acknowledged.filter((reference) => !delivered.has(reference));
      };
      await until(async () => missing().length === 0, 'every event', 120_000).catch(() =>
        expect(missing()).toEqual([]),
      );
      expect(await stop('SIGTERM')).toBe(0);

      expect(receiver.received.filter((request) => !request.verified)).toEqual([]);
      const references = referencesById();
      expect([...references.values()].filter((set) => set.size !== 1)).toEqual([]);
      const ids = new Map<string, string>();
      for (const [id, set] of references) ids.set([...set][0]!, id);
      // One webhook-id per pre-check, however often it was sent.
      expect(ids.size).toBe(references.size);
      expect(receiver.received.length - references.size).toBeGreaterThanOrEqual(heldAtKill);
    });
  },
);
