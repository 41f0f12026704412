import { isOverdue, type ReviewState } from '@portal/shared';
import { type AnyColumn, sql } from 'drizzle-orm';
import type { ecomPrechecks, posPrechecks } from '../../db/schema.ts';
import { users } from '../../db/schema.ts';
import { etagOf } from '../../lib/http/etag.ts';

type PrecheckTable = typeof posPrechecks | typeof ecomPrechecks;

/** The review columns of a row (both kinds have them) and the names of the people they point at. */
export type ReviewRow = Pick<
  typeof posPrechecks.$inferSelect,
  | 'id'
  | 'status'
  | 'statusChangedAt'
  | 'assigneeId'
  | 'version'
  | 'revision'
  | 'proposedBy'
  | 'decisionReason'
  | 'decidedAt'
  | 'decidedBy'
> &
  ReviewNames;

/** The names of the people a row's review points at, as `reviewNamesOf` selects them. */
export type ReviewNames = {
  assigneeName: string | null;
  proposerName: string | null;
  deciderName: string | null;
};

/**
 * What a read selects beside `table`'s columns to answer its review: the names of the assignee, of
 * whoever proposed a pending approval and of the decider (subqueries, so every read of either kind adds
 * the same fields and no join).
 */
export const reviewNamesOf = (table: PrecheckTable) => ({
  assigneeName: nameOf(table.assigneeId),
  proposerName: nameOf(table.proposedBy),
  deciderName: nameOf(table.decidedBy),
});

const nameOf = (userId: AnyColumn) =>
  sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${userId})`;

/** A row just inserted: nobody is assigned and nothing is decided, so no names to look up. */
export const unnamed = <R>(row: R): R & ReviewNames => ({
  ...row,
  assigneeName: null,
  proposerName: null,
  deciderName: null,
});

/** A row's review as every answer carries it (DESIGN §12). */
export function reviewStateOf(row: ReviewRow, slaMs: number, now = Date.now()): ReviewState {
  const decided = row.status === 'approved' || row.status === 'declined';
  return {
    status: row.status,
    statusChangedAt: row.statusChangedAt.toISOString(),
    assignee: row.assigneeId ? { id: row.assigneeId, name: row.assigneeName ?? '' } : null,
    overdue: isOverdue(row.status, row.statusChangedAt, slaMs, now),
    version: row.version,
    proposedBy:
      row.status === 'approval_pending' && row.proposedBy
        ? { id: row.proposedBy, name: row.proposerName ?? '' }
        : null,
    decision:
      decided && row.decidedAt
        ? {
            outcome: row.status as 'approved' | 'declined',
            reason: row.decisionReason,
            decidedAt: row.decidedAt.toISOString(),
            decidedBy: row.decidedBy && row.deciderName ? { id: row.decidedBy, name: row.deciderName } : null,
          }
        : null,
  };
}

/**
 * The detail answer's strong ETag, which a change's `If-Match` must name. It changes with every
 * change to the review (`revision`), and with what an answer shows that no change makes: the time
 * that made it overdue, a renamed assignee, proposer or decider. The answers themselves do not change otherwise.
 */
export function reviewEtag(row: ReviewRow, slaMs: number, now = Date.now()): string {
  const overdue = isOverdue(row.status, row.statusChangedAt, slaMs, now);
  return etagOf(
    JSON.stringify([row.id, row.revision, overdue, row.assigneeName, row.proposerName, row.deciderName]),
  );
}

/** What a list row selects of its review (`listReviewOf` answers it). */
export const listReviewColumnsOf = (table: PrecheckTable) => ({
  status: table.status,
  statusChangedAt: table.statusChangedAt,
  assigneeId: table.assigneeId,
  assigneeName: reviewNamesOf(table).assigneeName,
});

type ListedReview = {
  status: ReviewRow['status'];
  statusChangedAt: Date;
  assigneeId: string | null;
  assigneeName: string | null;
};

/** A list row's review as the lists answer it (DESIGN §12), and the row without the columns it was made of. */
export function listReviewOf<R extends ListedReview>(row: R, slaMs: number, now = Date.now()) {
  const { status, statusChangedAt, assigneeId, assigneeName, ...rest } = row;
  return {
    rest,
    review: {
      status,
      statusChangedAt: statusChangedAt.toISOString(),
      assignee: assigneeId ? { id: assigneeId, name: assigneeName ?? '' } : null,
      overdue: isOverdue(status, statusChangedAt, slaMs, now),
    },
  };
}
