import {
  type Language,
  type OutboxKind,
  type OutboxListQuery,
  type OutboxTopic,
  type SkipReason,
  UNSENT_STATUSES,
} from '@portal/shared';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client.ts';
import { oneOf, outbox } from '../../db/schema.ts';
import { offsetOf } from '../../db/search.ts';
import { msAhead } from '../../db/moments.ts';

export type OutboxRow = typeof outbox.$inferSelect;

/** A message to send, as the change that causes it writes it. */
export type NewMessage = {
  kind: OutboxKind;
  topic: OutboxTopic;
  recipient: string;
  language: Language;
  /** What the message is about (a record's kind and id), never a form's answers. */
  payload: Record<string, string>;
};

/** Writes `message` on `tx`, the transaction of the change that causes it: both commit, or neither. */
export async function enqueue(tx: Db, message: NewMessage): Promise<string> {
  const [row] = await tx.insert(outbox).values(message).returning({ id: outbox.id });
  return row!.id;
}

const dueOf = (kind: OutboxKind) =>
  and(inArray(outbox.status, UNSENT_STATUSES), sql`${outbox.nextAttemptAt} <= now()`, eq(outbox.kind, kind));

/**
 * Claims up to `limit` messages that `where` picks for one worker, in one statement: `SKIP LOCKED`
 * passes over rows another worker is claiming, and the claim itself (status `sending`, the lease's end
 * as the next try, one more attempt) commits before anything is sent. A worker that dies while sending
 * leaves its messages `sending`; when their lease ends any worker claims them again, so a message is
 * sent at least once, and at most once more than its acknowledged sends.
 */
function claimWhere(db: Db, where: SQL | undefined, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(where)
    .orderBy(outbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      status: 'sending',
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: msAhead(leaseMs),
    })
    .where(inArray(outbox.id, due))
    .returning();
}

/** Claims up to `limit` due messages of one kind, oldest due first (`claimWhere`). */
export const claimDue = (
  db: Db,
  { kind, limit, leaseMs }: { kind: OutboxKind; limit: number; leaseMs: number },
) => claimWhere(db, dueOf(kind), limit, leaseMs);

/**
 * Webhook deliveries to one endpoint that one worker sends at once at most: a slow or hanging
 * endpoint then ties up a few of the worker's sends, never all of them, and the other endpoints'
 * deliveries go on.
 */
export const ENDPOINT_SHARE = 4;
/** The endpoint a message is a webhook delivery to, or null for a mail. */
export const endpointOfMessage = (message: OutboxRow): string | null =>
  message.topic === 'webhook' ? (message.payload.endpointId ?? null) : null;

const unsentWebhook = sql`${outbox.topic} = 'webhook' and ${outbox.status} in ${oneOf(UNSENT_STATUSES)}`;

/**
 * The oldest due deliveries of each endpoint, `ENDPOINT_SHARE` at most per endpoint, read without a
 * lock. The endpoints are walked from the index of unsent deliveries by endpoint (a loose index scan:
 * one probe per endpoint), and each endpoint's due ones read from the same index, so the cost grows
 * with the number of endpoints, not with the backlog: reading every due row oldest first and keeping a
 * share of each held the submissions back.
 * The shares come oldest due first, so no endpoint waits behind others' backlogs.
 * A delivery whose endpoint was deleted as it was queued is found too (and skipped when sent).
 */
async function dueShares(db: Db, skip: readonly string[]): Promise<{ id: string; endpoint: string }[]> {
  const endpoint = sql`${outbox.payload}->>'endpointId'`;
  return selectRows<{ id: string; endpoint: string }>(
    db,
    sql`
    with recursive endpoints(id) as (
      (select ${endpoint} from ${outbox} where ${unsentWebhook} order by 1 limit 1)
      union all
      select (
        select ${endpoint} from ${outbox} where ${unsentWebhook} and ${endpoint} > endpoints.id
        order by 1 limit 1
      )
      from endpoints where endpoints.id is not null
    )
    select due.id, endpoints.id as endpoint
    from endpoints cross join lateral (
      select ${outbox.id} as id, ${outbox.nextAttemptAt} as due_at from ${outbox}
      where ${unsentWebhook} and ${endpoint} = endpoints.id and ${outbox.nextAttemptAt} <= now()
      order by ${outbox.nextAttemptAt} limit ${ENDPOINT_SHARE}
    ) due
    where endpoints.id is not null
      ${skip.length > 0 ? sql`and endpoints.id not in ${skip}` : sql``}
    order by due.due_at`,
  );
}

