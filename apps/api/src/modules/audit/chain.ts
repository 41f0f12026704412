import { createHash, randomBytes } from 'node:crypto';
import type { AuditAction, AuditActorRole, AuditDetails, AuditTargetType } from '@portal/shared';

/** The previous hash of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** An entry's content: every column but its id (a label), its hashes and its erasure's marks. */
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

/** The fields an erasure may rewrite as a pseudonym (DESIGN §13); the chain covers them by digest. */
export type PersonalFields = Pick<ChainedContent, 'actorEmail' | 'ip' | 'details'>;

/** jsonb keeps keys in its own order rather than the order they were written in: sort them. */
const sortedDetails = (details: AuditDetails) =>
  Object.fromEntries(Object.entries(details).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

const sha256 = (...parts: string[]) => {
  const hash = createHash('sha256');
  parts.forEach((part, i) => hash.update(i === 0 ? part : `\n${part}`));
  return hash.digest('hex');
};

/** A fresh salt for an entry's personal digest. */
export const newSalt = () => randomBytes(16).toString('hex');

/** The digest of an entry's personal fields under its salt: what the chain holds of them. */
export function personalDigest(salt: string, fields: PersonalFields): string {
  return sha256(salt, JSON.stringify([fields.actorEmail, fields.ip, sortedDetails(fields.details)]));
}

/**
 * The text an entry's hash covers: a fixed order of fields, whatever stored them. An entry written
 * before migration 0036 (no digest) covered its personal fields as themselves.
 */
export function canonical(content: ChainedContent, digest: string | null): string {
  const common = [content.seq, content.at.toISOString(), content.actorId];
  if (digest === null) {
    return JSON.stringify([
      ...common,
      content.actorEmail,
      content.actorRole,
      content.action,
      content.targetType,
      content.targetId,
      content.ip,
      sortedDetails(content.details),
    ]);
  }
  return JSON.stringify([
    ...common,
    content.actorRole,
    content.action,
    content.targetType,
    content.targetId,
    digest,
  ]);
}

/** SHA-256 (hex) of the previous entry's hash and this entry's canonical content: one link of the chain. */
export function linkHash(prevHash: string, content: ChainedContent, digest: string | null): string {
  return sha256(prevHash, canonical(content, digest));
}

/** An entry's content as a new link: a salt, the digest under it, and the hash. */
export function newLink(prevHash: string, content: ChainedContent) {
  const personalSalt = newSalt();
  const digest = personalDigest(personalSalt, content);
  return { personalSalt, personalDigest: digest, prevHash, hash: linkHash(prevHash, content, digest) };
}

/** A stored entry as the chain sees it. */
export type ChainedRow = ChainedContent & {
  personalDigest: string | null;
  personalSalt: string | null;
  erasedBy: number | null;
  prevHash: string;
  hash: string;
};

/**
 * Whether a stored entry is what was chained: its link, and its personal fields against their digest
 * unless an erasure rewrote them (no salt; `erased_by` names the erasure, whose count verifyChain
 * checks).
 */
function intact(prevHash: string, row: ChainedRow): boolean {
  if (row.prevHash !== prevHash || linkHash(prevHash, row, row.personalDigest) !== row.hash) return false;
  if (row.personalDigest === null) return true;
  if (row.personalSalt === null) return row.erasedBy !== null && row.erasedBy > row.seq;
  return personalDigest(row.personalSalt, row) === row.personalDigest;
}

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
        if (row.seq !== expectedSeq || !intact(prevHash, row)) {
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
