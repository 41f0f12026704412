import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';

/** An answer as a create sends it and a replay sends it again. */
export type StoredAnswer = { status: number; body: unknown; location: string | null };

/** How long a key's answer is kept (DESIGN §10). */
export const KEY_TTL_HOURS = 24;
/**
 * How long a claim holds its key before another request may take it over: a create that died (its
 * instance killed mid-request) leaves a claim nobody will finish. Taking one over is safe: the answer is
 * written with the record and only by the claim's holder, so an old holder still running cannot commit.
 */
export const CLAIM_LEASE_SECONDS = 30;

type Ref = { scope: string; key: string };

/** Keys created before this have expired; claims made before `leaseLapsed` may be taken over. */
const keyExpired = sql`now() - make_interval(hours => ${KEY_TTL_HOURS})`;
const leaseLapsed = sql`now() - make_interval(secs => ${CLAIM_LEASE_SECONDS})`;

/** What an existing key answers a request. */
export type Settled =
  { outcome: 'replay'; answer: StoredAnswer } | { outcome: 'conflict' } | { outcome: 'in-progress' };

export type ClaimOutcome = { outcome: 'claimed' } | Settled;

const ofKey = ({ scope, key }: Ref) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

/**
 * Claims `key` for one request in one statement. The insert takes a free key; on a taken one it starts
 * over only a key whose answer has expired, or a claim of the same request whose lease ran out. When
 * another request holds the key, PostgreSQL's unique index makes this insert wait for that request's own
 * insert to commit, so what is read afterwards is settled: its answer, or its claim still running.
 */
export async function claimKey(db: Db, ref: Ref, requestHash: string, claim: string): Promise<ClaimOutcome> {
  for (;;) {
    const [taken] = await db
      .insert(idempotencyKeys)
      .values({ ...ref, requestHash, claim })
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: {
          requestHash,
          claim,
          claimedAt: sql`now()`,
          createdAt: sql`now()`,
          status: null,
          body: null,
          location: null,
        },
        setWhere: or(
          lt(idempotencyKeys.createdAt, keyExpired),
          and(
            isNull(idempotencyKeys.status),
            eq(idempotencyKeys.requestHash, requestHash),
            lt(idempotencyKeys.claimedAt, leaseLapsed),
          ),
        ),
      })
      .returning({ claim: idempotencyKeys.claim });
    if (taken?.claim === claim) return { outcome: 'claimed' };

    const held = await findKey(db, ref, requestHash);
    // Released between the two statements (its request failed): try to take it again.
    if (held) return held;
  }
}

/**
 * What a key already settles for a request with this hash, read without writing: its answer, a
 * conflict, or a claim still running; null when the key is free to claim (unknown, expired, or a claim
 * of this request whose lease ran out).
 */
export async function findKey(db: Db, ref: Ref, requestHash: string): Promise<Settled | null> {
  const [held] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      body: idempotencyKeys.body,
      location: idempotencyKeys.location,
      expired: sql<boolean>`${idempotencyKeys.createdAt} < ${keyExpired}`,
      lapsed: sql<boolean>`${idempotencyKeys.claimedAt} < ${leaseLapsed}`,
    })
    .from(idempotencyKeys)
    .where(ofKey(ref));
  if (!held || held.expired) return null;
  if (held.requestHash !== requestHash) return { outcome: 'conflict' };
  if (held.status === null) return held.lapsed ? null : { outcome: 'in-progress' };
  return { outcome: 'replay', answer: { status: held.status, body: held.body, location: held.location } };
}

/**
 * Writes the answer inside the create's transaction; false when the claim is no longer this request's
 * (its lease ran out and another took over), and then the create must roll back.
 */
export async function sealKey(tx: Db, ref: Ref, claim: string, answer: StoredAnswer): Promise<boolean> {
  const sealed = await tx
    .update(idempotencyKeys)
    .set(answer)
    .where(and(ofKey(ref), eq(idempotencyKeys.claim, claim), isNull(idempotencyKeys.status)))
    .returning({ key: idempotencyKeys.key });
  return sealed.length === 1;
}

/** Frees a claim whose request failed, so its retry is served at once; a sealed key stays. */
export async function releaseKey(db: Db, ref: Ref, claim: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(ofKey(ref), eq(idempotencyKeys.claim, claim), isNull(idempotencyKeys.status)));
}

export async function pruneExpiredKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, keyExpired));
}
