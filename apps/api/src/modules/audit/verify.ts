import type { AuditVerification } from '@portal/shared';
import { asc, gt, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { chainWalker, type ChainedRow } from './chain.ts';

/** What an entry's hash covers (ChainedContent), as columns. */
export const chainedContentColumns = {
  seq: auditLog.seq,
  at: auditLog.at,
  actorId: auditLog.actorId,
  actorEmail: auditLog.actorEmail,
  actorRole: auditLog.actorRole,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  ip: auditLog.ip,
  details: auditLog.details,
};

// Verification reads the chain this many entries at a time: memory stays flat at any length.
const VERIFY_BATCH = 5_000;

/**
 * Whether the log has migration 0036's columns: a snapshot restored from before it is verified (and
 * only then migrated) as its own entries were chained.
 */
async function hasDigests(db: Db): Promise<boolean> {
  const rows = await selectRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from information_schema.columns
      where table_schema = current_schema() and table_name = 'audit_log' and column_name = 'personal_digest') as found`,
  );
  return rows[0]?.found ?? false;
}

/** The entries after `afterSeq` in chain order, `limit` at a time. */
function chainBatch(db: Db, digests: boolean, afterSeq: number, limit: number): Promise<ChainedRow[]> {
  const none = sql<null>`null`;
  return db
    .select({
      ...chainedContentColumns,
      personalDigest: digests ? auditLog.personalDigest : none,
      personalSalt: digests ? auditLog.personalSalt : none,
      erasedBy: digests ? auditLog.erasedBy : none,
      prevHash: auditLog.prevHash,
      hash: auditLog.hash,
    })
    .from(auditLog)
    .where(gt(auditLog.seq, afterSeq))
    .orderBy(asc(auditLog.seq))
    .limit(limit);
}

/**
 * The first rewritten entry whose erasure does not vouch for it: `erased_by` must name a
 * `privacy.erase` entry whose `pseudonymizedAuditEntries` counts exactly the entries naming it, so
 * no entry can be passed off as erased (its personal fields then unchecked) after the fact.
 */
async function firstUnvouched(db: Db): Promise<number | null> {
  const rows = await selectRows<{ seq: string | null }>(
    db,
    sql`
    select min(rewritten.seq) as seq
    from ${auditLog} rewritten
    left join ${auditLog} erasure on erasure.seq = rewritten.erased_by
    where rewritten.erased_by is not null
      and (erasure.action is distinct from 'privacy.erase'
        or (erasure.details ->> 'pseudonymizedAuditEntries')::bigint is distinct from
          (select count(*) from ${auditLog} named where named.erased_by = erasure.seq))`,
  );
  return rows[0]?.seq == null ? null : Number(rows[0].seq);
}

/**
 * Walks the whole chain from its first entry: the admin's check, and the one a restored snapshot or a
 * copied database passes before it is trusted.
 */
export async function verifyChain(db: Db): Promise<AuditVerification> {
  const walker = chainWalker();
  const digests = await hasDigests(db);
  for (let afterSeq = 0; ;) {
    const rows = await chainBatch(db, digests, afterSeq, VERIFY_BATCH);
    const broken = walker.check(rows);
    if (broken !== null) return { ok: false, firstBrokenSeq: broken };
    if (rows.length < VERIFY_BATCH) break;
    afterSeq = rows.at(-1)!.seq;
  }
  const unvouched = digests ? await firstUnvouched(db) : null;
  if (unvouched !== null) return { ok: false, firstBrokenSeq: unvouched };
  return { ok: true, entries: walker.verified };
}
