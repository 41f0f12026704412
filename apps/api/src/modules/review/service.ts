import {
  type DeclineReason,
  isClosed,
  PRECHECK_KIND_NAMES,
  PRECHECK_SECTIONS,
  type PrecheckKind,
  type PrecheckStatus,
  resolveTransition,
  type Role,
  type TransitionRequest,
  type WebhookEvent,
} from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { listNames } from '../../lib/http/etag.ts';
import type { AuthenticatedUser, Reader } from '../../plugins/caller.ts';
import type { AuditRecorder, AuditSource } from '../audit/index.ts';
import { type PrecheckRecords, reviewEtag } from '../prechecks/index.ts';
import type { Outbox } from '../outbox/index.ts';
import { markOnboarded } from '../merchants/index.ts';
import { emitMerchantChange, emitWebhookEvent } from '../webhooks/index.ts';
import { type ApplicantNews, queueApplicantNews } from './applicant-mail.ts';
import * as repo from './repository.ts';
import type { UpdateLinks } from './update-links.ts';

/** Who asks for a change: a signed-in person, or an API key (a machine, never anyone's second pair of eyes). */
export type Changer = { user: AuthenticatedUser | null; reader: Reader; source: AuditSource };

/** A move's body lacks what the move needs: said at that field, like any missing answer. */
const missing = (field: 'message' | 'reason' | 'note') =>
  new AppError('validation_failed', {
    fieldErrors: [{ path: field, code: 'required', message: 'validation.required' }],
  });

/** A request names a section the form does not have. */
const unknownSection = (index: number) =>
  new AppError('validation_failed', {
    fieldErrors: [{ path: `sections.${index}`, code: 'invalid', message: 'validation.invalid' }],
  });

/** What a move carries besides its target: who makes it, their words, a decline's reason, a request. */
export type Move = {
  actorId: string | null;
  text?: string | null;
  reason?: DeclineReason | null;
  request?: { message: string; sections: string[] };
  /** The applicant's update: the answers are a new version. */
  newVersion?: true;
};

/** The applicant's mail a move into `to` sends, if any. */
function newsOf(
  to: PrecheckStatus,
  move: Move,
): Exclude<ApplicantNews, { news: 'information_requested' }> | undefined {
  if (to === 'approved' || to === 'withdrawn') return { news: to };
  if (to === 'declined' && move.reason) return { news: 'declined', reason: move.reason };
  return undefined;
}

/** An assignee who is not on the team: said at the field, like any invalid answer. */
const notStaff = () =>
  new AppError('validation_failed', {
    fieldErrors: [{ path: 'assigneeId', code: 'invalid', message: 'validation.invalid' }],
  });

/** Who acted, while they exist: none for the applicant, an API key, the system or a deleted user. */
const person = (actorId: string | null, name: string | null, role: Role | null) =>
  actorId && name && role ? { id: actorId, name, role } : null;

/** One history entry as the API answers it. */
function historyItem(entry: repo.HistoryEntry) {
  return {
    at: entry.at.toISOString(),
    type: entry.type,
    actor: person(entry.actorId, entry.actorName, entry.actorRole),
    // An assignment names the people, not their ids (empty: a user since deleted).
    ...(entry.from !== null && { from: entry.type === 'assignee' ? (entry.fromName ?? '') : entry.from }),
    ...(entry.to !== null && { to: entry.type === 'assignee' ? (entry.toName ?? '') : entry.to }),
    ...(entry.text !== null && { text: entry.text }),
    ...(entry.reason !== null && { reason: entry.reason }),
    ...(entry.version !== null && { version: entry.version }),
  };
}

/** What a move changes beside the status: who it is assigned to, the pending proposal, the decision. */
function changesOf(row: repo.LockedReview, to: PrecheckStatus, move: Move) {
  const userId = move.actorId;
  const changes: repo.ReviewChanges = { status: to, ...(move.newVersion && { newVersion: true }) };
  if (row.status === 'submitted' && to === 'in_review' && !row.assigneeId && userId)
    changes.assigneeId = userId;
  if (to === 'approval_pending') changes.proposedBy = userId;
  else if (row.status === 'approval_pending') changes.proposedBy = null;
  if (to === 'approved' || to === 'declined') {
    changes.decidedAt = new Date();
    changes.decidedBy = userId;
    changes.decisionReason = to === 'declined' ? (move.reason ?? null) : null;
  } else if (row.status === 'approved' || row.status === 'declined') {
    changes.decidedAt = null;
    changes.decidedBy = null;
    changes.decisionReason = null;
  }
  return changes;
}

/**
 * Review and decisions (DESIGN §12): moves between statuses as the shared table allows, each under
 * the row's lock and `If-Match`, recorded in the history and the audit trail and told to webhooks in
 * the same transaction.
 */
