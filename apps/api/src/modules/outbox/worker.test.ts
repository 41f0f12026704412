import { OUTBOX_TOPICS, type OutboxTopic } from '@portal/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import { openTestDatabase } from '../../test/database.ts';
import { until } from '../../test/until.ts';
import { PermanentFailure } from './failure.ts';
import { backlog, ENDPOINT_SHARE, enqueue, type OutboxRow, requeue, settle } from './store.ts';
import {
  type Delivered,
  type Delivery,
  OUTBOX_BATCH,
  type OutboxWorker,
  retryDelay,
  startOutboxWorker,
} from './worker.ts';

/*
 * The outbox on the test's own database (PGlite, or PostgreSQL when DATABASE_URL is set): what is
 * written is sent, at least once and, with two workers on two connections, not twice; temporary
 * failures wait and retry, permanent ones stop at once, and a worker that died is taken over.
 */

let database: Awaited<ReturnType<typeof openTestDatabase>>;
const log = { warn: () => undefined } as unknown as FastifyBaseLogger;
const FAST = { pollMs: 20, leaseMs: 400, retryBaseMs: 30, retryMaxMs: 60 };

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(outbox);
});

const message = (n: number) => ({
  kind: 'mail' as const,
  topic: 'precheck-confirmation' as const,
  recipient: `applicant${n}@example.com`,
  language: 'en' as const,
  payload: { precheck: 'pos', id: String(n) },
});

// As long as the test's own limit allows: on a loaded machine the worker's rounds take longer than
// the shared default wait expects.
const WAIT_MS = 25_000;

const rows = () => database.db.select().from(outbox);
const row = async (id: string) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

/** One delivery for every topic: the worker's handling does not depend on what a message is. */
const everyTopic = (deliver: Delivery) =>
  Object.fromEntries(OUTBOX_TOPICS.map((topic) => [topic, deliver])) as Record<OutboxTopic, Delivery>;

function worker(
  deliver: (message: OutboxRow) => Promise<Delivered>,
  db: Database = database,
  timing = FAST,
): OutboxWorker {
  return startOutboxWorker({ db: db.db, log, deliveries: everyTopic(deliver), timing });
}

