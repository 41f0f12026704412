import {
  PRECHECK_KIND_NAMES,
  type PrecheckKind,
  type PrecheckStatus,
  resolveTransition,
  type UpdateRequest,
  type UpdateSaved,
  type WebhookEvent,
} from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AuditRecorder, AuditSource } from '../audit/index.ts';
import type { Outbox } from '../outbox/index.ts';
import { addVersion, type AnswerStore, changedFields, isRecord, versionsOf } from '../prechecks/index.ts';
import {
  addEvent,
  creationOf,
  isOpen,
  linkTarget,
  lockReview,
  type LockedReview,
  type ReviewService,
  type UpdateLink,
  type UpdateLinks,
} from '../review/index.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import { queueUpdateNotice } from './update-notice.ts';

const closed = () => new AppError('update_closed');

/**
 * Answers as a form sends them: a question left unanswered is left out (stored, it is null, which a
 * submission does not take), in a group too. Sent back unchanged, they are the answers as stored.
 */
function asSent(answers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(answers)
      .filter(([, value]) => value !== null)
      .map(([key, value]) => [key, isRecord(value) ? asSent(value) : value]),
  );
}

/**
 * Who answers a request: the applicant through the mailed link (no actor), or the submitting
 * merchant signed in (the actor is them).
 */
export type Answerer = { source: AuditSource; via: 'link' | 'session' };

/**
 * The applicant's side of a request for information (DESIGN §12): what a link opens, saving an
 * update (a new version, back in review, the assignee told), withdrawing, and the versions.
 */