export function createReviewService(options: {
  db: Db;
  audit: AuditRecorder;
  records: PrecheckRecords;
  outbox: Outbox;
  links: UpdateLinks;
  fourEyes: boolean;
  slaMs: number;
}) {
  const { db, audit, records, outbox, links, fourEyes, slaMs } = options;
  const committed = () => outbox.wake();

  /**
   * Makes a move on a row locked in `tx`: the review saved, the history entry, the applicant's mail
   * (a request opens its link; leaving a request closes it), and the `*.status_changed` webhook, all
   * in the move's transaction.
   */
  async function applyMove(
    tx: Db,
    kind: PrecheckKind,
    row: repo.LockedReview,
    to: PrecheckStatus,
    move: Move,
  ) {
    const { id } = row;
    await repo.saveReview(tx, kind, id, changesOf(row, to, move));
    // The website's test login served the decision only (DESIGN §13).
    if (kind === 'ecom' && isClosed(to)) await repo.eraseWebsitePassword(tx, id);
    await repo.addEvent(tx, kind, id, {
      actorId: move.actorId,
      type: 'status',
      from: row.status,
      to,
      text: move.text ?? null,
      reason: to === 'declined' ? (move.reason ?? null) : null,
    });
    if (row.status === 'information_requested') await links.closeAll(tx, kind, id);
    const applicant = { kind, id, to: row.contact, language: row.language };
    const news: ApplicantNews | undefined =
      to === 'information_requested' && move.request
        ? { news: to, linkId: await links.open(tx, kind, id, move.request) }
        : newsOf(to, move);
    if (to === 'approved') await emitMerchantChange(tx, await markOnboarded(tx, row.contact));
    if (news) {
      await queueApplicantNews(outbox, tx, applicant, news);
      await repo.addEvent(tx, kind, id, { actorId: null, type: 'mail', to: news.news });
    }
    await emitWebhookEvent(tx, `${PRECHECK_KIND_NAMES[kind].event}.status_changed` satisfies WebhookEvent, {
      id,
      reference: row.reference,
      from: row.status,
      to,
      ...(to === 'declined' && move.reason && { reason: move.reason }),
      at: new Date().toISOString(),
    });
  }

  /** The pre-check's history, oldest first: its creation, then every event after it. */
  async function history(kind: PrecheckKind, id: string) {
    const created = await repo.creationOf(db, kind, id);
    if (!created) throw notFound();
    const entries = await repo.historyOf(db, kind, id);
    return {
      items: [
        {
          at: created.at.toISOString(),
          type: 'created' as const,
          actor: person(created.submittedBy, created.actorName, created.actorRole),
        },
        ...entries.map(historyItem),
      ],
    };
  }

  /**
   * Locks the pre-check's review for the transaction, as `ifMatch` read it: 404 when there is none,
   * 412 when it has changed since.
   */
  async function lockAsRead(tx: Db, kind: PrecheckKind, id: string, ifMatch: string) {
    const row = await repo.lockReview(tx, kind, id);
    if (!row) throw notFound();
    if (!listNames(ifMatch, reviewEtag(row, slaMs), 'strong')) throw new AppError('precondition_failed');
    return row;
  }

  return {
    async transition(
      kind: PrecheckKind,
      id: string,
      request: TransitionRequest,
      ifMatch: string,
      changer: Changer,
    ) {
      const { user } = changer;
      const target = PRECHECK_KIND_NAMES[kind].audit;
      await audit.within(
        changer.source,
        (move: { from: PrecheckStatus; to: PrecheckStatus }) => ({
          action: `${target}.transition`,
          targetType: target,
          targetId: id,
          details: { from: move.from, to: move.to, ...(request.reason && { reason: request.reason }) },
        }),
        async (tx) => {
          const row = await lockAsRead(tx, kind, id, ifMatch);
          const resolved = resolveTransition(row.status, request.to, {
            actor: user?.role === 'admin' ? 'admin' : 'reviewer',
            fourEyes,
            proposer: !user || row.proposedBy === user.id,
          });
          if (!resolved.ok) throw new AppError(resolved.error);
          if (resolved.requires && !request[resolved.requires]) throw missing(resolved.requires);
          const to = resolved.to;
          const sections = request.sections ?? [];
          if (to === 'information_requested') {
            const known = PRECHECK_SECTIONS[kind];
            const bad = sections.findIndex((section) => !known.includes(section));
            if (bad >= 0) throw unknownSection(bad);
          }
          await applyMove(tx, kind, row, to, {
            actorId: user?.id ?? null,
            text: request.message ?? request.note ?? null,
            reason: request.reason ?? null,
            ...(to === 'information_requested' && { request: { message: request.message!, sections } }),
          });
          return { from: row.status, to };
        },
      );
      committed();
      return records[kind](id, changer.reader);
    },

    /**
     * Assigns the pre-check to a staff member, or to nobody, under its lock and `If-Match` like a
     * move; recorded in the history and the audit trail. Assigning it to whom it is assigned already
     * changes nothing.
     */
    async assign(
      kind: PrecheckKind,
      id: string,
      assigneeId: string | null,
      ifMatch: string,
      changer: Changer,
    ) {
      const target = PRECHECK_KIND_NAMES[kind].audit;
      await audit.within(
        changer.source,
        {
          action: `${target}.assign`,
          targetType: target,
          targetId: id,
          details: { to: assigneeId ?? 'nobody' },
        },
        async (tx) => {
          const row = await lockAsRead(tx, kind, id, ifMatch);
          if (assigneeId && !(await repo.isStaff(tx, assigneeId))) throw notStaff();
          if (row.assigneeId === assigneeId) return;
          await repo.saveReview(tx, kind, id, { assigneeId });
          await repo.addEvent(tx, kind, id, {
            actorId: changer.user?.id ?? null,
            type: 'assignee',
            from: row.assigneeId,
            to: assigneeId,
          });
        },
      );
      return records[kind](id, changer.reader);
    },

    /** Adds an internal note to the pre-check's history; answers the entry. */
    async note(kind: PrecheckKind, id: string, text: string, changer: Changer) {
      const target = PRECHECK_KIND_NAMES[kind].audit;
      const entryId = await audit.within(
        changer.source,
        { action: `${target}.note`, targetType: target, targetId: id },
        async (tx) => {
          if (!(await repo.exists(tx, kind, id))) throw notFound();
          return repo.addEvent(tx, kind, id, { actorId: changer.user?.id ?? null, type: 'note', text });
        },
      );
      return historyItem((await repo.entryById(db, entryId))!);
    },

    history,
    /** Whom a pre-check may be assigned to. */
    staff: async () => ({ items: await repo.listStaff(db) }),
    applyMove,
    committed,
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
