import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type AuditEvent, type AuditSource, appendEntry } from './append.ts';

export type { AuditEvent, AuditSource } from './append.ts';

/** Who made the request and from where, as an entry records it. */
export function auditSource(request: FastifyRequest): AuditSource {
  const { user } = request;
  return { actor: user && { id: user.id, email: user.email, role: user.role }, ip: request.ip };
}

/** How every feature records what it did in the audit trail (DESIGN §9). */
export function createAuditRecorder(db: Db) {
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
  async function record(source: AuditSource, event: AuditEvent): Promise<void> {
    await db.transaction((tx) => appendEntry(tx, source, event));
  }

  return {
    within,
    disclose,
    record,
    /** Records an entry inside a transaction the caller already holds (append last: it locks the chain). */
    append: appendEntry,
  };
}

export type AuditRecorder = ReturnType<typeof createAuditRecorder>;