export function createApplicantUpdates(options: {
  db: Db;
  audit: AuditRecorder;
  review: ReviewService;
  links: UpdateLinks;
  answers: Record<PrecheckKind, AnswerStore>;
  outbox: Outbox;
  notifyEmail: string | undefined;
}) {
  const { db, audit, review, links, answers, outbox } = options;

  /** The pre-check a link belongs to, locked in `tx`, while the link still answers: else 410. */
  async function lockOpen(tx: Db, link: UpdateLink): Promise<LockedReview> {
    const { kind, id } = linkTarget(link);
    const row = await lockReview(tx, kind, id);
    if (!row) throw notFound();
    // Read again under the row's lock: a save or a move that closed it meanwhile has committed.
    const current = await links.byId(tx, link.id);
    if (!current || !isOpen(current) || row.status !== 'information_requested') throw closed();
    return row;
  }

  /** The actor of an answer's history and audit entries: the signed-in merchant, none through a link. */
  const actorOf = (by: Answerer) => (by.via === 'session' ? (by.source.actor?.id ?? null) : null);

  return {
    /** The link a token names (404 for none: a guessed or altered token). */
    async linkOf(token: string): Promise<UpdateLink> {
      const link = await links.find(db, token);
      if (!link) throw notFound();
      return link;
    },

    /** The latest link of a merchant's own pre-check (404 when not theirs, 410 when never asked). */
    async linkOfOwn(kind: PrecheckKind, id: string, userId: string): Promise<UpdateLink> {
      const row = await lockReview(db, kind, id);
      if (!row || row.submittedBy !== userId) throw notFound();
      const link = await links.latest(db, kind, id);
      if (!link) throw closed();
      return link;
    },

    /** What a link opens: the request and the answers as they stand (410 once it is closed). */
    async request(link: UpdateLink): Promise<UpdateRequest> {
      const { kind, id } = linkTarget(link);
      return db.transaction(async (tx) => {
        const row = await lockOpen(tx, link);
        return {
          kind,
          reference: row.reference,
          message: link.message,
          sections: link.sections,
          answers: asSent((await answers[kind].read(tx, id))!),
          expiresAt: link.expiresAt.toISOString(),
        };
      });
    },

    /**
     * Saves the applicant's answers as the next version: checked like a submission, the fields it
     * changed recorded, the pre-check back in review, the link closed, the assignee told, the
     * `*.updated` webhook sent; all in one transaction, or nothing.
     */
    async save(link: UpdateLink, body: unknown, by: Answerer): Promise<UpdateSaved> {
      const { kind, id } = linkTarget(link);
      const names = PRECHECK_KIND_NAMES[kind];
      const saved = await audit.within(
        by.source,
        (result: UpdateSaved) => ({
          action: `${names.audit}.update`,
          targetType: names.audit,
          targetId: id,
          details: { via: by.via, version: result.version },
        }),
        async (tx) => {
          const row = await lockOpen(tx, link);
          const before = (await answers[kind].read(tx, id))!;
          const after = await answers[kind].replace(tx, id, body);
          const changed = changedFields(before, after.answers);
          if (after.secretChanged) changed.push('genInfo.genPass');
          const version = row.version + 1;
          const actorId = actorOf(by);
          await addVersion(tx, kind, id, { version, changedFields: changed, previousAnswers: before });
          await addEvent(tx, kind, id, { actorId, type: 'update', version });
          await review.applyMove(tx, kind, row, 'in_review', { actorId, newVersion: true });
          await emitWebhookEvent(tx, `${names.event}.updated` satisfies WebhookEvent, {
            id,
            reference: row.reference,
            version,
          });
          await queueUpdateNotice(outbox, tx, options.notifyEmail, {
            kind,
            id,
            assigneeId: row.assigneeId,
            version,
          });
          return { reference: row.reference, version };
        },
      );
      review.committed();
      return saved;
    },

    /** The applicant withdraws the pre-check instead of answering. */
    async withdraw(link: UpdateLink, by: Answerer): Promise<{ reference: string }> {
      const { kind, id } = linkTarget(link);
      const target = PRECHECK_KIND_NAMES[kind].audit;
      const done = await audit.within(
        by.source,
        {
          action: `${target}.transition`,
          targetType: target,
          targetId: id,
          details: { from: 'information_requested', to: 'withdrawn', via: by.via },
        },
        async (tx) => {
          const row = await lockOpen(tx, link);
          await review.applyMove(tx, kind, row, 'withdrawn', { actorId: actorOf(by) });
          return { reference: row.reference };
        },
      );
      review.committed();
      return done;
    },

    /**
     * The submitting merchant withdraws their own pre-check while it is open, asked or not (DESIGN
     * §12's table: the applicant from any open status); 404 when it is not theirs, 409 once decided.
     */
    async withdrawOwn(kind: PrecheckKind, id: string, by: Answerer): Promise<{ reference: string }> {
      const target = PRECHECK_KIND_NAMES[kind].audit;
      const done = await audit.within(
        by.source,
        (result: { reference: string; from: PrecheckStatus }) => ({
          action: `${target}.transition`,
          targetType: target,
          targetId: id,
          details: { from: result.from, to: 'withdrawn', via: by.via },
        }),
        async (tx) => {
          const row = await lockReview(tx, kind, id);
          if (!row || row.submittedBy !== actorOf(by)) throw notFound();
          const move = resolveTransition(row.status, 'withdrawn', {
            actor: 'applicant',
            fourEyes: false,
            proposer: false,
          });
          if (!move.ok) throw new AppError(move.error);
          await review.applyMove(tx, kind, row, 'withdrawn', { actorId: actorOf(by) });
          return { reference: row.reference, from: row.status };
        },
      );
      review.committed();
      return { reference: done.reference };
    },

    /** The pre-check's versions, oldest first: the first at its creation. */
    async versions(kind: PrecheckKind, id: string) {
      const created = await creationOf(db, kind, id);
      if (!created) throw notFound();
      const later = await versionsOf(db, kind, id);
      return {
        items: [
          { version: 1, at: created.at.toISOString(), changedFields: [] },
          ...later.map((v) => ({
            version: v.version,
            at: v.at.toISOString(),
            changedFields: v.changedFields,
          })),
        ],
      };
    },
  };
}

export type ApplicantUpdates = ReturnType<typeof createApplicantUpdates>;
