import type { AuditVerification } from '@portal/shared';
import { asc, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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

/** The entries after `afterSeq` in chain order, `limit` at a time. */
function chainBatch(db: Db, afterSeq: number, limit: number): Promise<ChainedRow[]> {
  return db
    .select({ ...chainedContentColumns, prevHash: auditLog.prevHash, hash: auditLog.hash })
    .from(auditLog)
    .where(gt(auditLog.seq, afterSeq))
    .orderBy(asc(auditLog.seq))
    .limit(limit);
}

/**
 * Walks the whole chain from its first entry: the admin's check, and the one a restored snapshot or a
 * copied database passes before it is trusted.
 */
export async function verifyChain(db: Db): Promise<AuditVerification> {
  const walker = chainWalker();
  for (let afterSeq = 0; ;) {
    const rows = await chainBatch(db, afterSeq, VERIFY_BATCH);
    const broken = walker.check(rows);
    if (broken !== null) return { ok: false, firstBrokenSeq: broken };
    if (rows.length < VERIFY_BATCH) return { ok: true, entries: walker.verified };
    afterSeq = rows.at(-1)!.seq;
  }
}
