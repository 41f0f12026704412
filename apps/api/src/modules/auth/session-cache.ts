import type { CurrentUser } from '@portal/shared';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { HEARTBEAT_MS, type NoticeListener } from '../../db/notices.ts';

/** The channel the database's triggers announce session and user changes on (migration 0007). */
export const SESSION_CHANGES = 'session_changes';
/** Where each instance confirms it has applied a change notice. */
const SESSION_ACKS = 'session_change_acks';

/** Sessions remembered per instance, and for how long at most whatever happens. */
export const SESSION_CACHE = { max: 10_000, maxAgeMs: 60_000 };

/**
 * How recent the notice connection's last proof of life must be for remembered sessions to be used:
 * a connection lost without an error (a network cut) stops the cache within this time.
 */
const LEASE_MS = HEARTBEAT_MS * 3;

/** How long a writer waits for every instance's confirmation before answering anyway. */
const ACK_WAIT_MS = 1_000;

type Entry = { userId: string; user: CurrentUser };
type Waiter = { acks: number; expected?: number; settle(): void };

/** A change to one session, or to a user (and so to all their sessions). */
type Change = { jti: string } | { userId: string };

/** The notice the triggers send for a change (migration 0007). */
const noticeOf = (change: Change) => ('jti' in change ? `s:${change.jti}` : `u:${change.userId}`);

/**
 * Signed-in sessions remembered in memory, so that a request need not ask the database who its token
 * belongs to (DESIGN §4 asks for the database's answer, or a cache every change reaches at once).
 *
 * - Every revocation, session deletion and user change fires a notice from a database trigger when it
 *   commits, to every instance; each forgets what the notice names and confirms it on a second channel.
 *   The request that made the change answers only once every listening instance has confirmed
 *   (`settled`): after a sign-out, no instance lets the token in any more.
 * - The cache is used only while its listener is connected and has proven alive within the lease
 *   (heartbeats): when the connection is lost the cache is emptied and bypassed, since notices sent
 *   meanwhile would be missed, until it listens again; a cut cable raises no error, the lease ends it.
 * - A lookup that started before a notice arrived is not remembered (the generation check), so a stale
 *   answer cannot outlive the notice that should have removed it.
 */
export function createSessionCache() {
  const entries = new LRUCache<string, Entry>({ max: SESSION_CACHE.max, ttl: SESSION_CACHE.maxAgeMs });
  let live = false;
  let generation = 0;
  const waiters = new Map<string, Set<Waiter>>();
  let listener: NoticeListener | undefined;

  const forgetAll = () => {
    generation++;
    entries.clear();
  };

  function apply(payload: string) {
    generation++;
    const [kind, id] = [payload.slice(0, 2), payload.slice(2)];
    if (kind === 's:') entries.delete(id);
    if (kind === 'u:')
      for (const [jti, entry] of entries.entries()) if (entry.userId === id) entries.delete(jti);
    void listener?.notify(SESSION_ACKS, payload);
  }

  function acknowledged(payload: string) {
    for (const waiter of waiters.get(payload) ?? []) {
      waiter.acks++;
      if (waiter.expected !== undefined && waiter.acks >= waiter.expected) waiter.settle();
    }
  }

  return {
    async start(database: Database) {
      listener = await database.listen([SESSION_CHANGES, SESSION_ACKS], {
        notice: (channel, payload) => (channel === SESSION_CHANGES ? apply(payload) : acknowledged(payload)),
        up: () => {
          forgetAll();
          live = true;
        },
        down: () => {
          live = false;
          forgetAll();
          for (const set of waiters.values()) for (const waiter of set) waiter.settle();
        },
      });
    },
    stop: () => listener?.close(),

    /** The remembered user of a live session, if any. */
    get(jti: string, userId: string, expiresAtMs: number): CurrentUser | undefined {
      const now = Date.now();
      if (!live || !listener || now - listener.confirmedSince() > LEASE_MS || expiresAtMs <= now)
        return undefined;
      const entry = entries.get(jti);
      return entry?.userId === userId ? entry.user : undefined;
    },

    /** Call before reading a session from the database; hand the answer to `remember` with it. */
    generation: () => generation,

    remember(since: number, jti: string, user: CurrentUser, expiresAtMs: number) {
      if (!live || since !== generation) return;
      const ttl = Math.min(SESSION_CACHE.maxAgeMs, expiresAtMs - Date.now());
      if (ttl > 0) entries.set(jti, { userId: user.id, user }, { ttl });
    },

    /**
     * Runs a write that changes sessions or users, and resolves once every instance listening on
     * the database has confirmed it forgot what each change names (or after a second, so a stuck
     * instance cannot hold the caller for ever; its lease runs out meanwhile).
     */
    async settled<T>(changes: Change | readonly Change[], write: () => Promise<T>): Promise<T> {
      const payloads = [...new Set([changes].flat().map(noticeOf))];
      if (!live || !listener || payloads.length === 0) return write();
      const pending = payloads.map((payload) => {
        let settle = () => undefined as void;
        const done = new Promise<void>((resolve) => (settle = resolve));
        const waiter: Waiter = { acks: 0, settle };
        const set = waiters.get(payload) ?? new Set<Waiter>();
        waiters.set(payload, set.add(waiter));
        return { payload, waiter, done, set };
      });
      const timer = setTimeout(() => pending.forEach(({ waiter }) => waiter.settle()), ACK_WAIT_MS).unref();
      try {
        // Counted before the write: an instance that starts listening later starts with nothing remembered.
        const expected = await listener.instances();
        for (const { waiter } of pending) waiter.expected = expected;
        const result = await write();
        for (const { waiter } of pending) if (waiter.acks >= expected) waiter.settle();
        await Promise.all(pending.map(({ done }) => done));
        return result;
      } finally {
        clearTimeout(timer);
        for (const { payload, waiter, set } of pending) {
          set.delete(waiter);
          if (set.size === 0) waiters.delete(payload);
        }
      }
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
