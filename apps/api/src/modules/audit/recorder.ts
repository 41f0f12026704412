import type { AuditPerson } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { type AuditEvent, type AuditRecord, type AuditSource, appendEntries, appendEntry } from './append.ts';

export type { AuditEvent, AuditSource } from './append.ts';

/** Who made the request (a person or an API key) and from where, as an entry records it. */
export function auditSource(request: FastifyRequest): AuditSource {
  const { user, apiKey } = request;
  if (apiKey) return { actor: { id: apiKey.id, email: null, role: 'api_key' }, ip: request.ip };
  return { actor: user && { id: user.id, email: user.email, role: user.role }, ip: request.ip };
}

/**
 * The source of a request that only a signed-in person may make (the access hook let no key and no
 * anonymous caller in), with that person as the actor: for work that must name who did it.
 */
export function personSource(request: FastifyRequest): AuditSource & { actor: AuditPerson } {
  if (!request.user) throw unauthorized();
  const { id, email, role } = request.user;
  return { actor: { id, email, role }, ip: request.ip };
}

/** The most entries one batch appends: a few milliseconds of hashing and one insert. */
const MAX_BATCH = 256;

type Waiting = AuditRecord & { stored(): void; failed(error: unknown): void };

/**
 * Group commit for entries recorded on their own (disclosures): every append holds the chain's one
 * lock across all instances through its commit, so one transaction per entry caps the whole
 * deployment at one commit's round trips per entry. Entries that arrive while a batch commits wait
 * for the next one, which appends them all in one transaction; each caller still returns only once
 * its own entry is stored, and a batch that fails fails each of its callers.
 */
function createBatchAppender(db: Db) {
  const waiting: Waiting[] = [];
  let running = false;

  async function drain() {
    running = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, MAX_BATCH);
      try {
        await db.transaction((tx) => appendEntries(tx, batch));
        for (const entry of batch) entry.stored();
      } catch (error) {
        for (const entry of batch) entry.failed(error);
      }
    }
    running = false;
  }

  return (record: AuditRecord) =>
    new Promise<void>((stored, failed) => {
      waiting.push({ ...record, stored, failed });
      if (!running) void drain();
    });
}

/** How every feature records what it did in the audit trail (DESIGN §9). */
export function createAuditRecorder(db: Db) {
  const appendAlone = createBatchAppender(db);

  /**
   * Runs `work` and records what it did in the same transaction: the action and its entry commit
   * together or not at all. `event` may depend on the work's result (the id of what it created).
   */
  function within<T>(
    source: AuditSource,
    event: AuditEvent | ((result: T) => AuditEvent),
    work: (tx: Db) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const result = await work(tx);
      await appendEntry(tx, source, typeof event === 'function' ? event(result) : event);
      return result;
    });
  }

  /**
   * Reads, then records the read before the result leaves: a read whose entry cannot be stored fails,
   * so nothing is shown unrecorded. The read runs outside the entry's transaction so a slow one (a PDF)
   * never holds the chain's lock, and a refused one (404) records nothing.
   */
  async function disclose<T>(source: AuditSource, event: AuditEvent, read: () => Promise<T>): Promise<T> {
    const result = await read();
    await record(source, event);
    return result;
  }

  /**
   * Records an entry on its own, for a disclosure that is not one result: an export streams its rows
   * after this has been stored, so none leaves unrecorded.
   */
  function record(source: AuditSource, event: AuditEvent): Promise<void> {
    return appendAlone({ source, event });
  }

  return {
    within,
    disclose,
    record,
    /** Records an entry inside a transaction the caller already holds (append last: it locks the chain). */
    append: async (tx: Db, source: AuditSource, event: AuditEvent): Promise<void> => {
      await appendEntry(tx, source, event);
    },
    /** Records several entries inside a transaction the caller already holds, likewise last. */
    appendAll: async (tx: Db, records: readonly AuditRecord[]): Promise<void> => {
      await appendEntries(tx, records);
    },
  };
}

export type AuditRecorder = ReturnType<typeof createAuditRecorder>;
