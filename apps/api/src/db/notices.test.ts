import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { until } from '../test/until.ts';
import { openTestDatabase } from '../test/database.ts';
import { HEARTBEAT_MS, listenPostgres, type NoticeListener } from './notices.ts';

const CHANNEL = 'portal_notices_test';
const BURST = 1000;

describe.runIf(process.env.DATABASE_URL)('the notice connection on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let listener: NoticeListener;
  const heard: string[] = [];
  /** The most statements any one connection was given at once, whatever pg would queue. */
  let mostAtOnce = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below on the client it belongs to
    const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
    const running = new WeakMap<pg.Client, number>();
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const result = query.apply(this, args);
      const now = (running.get(this) ?? 0) + 1;
      running.set(this, now);
      mostAtOnce = Math.max(mostAtOnce, now);
      const done = () => running.set(this, (running.get(this) ?? 1) - 1);
      (result as Promise<unknown>).then(done, done);
      return result;
    });
    let up = false;
    listener = await listenPostgres(
      database.url!,
      [CHANNEL],
      {
        notice: (channel, payload) => channel === CHANNEL && heard.push(payload),
        up: () => (up = true),
        down: () => (up = false),
      },
      () => undefined,
    );
    await until(async () => up, 'listening', 10 * HEARTBEAT_MS);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await listener.close();
    await database.close();
  });

  it('runs a thousand notices and counts asked at once one at a time, each heard in the order sent', async () => {
    const sent = Array.from({ length: BURST }, (_, i) => String(i));
    const counts = await Promise.all(
      sent.map((payload, i) =>
        i % 100 === 0 ? listener.instances() : listener.notify(CHANNEL, payload).then(() => undefined),
      ),
    );
    // Heartbeats went on meanwhile, taking their turns.
    await new Promise((resolve) => setTimeout(resolve, 3 * HEARTBEAT_MS));
    const notified = sent.filter((_, i) => i % 100 !== 0);
    await until(async () => heard.length >= notified.length, 'every notice', 10_000);
    expect(heard).toEqual(notified);
    expect(counts.filter((n) => n !== undefined)).toEqual(Array(BURST / 100).fill(1));
    expect(mostAtOnce).toBe(1);
    expect(listener.confirmedSince()).toBeGreaterThan(Date.now() - 4 * HEARTBEAT_MS);
  });
});
