import type { OutboxTopic } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { describeFailure } from './failure.ts';
import { claimDue, ENDPOINT_SHARE, endpointOfMessage, type OutboxRow, pruneSent, settle } from './store.ts';

/** How a delivery ended when it did not throw: sent, or left unsent on purpose, with why. */
export type Delivered = { status: 'sent' } | { status: 'skipped'; reason: string };

/**
 * Sends one message. Throwing means it could not be sent: `describeFailure` tells a temporary failure
 * (retried) from a permanent one (failed at once).
 */
export type Delivery = (message: OutboxRow) => Promise<Delivered>;

export type OutboxTiming = {
  /** How often every instance asks for due messages; a change on this instance wakes it at once. */
  pollMs: number;
  /** How long a claimed message is its worker's; a worker that died is taken over after it. */
  leaseMs: number;
  /** The first retry's delay; each next one doubles, up to `retryMaxMs`, with jitter. */
  retryBaseMs: number;
  retryMaxMs: number;
};

export const DEFAULT_OUTBOX_TIMING: OutboxTiming = {
  pollMs: 1000,
  leaseMs: 60_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
};

/**
 * Messages one worker sends side by side. A send that ends makes room for another at once (no batch
 * waits for its slowest), and one webhook endpoint takes a few of these at most (`ENDPOINT_SHARE`).
 */
export const OUTBOX_BATCH = 8;

/**
 * A topic's own retry schedule: the wait after failed attempt `attempt` (1, 2, …), or null when
 * that was the last. Topics without one retry with `retryDelay`.
 */
export type RetrySchedule = (attempt: number) => number | null;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Exponential backoff with "equal jitter": half the delay fixed, half random, so the instances'
 * retries after one outage of the mail server do not all arrive together.
 */
export function retryDelay(attempt: number, { retryBaseMs, retryMaxMs }: OutboxTiming): number {
  const ceiling = Math.min(retryBaseMs * 2 ** Math.max(0, attempt - 1), retryMaxMs);
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}

export type OutboxWorker = {
  /** Asks for due messages now (after this instance committed one). */
  wake(): void;
  /** Stops asking and waits for the sends in flight to be settled. */
  stop(): Promise<void>;
};

/**
 * The outbox's sender on this instance: every `pollMs`, whenever woken, and whenever a send ends, it
 * claims as many due messages as it has room for (`OUTBOX_BATCH` in flight) and delivers each through
 * its topic's `Delivery`. Every instance runs one; the claim (store.ts) keeps them from sending the
 * same message side by side. A failed try is retried after its topic's schedule, or `retryDelay`.
 */
export function startOutboxWorker(options: {
  db: Db;
  log: FastifyBaseLogger;
  deliveries: Record<OutboxTopic, Delivery>;
  schedules?: Partial<Record<OutboxTopic, RetrySchedule>>;
  timing?: Partial<OutboxTiming>;
}): OutboxWorker {
  const { db, log, deliveries, schedules = {} } = options;
  const timing = { ...DEFAULT_OUTBOX_TIMING, ...options.timing };
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  const sending = new Set<Promise<void>>();
  /** This worker's sends in flight per webhook endpoint. */
  const perEndpoint = new Map<string, number>();

  const nextDelay = (message: OutboxRow) => {
    const schedule = schedules[message.topic];
    return schedule ? schedule(message.attempts) : retryDelay(message.attempts, timing);
  };

  async function deliverOne(message: OutboxRow): Promise<void> {
    let outcome: Parameters<typeof settle>[3];
    try {
      const delivered = await deliveries[message.topic](message);
      outcome = delivered.status === 'sent' ? delivered : { status: 'skipped', error: delivered.reason };
    } catch (error) {
      const failure = describeFailure(error);
      log.warn(
        { outbox: message.id, attempt: message.attempts, reason: failure.reason },
        'outbox send failed',
      );
      const delayMs = failure.permanent ? null : nextDelay(message);
      outcome =
        delayMs === null
          ? { status: 'failed', error: failure.reason }
          : { status: 'retrying', error: failure.reason, delayMs };
    }
    if (!(await settle(db, message.id, message.attempts, outcome))) {
      log.warn({ outbox: message.id }, 'outbox message was taken over before its send was recorded');
    }
  }

  /** Starts sending `message` beside the others; when it is settled, its room is claimed again. */
  function send(message: OutboxRow): void {
    const endpoint = endpointOfMessage(message);
    if (endpoint) perEndpoint.set(endpoint, (perEndpoint.get(endpoint) ?? 0) + 1);
    const settled = deliverOne(message).finally(() => {
      sending.delete(settled);
      if (endpoint) {
        const left = perEndpoint.get(endpoint)! - 1;
        if (left === 0) perEndpoint.delete(endpoint);
        else perEndpoint.set(endpoint, left);
      }
      tick();
    });
    sending.add(settled);
  }

  async function claimWhileRoom(): Promise<void> {
    do {
      again = false;
      const room = OUTBOX_BATCH - sending.size;
      if (room <= 0) return;
      const busy = [...perEndpoint].filter(([, n]) => n >= ENDPOINT_SHARE).map(([endpoint]) => endpoint);
      const claimed = await claimDue(db, room, timing.leaseMs, busy);
      claimed.forEach(send);
      if (claimed.length === room) again = true;
    } while (again && !stopped);
  }

  function tick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = claimWhileRoom()
      .catch((error: unknown) => log.warn({ err: error }, 'outbox poll failed'))
      .finally(() => {
        running = null;
      });
  }

  const poll = setInterval(tick, timing.pollMs);
  poll.unref();
  const prune = setInterval(() => {
    pruneSent(db).catch((error: unknown) => log.warn({ err: error }, 'outbox prune failed'));
  }, DAY_MS / 24);
  prune.unref();
  setImmediate(tick);

  return {
    wake: () => setImmediate(tick),
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearInterval(prune);
      while (running) await running;
      await Promise.all(sending);
    },
  };
}