describe('the outbox worker', () => {
  it('sends what was committed, once, and records it as sent', async () => {
    const sent: string[] = [];
    const ids = await Promise.all([1, 2, 3].map((n) => enqueue(database.db, message(n))));
    const w = worker(async (m) => {
      sent.push(m.id);
      return { status: 'sent' };
    });
    await until(async () => (await rows()).every((r) => r.status === 'sent'), 'three sent', WAIT_MS);
    await w.stop();
    expect(sent.sort()).toEqual([...ids].sort());
    for (const id of ids)
      expect(await row(id)).toMatchObject({ attempts: 1, lastError: null, nextAttemptAt: null });
  });

  it('sends nothing for a transaction that rolled back', async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueue(tx, message(1));
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect(await rows()).toEqual([]);
  });

  it('retries a temporary failure (SMTP 4xx, a refused connection) with backoff, then sends it', async () => {
    let tries = 0;
    const failedTries: string[] = [];
    const id = await enqueue(database.db, message(1));
    const w = startOutboxWorker({
      db: database.db,
      log,
      deliveries: everyTopic(async () => {
        tries += 1;
        if (tries === 1)
          throw Object.assign(new Error('greylisted'), {
            responseCode: 451,
            response: '451 4.7.1 Try again later',
          });
        if (tries === 2)
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNREFUSED' });
        return { status: 'sent' };
      }),
      timing: FAST,
      onFailedTry: (kind) => failedTries.push(kind),
    });
    await until(async () => (await row(id)).status === 'sent', 'sent after two failures', WAIT_MS);
    await w.stop();
    expect(tries).toBe(3);
    expect(await row(id)).toMatchObject({ attempts: 3, lastError: null });
    // Each failed try is told, by kind (the metrics' failures); the send that went through is not.
    expect(failedTries).toEqual(['mail', 'mail']);
  });

  it('keeps a temporary failure as retrying with its reason and its next try', async () => {
    const id = await enqueue(database.db, message(1));
    const w = startOutboxWorker({
      db: database.db,
      log,
      deliveries: everyTopic(async () => {
        throw Object.assign(new Error('x'), {
          responseCode: 421,
          response: '421 4.3.2 Service not available',
        });
      }),
      timing: { ...FAST, retryBaseMs: 60_000, retryMaxMs: 60_000 },
    });
    await until(async () => (await row(id)).status === 'retrying', 'retrying', WAIT_MS);
    await w.stop();
    const kept = await row(id);
    expect(kept.lastError).toBe('421 4.3.2 Service not available');
    const wait = kept.nextAttemptAt!.getTime() - Date.now();
    expect(wait).toBeGreaterThan(20_000);
    expect(wait).toBeLessThanOrEqual(60_000);
  });

  it('fails a permanent refusal (SMTP 5xx) at once, and Send again queues it anew', async () => {
    const id = await enqueue(database.db, message(1));
    let refuse = true;
    const w = worker(async () => {
      if (refuse)
        throw Object.assign(new Error('x'), { responseCode: 550, response: '550 5.1.1 No such user' });
      return { status: 'sent' };
    });
    await until(async () => (await row(id)).status === 'failed', 'failed', WAIT_MS);
    expect(await row(id)).toMatchObject({
      attempts: 1,
      lastError: '550 5.1.1 No such user',
      nextAttemptAt: null,
    });
    refuse = false;
    expect(await requeue(database.db, id)).toBe(true);
    w.wake();
    await until(async () => (await row(id)).status === 'sent', 'sent again', WAIT_MS);
    await w.stop();
    expect(await row(id)).toMatchObject({ attempts: 2 });
    // Only a failed or skipped message may be sent again.
    expect(await requeue(database.db, id)).toBe(false);
  });

  it('fails a message whose retries would outlast its 24 hours', async () => {
    const id = await enqueue(database.db, message(1));
    await database.db
      .update(outbox)
      .set({ giveUpAt: sql`now() + interval '5 seconds'` })
      .where(eq(outbox.id, id));
    const w = startOutboxWorker({
      db: database.db,
      log,
      deliveries: everyTopic(async () => {
        throw Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' });
      }),
      timing: { ...FAST, retryBaseMs: 60_000, retryMaxMs: 60_000 },
    });
    await until(async () => (await row(id)).status === 'failed', 'failed for good', WAIT_MS);
    await w.stop();
    expect((await row(id)).lastError).toMatch(/^ETIMEDOUT/);
  });

  it('fails a delivery that says it can never pass at once', async () => {
    const id = await enqueue(database.db, message(1));
    const w = worker(async () => {
      throw new PermanentFailure('the address is not one a mail can go to');
    });
    await until(async () => (await row(id)).status === 'failed', 'failed', WAIT_MS);
    await w.stop();
    expect(await row(id)).toMatchObject({
      attempts: 1,
      lastError: 'the address is not one a mail can go to',
    });
  });

  it('records a skipped message with why', async () => {
    const id = await enqueue(database.db, message(1));
    const w = worker(async () => ({
      status: 'skipped',
      reason: 'the recipient has had too many mails this hour',
    }));
    await until(async () => (await row(id)).status === 'skipped', 'skipped', WAIT_MS);
    await w.stop();
    expect((await row(id)).lastError).toBe('the recipient has had too many mails this hour');
  });

  it('takes over a message whose worker died while sending; the dead one cannot record it', async () => {
    const id = await enqueue(database.db, message(1));
    // A worker claimed it (attempt 1) and died: its lease has run out.
    await database.db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(outbox.id, id));
    const w = worker(async () => ({ status: 'sent' }));
    await until(async () => (await row(id)).status === 'sent', 'taken over and sent', WAIT_MS);
    await w.stop();
    expect((await row(id)).attempts).toBe(2);
    expect(await settle(database.db, id, 1, { status: 'failed', error: 'late' })).toBe(false);
    expect((await row(id)).status).toBe('sent');
  });

  it('tells how many wait and for how long the oldest has', async () => {
    expect(await backlog(database.db)).toEqual({ queued: 0, oldestQueuedAgeS: null });
    const id = await enqueue(database.db, message(1));
    await enqueue(database.db, message(2));
    await database.db
      .update(outbox)
      .set({ createdAt: sql`now() - interval '90 seconds'` })
      .where(eq(outbox.id, id));
    const { queued, oldestQueuedAgeS } = await backlog(database.db);
    expect(queued).toBe(2);
    expect(oldestQueuedAgeS).toBeGreaterThanOrEqual(90);
    expect(oldestQueuedAgeS).toBeLessThan(100);
  });

  it('with two workers on two connections sends each of 200 messages once', async () => {
    const second: Database = database.url
      ? await openDatabase({ databaseUrl: database.url, dataDir: 'memory', onIdleError: () => undefined })
      : database;
    const sends = new Map<string, number>();
    const deliver = async (m: OutboxRow): Promise<Delivered> => {
      sends.set(m.id, (sends.get(m.id) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 2));
      return { status: 'sent' };
    };
    // A lease far longer than any send here: what is counted is the claim, not a lease running out.
    const timing = { ...FAST, leaseMs: 60_000 };
    const workers = [worker(deliver, database, timing), worker(deliver, second, timing)];
    await Promise.all(Array.from({ length: 200 }, (_, n) => enqueue(database.db, message(n))));
    workers.forEach((w) => w.wake());
    await until(async () => (await backlog(database.db)).queued === 0, 'all 200 sent', WAIT_MS);
    await Promise.all(workers.map((w) => w.stop()));
    if (second !== database) await second.close();
    expect(sends.size).toBe(200);
    expect([...sends.entries()].filter(([, n]) => n > 1)).toEqual([]);
    expect((await rows()).filter((r) => r.attempts !== 1)).toEqual([]);
  });
});

