import { OUTBOX_KINDS, type OutboxKind, type OutboxTopic } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { describeFailure } from './failure.ts';
import { DEFAULT_OUTBOX_TIMING, type OutboxTiming } from '../../config.ts';
import {
  claimDue,
  claimWebhooks,
  ENDPOINT_SHARE,
  endpointOfMessage,
  type OutboxRow,
  pruneSent,
  settle,
} from './store.ts';

/** How a delivery ended when it did not throw: sent, or left unsent on purpose, with why. */
export type Delivered = { status: 'sent' } | { status: 'skipped'; reason: string };

/**
 * Sends one message. Throwing means it could not be sent: `describeFailure` tells a temporary failure
 * (retried) from a permanent one (failed at once).
 */
export type Delivery = (message: OutboxRow) => Promise<Delivered>;

/** Mails one worker sends side by side (a confirmation waits for its PDF on the outbox's one thread). */
export const OUTBOX_BATCH = 8;

/**
 * What one worker sends side by side, of each kind: mails and webhooks have sends of their own, so
 * mails waiting for their PDFs never hold up a webhook, nor a slow receiver a mail. A send that ends
 * makes room for another at once (no batch waits for its slowest), and one webhook endpoint takes a
 * few of the webhooks' sends at most (`ENDPOINT_SHARE`).
 */
export const OUTBOX_SENDS: Record<OutboxKind, number> = { mail: OUTBOX_BATCH, webhook: 16 };

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
export function retryDelay(
  attempt: number,
  { retryBaseMs, retryMaxMs }: Pick<OutboxTiming, 'retryBaseMs' | 'retryMaxMs'>,
): number {
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
 * claims as many due messages of each kind as it has room for (`OUTBOX_SENDS`) and delivers each through
 * its topic's `Delivery`. Every instance runs one; the claim (store.ts) keeps them from sending the
 * same message side by side. A failed try is retried after its topic's schedule, or `retryDelay`.
 */
export function startOutboxWorker(options: {
  db: Db;
  log: FastifyBaseLogger;
  deliveries: Record<OutboxTopic, Delivery>;
  schedules?: Partial<Record<OutboxTopic, RetrySchedule>>;
  timing?: Partial<OutboxTiming>;
  /** Told of every try that failed, by the message's kind (the metrics count them). */
  onFailedTry?: (kind: OutboxKind) => void;
}): OutboxWorker {
  const { db, log, deliveries, schedules = {}, onFailedTry } = options;
  const timing = { ...DEFAULT_OUTBOX_TIMING, ...options.timing };
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  const sending = Object.fromEntries(OUTBOX_KINDS.map((kind) => [kind, new Set<Promise<void>>()])) as Record<
    OutboxKind,
    Set<Promise<void>>
  >;
  /** This worker's sends in flight per webhook endpoint. */
  const perEndpoint = new Map<string, number>();
  /**
   * When a webhook claim last found nothing while an endpoint held its whole share: the due rows then
   * belong to full endpoints, and asking again only scans them all to find none, on every commit's
   * wake. Until a send ends, which frees a share, or
   * a poll interval passes, which catches rows of other endpoints, the webhook claim is skipped.
   */
  let webhooksBlockedAt: number | null = null;
  const webhooksBlocked = () =>
    webhooksBlockedAt !== null && performance.now() - webhooksBlockedAt < timing.pollMs;

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
      onFailedTry?.(message.kind);
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
    // A try that cannot even be recorded (the database went away) is left to its lease: another claim
    // takes it once the lease is over, so it is sent again rather than lost.
    const settled = deliverOne(message)
      .catch((error: unknown) => log.warn({ err: error, outbox: message.id }, 'outbox send not recorded'))
      .finally(() => {
        sending[message.kind].delete(settled);
        if (endpoint) {
          webhooksBlockedAt = null;
          const left = perEndpoint.get(endpoint)! - 1;
          if (left === 0) perEndpoint.delete(endpoint);
          else perEndpoint.set(endpoint, left);
        }
        tick();
      });
    sending[message.kind].add(settled);
  }

  async function claimWhileRoom(): Promise<void> {
    do {
      again = false;
      for (const kind of OUTBOX_KINDS) {
        const room = OUTBOX_SENDS[kind] - sending[kind].size;
        if (room <= 0 || (kind === 'webhook' && webhooksBlocked())) continue;
        const claim = { limit: room, leaseMs: timing.leaseMs };
        const claimed =
          kind === 'webhook'
            ? await claimWebhooks(db, { ...claim, held: perEndpoint })
            : await claimDue(db, { ...claim, kind });
        const someFull = [...perEndpoint.values()].some((n) => n >= ENDPOINT_SHARE);
        if (kind === 'webhook')
          webhooksBlockedAt = claimed.length === 0 && someFull ? performance.now() : null;
        claimed.forEach(send);
        if (claimed.length === room) again = true;
      }
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
      await Promise.all(OUTBOX_KINDS.flatMap((kind) => [...sending[kind]]));
    },
  };
}
