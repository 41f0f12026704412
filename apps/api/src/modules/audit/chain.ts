import { createHash } from 'node:crypto';
import type { AuditAction, AuditActorRole, AuditDetails, AuditTargetType } from '@portal/shared';

/** The previous hash of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** What an entry's hash covers: every column but its id (a label) and the hashes themselves. */
export type ChainedContent = {
  seq: number;
  at: Date;
  actorId: string | null;
  actorEmail: string | null;
  actorRole: AuditActorRole | null;
  action: AuditAction;
  targetType: AuditTargetType | null;
  targetId: string | null;
  ip: string | null;
  details: AuditDetails;
};

/**
 * One text per content, whatever stored it: a fixed order of fields, and the details with their keys
 * sorted, since jsonb keeps keys in its own order rather than the order they were written in.
 */
export function canonical(content: ChainedContent): string {
  const details = Object.fromEntries(
    Object.entries(content.details).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return JSON.stringify([
    content.seq,
    content.at.toISOString(),
    content.actorId,
    content.actorEmail,
    content.actorRole,
    content.action,
    content.targetType,
    content.targetId,
    content.ip,
    details,
  ]);
}

/** SHA-256 (hex) of the previous entry's hash and this entry's canonical content: one link of the chain. */
export function linkHash(prevHash: string, content: ChainedContent): string {
  return createHash('sha256').update(prevHash).update('\n').update(canonical(content)).digest('hex');
}

/** A stored entry as the chain sees it. */
export type ChainedRow = ChainedContent & { prevHash: string; hash: string };

/**
 * Walks stored entries in `seq` order from the first and returns the first one that breaks the chain:
 * a number out of turn (an entry removed or moved), a previous hash that is not the hash before it, or
 * a hash its content does not give (an entry changed). Feed it batches; it keeps its place.
 */
export function chainWalker() {
  let expectedSeq = 1;
  let prevHash = GENESIS_HASH;
  return {
    /** The first broken entry's `seq` within this batch, or null when the batch continues the chain. */
    check(rows: readonly ChainedRow[]): number | null {
      for (const row of rows) {
        if (row.seq !== expectedSeq || row.prevHash !== prevHash || linkHash(prevHash, row) !== row.hash) {
          return Math.min(row.seq, expectedSeq);
        }
        prevHash = row.hash;
        expectedSeq += 1;
      }
      return null;
    },
    /** How many entries were found unbroken so far. */
    get verified() {
      return expectedSeq - 1;
    },
  };
}