describe('the outbox worker with webhooks beside the mails', () => {
  const webhook = (endpointId: string, n: number) => ({
    kind: 'webhook' as const,
    topic: 'webhook' as const,
    recipient: `https://${endpointId}.example/hooks`,
    language: 'en' as const,
    payload: { endpointId, eventId: String(n) },
  });

  it("sends webhooks while every mail send hangs, and a hanging endpoint holds a few of the webhooks' sends", async () => {
    const releases: (() => void)[] = [];
    const hang = () => new Promise<Delivered>((resolve) => releases.push(() => resolve({ status: 'sent' })));
    const sent: string[] = [];
    const deliver = async (m: OutboxRow): Promise<Delivered> => {
      if (m.kind === 'mail' || m.payload.endpointId === 'slow') return hang();
      sent.push(m.id);
      return { status: 'sent' };
    };
    for (let n = 0; n < 20; n++) await enqueue(database.db, message(n));
    for (let n = 0; n < 20; n++) await enqueue(database.db, webhook('slow', n));
    for (let n = 0; n < 20; n++) await enqueue(database.db, webhook('fast', n));
    const w = worker(deliver);
    await until(async () => sent.length === 20, 'the fast endpoint served', WAIT_MS);
    // Eight mails and four deliveries to the slow endpoint hang; nothing else waits for them.
    expect(releases).toHaveLength(OUTBOX_BATCH + ENDPOINT_SHARE);
    const release = setInterval(() => releases.splice(0).forEach((done) => done()), 20);
    await until(async () => (await backlog(database.db)).queued === 0, 'all sent', WAIT_MS);
    clearInterval(release);
    await w.stop();
  });

  it('retries a topic on its own schedule, and fails it when the schedule ends', async () => {
    const id = await enqueue(database.db, webhook('down', 1));
    const w = startOutboxWorker({
      db: database.db,
      log,
      deliveries: everyTopic(async () => {
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      }),
      schedules: { webhook: (attempt) => (attempt < 3 ? 40 * attempt : null) },
      timing: FAST,
    });
    await until(async () => (await row(id)).status === 'failed', 'failed after its schedule', WAIT_MS);
    await w.stop();
    expect(await row(id)).toMatchObject({ attempts: 3, nextAttemptAt: null });
  });
});

describe('retry delays', () => {
  it('double from the base, with half of each delay random, up to the cap', () => {
    const timing = { pollMs: 1000, leaseMs: 60_000, retryBaseMs: 30_000, retryMaxMs: 3_600_000 };
    for (let attempt = 1; attempt <= 12; attempt++) {
      const ceiling = Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);
      for (let i = 0; i < 50; i++) {
        const delay = retryDelay(attempt, timing);
        expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
        expect(delay).toBeLessThanOrEqual(ceiling);
      }
    }
  });
});
