import type { AuditAction, AuditDetails, AuditPerson, AuditTargetType } from '@portal/shared';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { GENESIS_HASH, newLink } from './chain.ts';

/**
 * Who did it, as the entry keeps it: copied, so the entry outlives the account. An API key has no
 * address; its name is read from the key (never deleted, only revoked) when the entry is shown.
 */
export type AuditActorFacts = AuditPerson | { id: string; email: null; role: 'api_key' } | null;

/** One action to record. */
export type AuditEvent = {
  action: AuditAction;
  targetType?: AuditTargetType;
  targetId?: string;
  details?: AuditDetails;
};

/** The request's side of an entry: the signed-in actor and the client's address. */
export type AuditSource = { actor: AuditActorFacts; ip: string | null };

// Any fixed number: every instance takes the same lock, so appends take turns across instances.
const AUDIT_APPEND_LOCK = 72_410_002;

/**
 * Takes the append lock for the rest of the caller's transaction: no entry is appended meanwhile, on
 * any instance (an erasure reads the entries it rewrites under it). Taking it again is harmless.
 */
export async function lockChain(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_APPEND_LOCK})`);
}

/** One entry to append: what was done, by whom. */
export type AuditRecord = { source: AuditSource; event: AuditEvent };

/**
 * Appends entries, in the order given, inside the caller's transaction. The transaction-scoped
 * advisory lock makes the read of the last entry and the insert one unit on every instance: two
 * appends cannot both chain onto the same entry. It is held until the caller's transaction ends, so
 * append last, just before commit. Answers the entries' `seq`.
 */
export async function appendEntries(tx: Db, records: readonly AuditRecord[]): Promise<number[]> {
  if (records.length === 0) return [];
  await lockChain(tx);
  const [last] = await tx
    .select({ seq: auditLog.seq, hash: auditLog.hash })
    .from(auditLog)
    .orderBy(desc(auditLog.seq))
    .limit(1);
  let seq = last?.seq ?? 0;
  let prevHash = last?.hash ?? GENESIS_HASH;
  const at = new Date();
  const rows = records.map(({ source, event }) => {
    seq += 1;
    const content = {
      seq,
      at,
      actorId: source.actor?.id ?? null,
      actorEmail: source.actor?.email ?? null,
      actorRole: source.actor?.role ?? null,
      action: event.action,
      targetType: event.targetType ?? null,
      targetId: event.targetId ?? null,
      ip: source.ip,
      details: event.details ?? {},
    };
    const row = { ...content, ...newLink(prevHash, content) };
    prevHash = row.hash;
    return row;
  });
  await tx.insert(auditLog).values(rows);
  return rows.map((row) => row.seq);
}

/** Appends one entry inside the caller's transaction (see appendEntries); answers its `seq`. */
export async function appendEntry(tx: Db, source: AuditSource, event: AuditEvent): Promise<number> {
  const [seq] = await appendEntries(tx, [{ source, event }]);
  return seq!;
}
