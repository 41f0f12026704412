import type { AuditEntry, AuditFilter, AuditListQuery, AuditVerification } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { chainWalker } from '../../lib/audit-trail/chain.ts';
import { pageAnswer } from '../../lib/page-answer.ts';
import * as repo from './repository.ts';

// Verification reads the chain this many entries at a time: memory stays flat at any length.
const VERIFY_BATCH = 5_000;

type StoredEntry = Pick<repo.ListedEntry, 'actorId' | 'actorEmail' | 'actorRole' | 'actorName' | 'at'>;

/** An entry as the API answers it: its actor's copied facts as one object, its time as ISO text. */
function toEntry<Row extends StoredEntry>(
  row: Row,
): Omit<Row, keyof StoredEntry> & Pick<AuditEntry, 'actor' | 'at'> {
  const { actorId, actorEmail, actorRole, actorName, at, ...rest } = row;
  return {
    ...rest,
    at: new Date(at).toISOString(),
    actor: actorId && actorRole ? { id: actorId, email: actorEmail, role: actorRole, name: actorName } : null,
  };
}

/** Reading the trail: the admin's list and the chain's verification. Writing it is lib/audit-trail's. */
export function createAuditService(db: Db) {
  return {
    async list(query: AuditListQuery) {
      const { page, pageSize, ...filter } = query;
      return pageAnswer(await repo.listEntries(db, filter, { page, pageSize }), query, toEntry);
    },

    /** Every entry the filters find, newest first, in batches (the CSV export). */
    async *exportBatches(filter: AuditFilter, batchSize: number) {
      for await (const rows of repo.entryBatches(db, filter, batchSize)) yield rows.map(toEntry);
    },

    async verify(): Promise<AuditVerification> {
      const walker = chainWalker();
      for (let afterSeq = 0; ;) {
        const rows = await repo.chainBatch(db, afterSeq, VERIFY_BATCH);
        const broken = walker.check(rows);
        if (broken !== null) return { ok: false, firstBrokenSeq: broken };
        if (rows.length < VERIFY_BATCH) return { ok: true, entries: walker.verified };
        afterSeq = rows.at(-1)!.seq;
      }
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
