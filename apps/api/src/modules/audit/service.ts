import type { AuditEntry, AuditFilter, AuditListQuery } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { verifyChain } from './verify.ts';
import { pageAnswer } from '../../lib/http/page-answer.ts';
import * as repo from './repository.ts';

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

    verify: () => verifyChain(db),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
