import type { OutboxListQuery, OutboxMessage } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findMessage, listMessages, type OutboxRow, requeue } from './store.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    kind: row.kind,
    topic: row.topic,
    recipient: row.recipient,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: iso(row.nextAttemptAt),
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
  };
}

export function createOutboxService(db: Db, wake: () => void) {
  return {
    async list(query: OutboxListQuery) {
      const { items, total } = await listMessages(db, query);
      return {
        items: items.map(toMessage),
        total,
        totalCapped: false,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Queues a failed or skipped message again, on `tx` (the transaction that records who did). */
    async resend(tx: Db, id: string): Promise<void> {
      if (await requeue(tx, id)) return;
      throw (await findMessage(tx, id)) ? new AppError('not_resendable') : notFound();
    },

    wake,
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
