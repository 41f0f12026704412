import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { openTestDatabase } from '../../test/database.ts';
import { claimWebhooks, ENDPOINT_SHARE, enqueue } from './store.ts';

/*
 * The webhook claim on the test's own database (PGlite, or PostgreSQL when DATABASE_URL is set): a
 * fair share per endpoint, the oldest due first across endpoints, and nothing that is not due.
 */

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(outbox);
});

/** Queues `count` deliveries to `endpointId`, due `agoS` seconds ago (negative: not yet due). */
async function deliveries(endpointId: string, count: number, agoS = 0): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    ids.push(
      await enqueue(database.db, {
        kind: 'webhook',
        topic: 'webhook',
        recipient: `https://${endpointId}.example/hooks`,
        language: 'en',
        payload: { endpointId, eventId: String(n) },
      }),
    );
  }
  await database.db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() - make_interval(secs => ${agoS})` })
    .where(inArray(outbox.id, ids));
  return ids;
}

const claim = (limit: number, held: Record<string, number> = {}) =>
  claimWebhooks(database.db, { limit, leaseMs: 60_000, held: new Map(Object.entries(held)) });
const endpointsOf = (rows: { payload: Record<string, string> }[]) =>
  rows.map((row) => row.payload.endpointId).sort();

describe('claiming webhook deliveries', () => {
  it('takes no more of one endpoint than its share leaves, and the others beside it', async () => {
    await deliveries('a', 10);
    await deliveries('b', 10);
    expect(endpointsOf(await claim(16))).toEqual([
      ...Array<string>(ENDPOINT_SHARE).fill('a'),
      ...Array<string>(ENDPOINT_SHARE).fill('b'),
    ]);
    // This worker already sends three to a and all of b's share: one more of a, none of b.
    await database.db.update(outbox).set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()` });
    expect(endpointsOf(await claim(16, { a: ENDPOINT_SHARE - 1, b: ENDPOINT_SHARE }))).toEqual(['a']);
  });

  it('serves the oldest due first, whatever the endpoint is called', async () => {
    await deliveries('a', 4, 1);
    const [oldest] = await deliveries('z', 1, 60);
    const [claimed] = await claim(1);
    expect(claimed!.id).toBe(oldest);
  });

  it('leaves what is not yet due, and what another claim holds', async () => {
    await deliveries('later', 3, -60);
    const taken = await claim(16);
    await deliveries('now', 2);
    expect(taken).toEqual([]);
    expect(endpointsOf(await claim(16))).toEqual(['now', 'now']);
    expect(await claim(16)).toEqual([]);
  });
});
