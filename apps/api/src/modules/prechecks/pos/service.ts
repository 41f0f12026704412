import {
  POS_FIELDS,
  posPrecheckInputSchema,
  type ReviewState,
  isQueueQuery,
  type PosPrecheck,
  type PosPrecheckData,
  type PosPrecheckListItem,
} from '@portal/shared';
import type { Db } from '../../../db/client.ts';
import { posMerchantFacts, recordMerchant } from '../../merchants/index.ts';
import { notFound } from '../../../lib/app-error.ts';
import { pageAnswer, withIsoDate } from '../../../lib/http/page-answer.ts';
import { assertReadable, type Reader } from '../../../plugins/caller.ts';
import * as repo from './repository.ts';
import type { Printable, Submission } from '../routes.ts';
import type { Acknowledgement } from '../acknowledgement.ts';
import { listReviewOf, reviewEtag, reviewStateOf } from '../review-state.ts';
import type { PrecheckListQuery, Viewer } from '../repository.ts';
import { emitMerchantChange, emitWebhookEvent } from '../../webhooks/index.ts';
import { validationFailed } from '../../../plugins/errors.ts';
import { answersOfVersion } from '../repository.ts';
import type { Answers } from '../versions.ts';
import type { AnswerStore } from '../routes.ts';

/** The record's answers: the catalogue's fields of the row, nothing else of it. */
type PosAnswers = Omit<PosPrecheck, 'id' | 'reference' | 'createdAt' | keyof ReviewState>;

/** The row's answers as a submission body holds them. */
const answersOf = (row: repo.PosRow) =>
  Object.fromEntries(POS_FIELDS.map(({ name }) => [name, row[name as keyof repo.PosRow]])) as PosAnswers;

/** The record as every answer carries it: its answers and its review (DESIGN §12). */
function toRecord(row: repo.PosRow, slaMs: number): PosPrecheck {
  return {
    id: row.id,
    reference: row.reference,
    ...answersOf(row),
    createdAt: row.createdAt.toISOString(),
    ...reviewStateOf(row, slaMs),
  };
}

export function createPosService(db: Db, acknowledgement: Acknowledgement, slaMs: number) {
  const toPosPrecheck = (row: repo.PosRow) => toRecord(row, slaMs);
  const readable = async (id: string, reader: Reader) => assertReadable(await repo.findPos(db, id), reader);

  return {
    async create(data: PosPrecheckData, { submitter, language, seal }: Submission) {
      const created = await db.transaction(async (tx) => {
        const row = await repo.insertPos(tx, data, { submittedBy: submitter?.id ?? null, language });
        await emitWebhookEvent(tx, 'precheck_pos.created', toPosPrecheck(row));
        await emitMerchantChange(tx, await recordMerchant(tx, posMerchantFacts(data), submitter));
        const created = { id: row.id, reference: row.reference, createdAt: row.createdAt.toISOString() };
        const answer = {
          ...created,
          ...(await acknowledgement.within(tx, {
            precheck: 'pos',
            id: created.id,
            to: data.email,
            language,
            anonymous: !submitter,
          })),
        };
        await seal?.(tx, answer);
        return answer;
      });
      acknowledgement.committed();
      return created;
    },

    /** The list, newest first, or the queue its filters and order ask for (DESIGN §12). */
    async list(query: PrecheckListQuery, viewer: Viewer) {
      const page = isQueueQuery(query)
        ? await repo.queuePos(db, query, viewer, slaMs)
        : await repo.listPos(db, query);
      return pageAnswer(page, query, (item): PosPrecheckListItem => {
        const { rest, review } = listReviewOf(item, slaMs);
        return {
          ...withIsoDate(rest),
          additionalServices: rest.additionalServices as PosPrecheckListItem['additionalServices'],
          ...review,
        };
      });
    },

    exportBatches: (q: string | undefined, batchSize: number) => repo.posBatches(db, q, batchSize),

    /** The record for `reader` if theirs to read (404 otherwise), with its ETag; an earlier version's answers if asked. */
    async get(id: string, reader: Reader, version?: number) {
      const row = await readable(id, reader);
      const earlier =
        version && version !== row.version ? await answersOfVersion(db, 'pos', id, version) : row;
      if (!earlier) throw notFound();
      return { record: toPosPrecheck({ ...row, ...earlier }), etag: reviewEtag(row, slaMs) };
    },

    /** The answers an applicant's update reads and replaces (DESIGN §12). */
    answers: {
      read: async (tx: Db, id: string): Promise<Answers | undefined> => {
        const row = await repo.findPos(tx, id);
        return row && answersOf(row);
      },
      async replace(tx: Db, id: string, body: unknown) {
        const parsed = posPrecheckInputSchema.safeParse(body);
        if (!parsed.success) throw validationFailed(parsed.error, body);
        // Every question is written: one the update leaves unanswered is cleared, not kept.
        const answers = Object.fromEntries(
          POS_FIELDS.map(({ name }) => [name, (parsed.data as Answers)[name] ?? null]),
        ) as PosPrecheckData;
        await repo.updatePos(tx, id, answers);
        return { answers, secretChanged: false };
      },
    } satisfies AnswerStore,

    /**
     * The record as its PDF prints it: for `reader` only if theirs to read (404 otherwise), or, with no
     * reader, unchecked (the outbox, copy links): undefined once deleted.
     */
    async printable(id: string, reader?: Reader): Promise<Printable | undefined> {
      const row = reader ? await readable(id, reader) : await repo.findPos(db, id);
      if (!row) return undefined;
      const record = toPosPrecheck(row);
      return { subject: { kind: 'pos', record }, company: record.company };
    },

    /** Deletes on `tx`, the transaction that also records the deletion and tells the webhooks. */
    committed: () => acknowledgement.committed(),

    async remove(id: string, tx: Db) {
      const deleted = await repo.deletePos(tx, id);
      if (!deleted) throw notFound();
      await emitWebhookEvent(tx, 'precheck_pos.deleted', toPosPrecheck(deleted));
    },
  };
}

export type PosService = ReturnType<typeof createPosService>;
