import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { until } from '../test/until.ts';
import { openTestDatabase } from '../test/database.ts';
import { HEARTBEAT_MS, listenPostgres, type NoticeListener } from './notices.ts';

const CHANNEL = 'portal_notices_test';
const BURST = 1000;
/** A notice whose statement the connection never answers in time, as if the network had gone quiet. */
const STALL = 'stall';

describe.runIf(process.env.DATABASE_URL)('the notice connection on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let listener: NoticeListener;
  const heard: string[] = [];
  /** What the owner was told of the connection, in order: 'up' and 'down'. */
  const states: string[] = [];
  /** The most statements any one connection was given at once, whatever pg would queue. */
  let mostAtOnce = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below on the client it belongs to
    const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
    const running = new WeakMap<pg.Client, number>();
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const config = args[0] as pg.QueryConfig;
      if (config.values?.[1] === STALL)
        args[0] = { ...config, text: 'select pg_sleep(10), $1::text, $2::text' };
      const result = query.apply(this, args);
      if (!(result instanceof Promise)) return result;
      const now = (running.get(this) ?? 0) + 1;
      running.set(this, now);
      mostAtOnce = Math.max(mostAtOnce, now);
      const done = () => running.set(this, (running.get(this) ?? 1) - 1);
      result.then(done, done);
      return result;
    });
    listener = await listenPostgres(
      database.url!,
      [CHANNEL],
      {
        notice: (channel, payload) => channel === CHANNEL && heard.push(payload),
        up: () => states.push('up'),
        down: () => states.push('down'),
      },
      () => undefined,
    );
    await until(async () => states.at(-1) === 'up', 'listening', 10 * HEARTBEAT_MS);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await listener?.close();
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

  it('replaces a connection whose statement stalls, and what waited behind it is not held', async () => {
    const told = states.length;
    const stalled = listener.notify(CHANNEL, STALL);
    const behind = listener.notify(CHANNEL, 'behind the stall');
    await until(
      async () => states.slice(told).includes('down'),
      'the stalled connection given up',
      8 * HEARTBEAT_MS,
    );
    await Promise.all([stalled, behind]);
    await until(async () => states.at(-1) === 'up', 'listening again', 10 * HEARTBEAT_MS);
    await listener.notify(CHANNEL, 'after');
    await until(async () => heard.at(-1) === 'after', 'a notice on the new connection');
    expect(heard).not.toContain(STALL);
  });
});