/**
 * Claims up to `limit` due webhook deliveries, but no more per endpoint than what `held` (this
 * worker's sends in flight per endpoint) leaves of its `ENDPOINT_SHARE`, so one endpoint never takes
 * every send. The shares are picked (`dueShares`), then claimed like any message: one another worker
 * took meanwhile is passed over.
 */
export async function claimWebhooks(
  db: Db,
  { limit, leaseMs, held }: { limit: number; leaseMs: number; held: ReadonlyMap<string, number> },
): Promise<OutboxRow[]> {
  const full = [...held].filter(([, n]) => n >= ENDPOINT_SHARE).map(([id]) => id);
  const taken = new Map(held);
  const picked: string[] = [];
  for (const candidate of await dueShares(db, full)) {
    const sending = taken.get(candidate.endpoint) ?? 0;
    if (sending >= ENDPOINT_SHARE) continue;
    taken.set(candidate.endpoint, sending + 1);
    picked.push(candidate.id);
    if (picked.length === limit) break;
  }
  if (picked.length === 0) return [];
  return claimWhere(db, and(dueOf('webhook'), inArray(outbox.id, picked)), limit, leaseMs);
}

/** How a try ended, for `settle`. */
export type Settlement =
  | { status: 'sent' }
  | { status: 'retrying'; error: string; delayMs: number }
  | { status: 'failed' | 'skipped'; error: string };

/**
 * Records how the try `attempt` of a message ended, only while that try still holds it: a worker whose
 * lease ran out (and whose message another worker has claimed since) changes nothing. A retry due
 * after the message's give-up time fails it instead.
 */
export async function settle(db: Db, id: string, attempt: number, outcome: Settlement): Promise<boolean> {
  const held = and(eq(outbox.id, id), eq(outbox.status, 'sending'), eq(outbox.attempts, attempt));
  let changes;
  if (outcome.status === 'sent') {
    changes = { status: 'sent' as const, sentAt: sql`now()`, nextAttemptAt: null, lastError: null };
  } else if (outcome.status === 'retrying') {
    const next = msAhead(outcome.delayMs);
    const inTime = sql`${next} < ${outbox.giveUpAt}`;
    changes = {
      status: sql`case when ${inTime} then 'retrying' else 'failed' end`,
      nextAttemptAt: sql`case when ${inTime} then ${next} end`,
      lastError: outcome.error,
    };
  } else {
    changes = { status: outcome.status, nextAttemptAt: null, lastError: outcome.error };
  }
  const updated = await db.update(outbox).set(changes).where(held).returning({ id: outbox.id });
  return updated.length === 1;
}

/**
 * A failed or skipped message queued again, with a fresh 24 hours of retries; false for any other,
 * and for one whose person was erased (its recipient is a pseudonym now).
 */
export async function requeue(db: Db, id: string): Promise<boolean> {
  const updated = await db
    .update(outbox)
    .set({ status: 'queued', nextAttemptAt: sql`now()`, giveUpAt: sql`now() + interval '24 hours'` })
    .where(
      and(
        eq(outbox.id, id),
        inArray(outbox.status, ['failed', 'skipped']),
        sql`${outbox.lastError} is distinct from ${'subject_erased' satisfies SkipReason}`,
      ),
    )
    .returning({ id: outbox.id });
  return updated.length === 1;
}

export async function findMessage(db: Db, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  return row;
}

/** One page of messages, newest first, with their total, filtered by kind and status. */
export async function listMessages(db: Db, query: OutboxListQuery) {
  const where = and(
    query.kind ? eq(outbox.kind, query.kind) : undefined,
    query.status ? eq(outbox.status, query.status) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db.select({ n: count() }).from(outbox).where(where),
  ]);
  return { items, total: total!.n };
}

/** How many messages wait to be sent, and the age of the oldest, in whole seconds. */
export async function backlog(db: Db): Promise<{ queued: number; oldestQueuedAgeS: number | null }> {
  const [row] = await db
    .select({
      queued: count(),
      oldest: sql<number | null>`floor(extract(epoch from now() - min(${outbox.createdAt})))::int`,
    })
    .from(outbox)
    .where(inArray(outbox.status, UNSENT_STATUSES));
  return { queued: row!.queued, oldestQueuedAgeS: row!.oldest === null ? null : Number(row!.oldest) };
}

/** Sent messages are kept 30 days (for the Outgoing screen), then removed. */
export async function pruneSent(db: Db): Promise<void> {
  await db
    .delete(outbox)
    .where(and(eq(outbox.status, 'sent'), sql`${outbox.sentAt} < now() - interval '30 days'`));
}
