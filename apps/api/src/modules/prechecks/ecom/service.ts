import { randomUUID } from 'node:crypto';
import {
  isQueueQuery,
  type EcomGroup,
  type EcomPrecheck,
  type EcomPrecheckData,
  type EcomPrecheckListItem,
  type EcomSecret,
  type EcomService,
  ecomCompanyName,
  ecomPrecheckInputSchema,
} from '@portal/shared';
import type { Db } from '../../../db/client.ts';
import { ecomMerchantFacts, recordMerchant } from '../../merchants/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { pageAnswer } from '../../../lib/http/page-answer.ts';
import { decryptSecret, encryptSecret } from '../../../lib/crypto/secrets.ts';
import { assertReadable, type Reader } from '../../../plugins/caller.ts';
import * as repo from './repository.ts';
import type { Printable, Submission } from '../routes.ts';
import type { Acknowledgement } from '../acknowledgement.ts';
import { listReviewOf, reviewEtag, reviewStateOf } from '../review-state.ts';
import type { PrecheckListQuery, Viewer } from '../repository.ts';
import { emitMerchantChange, emitWebhookEvent } from '../../webhooks/index.ts';
import { validationFailed } from '../../../plugins/errors.ts';
import { answersOfVersion } from '../repository.ts';
import { type Answers, isRecord } from '../versions.ts';
import type { AnswerStore } from '../routes.ts';

/** A row's answers as a submission body holds them: the password was never among them. */
const answersOf = (row: Pick<repo.EcomRow, 'reg' | 'srv' | 'details'>): Answers => ({
  reg: row.reg,
  srv: row.srv,
  ...row.details,
});

export function createEcomService(
  db: Db,
  secretKey: Buffer,
  acknowledgement: Acknowledgement,
  slaMs: number,
) {
  /** The record as every answer and the PDF carry it: without its password (DESIGN §9). */
  function toEcomPrecheck(row: repo.EcomRow): EcomPrecheck {
    // What the column holds: each group's validated answers, the password left out when stored.
    const { genInfo, ...groups } = row.details as Pick<EcomPrecheck, EcomGroup>;
    return {
      id: row.id,
      reference: row.reference,
      reg: row.reg,
      srv: row.srv as EcomService[],
      createdAt: row.createdAt.toISOString(),
      genInfo: { ...genInfo },
      ...groups,
      ...reviewStateOf(row, slaMs),
    };
  }

  const readable = async (id: string, reader: Reader) => assertReadable(await repo.findEcom(db, id), reader);

  /**
   * The columns that hold validated answers of the pre-check `id`: the list's in their own, the
   * password only encrypted.
   */
  function columnsOf(id: string, data: EcomPrecheckData) {
    const { reg, srv, genInfo, ...groups } = data;
    const { genPass, ...publicGenInfo } = genInfo;
    return {
      reg,
      srv,
      genComp: genInfo.genComp,
      genFullName: genInfo.genFullName,
      genEmail: genInfo.genEmail,
      // The password lives only in its encrypted column, never in the JSON answers.
      details: { genInfo: publicGenInfo, ...(groups as Record<string, Record<string, unknown>>) },
      genPassEncrypted: encryptSecret(secretKey, String(genPass), repo.genPassPlace(id)),
    };
  }

  return {
    async create(data: EcomPrecheckData, { submitter, language, seal }: Submission) {
      const created = await db.transaction(async (tx) => {
        const id = randomUUID();
        const row = await repo.insertEcom(tx, {
          id,
          ...columnsOf(id, data),
          submittedBy: submitter?.id ?? null,
          language,
        });
        await emitWebhookEvent(tx, 'precheck.created', toEcomPrecheck(row));
        await emitMerchantChange(tx, await recordMerchant(tx, ecomMerchantFacts(data), submitter));
        const created = { id: row.id, reference: row.reference, createdAt: row.createdAt.toISOString() };
        const answer = {
          ...created,
          ...(await acknowledgement.within(tx, {
            precheck: 'ecom',
            id: created.id,
            to: data.genInfo.genEmail,
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
        ? await repo.queueEcom(db, query, viewer, slaMs)
        : await repo.listEcom(db, query);
      return pageAnswer(page, query, (item): EcomPrecheckListItem => {
        const { rest, review } = listReviewOf(item, slaMs);
        return {
          id: rest.id,
          reference: rest.reference,
          reg: rest.reg,
          srv: rest.srv as EcomService[],
          createdAt: rest.createdAt.toISOString(),
          genInfo: { genComp: rest.genComp, genFullName: rest.genFullName, genEmail: rest.genEmail },
          ...review,
        };
      });
    },

    exportBatches: (q: string | undefined, batchSize: number) => repo.ecomBatches(db, q, batchSize),

    /** The record for `reader` if theirs to read (404 otherwise), with its ETag; an earlier version's answers if asked. */
    async get(id: string, reader: Reader, version?: number) {
      const row = await readable(id, reader);
      if (!version || version === row.version)
        return { record: toEcomPrecheck(row), etag: reviewEtag(row, slaMs) };
      const earlier = await answersOfVersion(db, 'ecom', id, version);
      if (!earlier) throw notFound();
      const { reg, srv, ...details } = earlier as Answers & Pick<repo.EcomRow, 'reg' | 'srv'>;
      return {
        record: toEcomPrecheck({ ...row, reg, srv, details } as repo.EcomRow),
        etag: reviewEtag(row, slaMs),
      };
    },

    /** The answers an applicant's update reads and replaces (DESIGN §12). */
    answers: {
      read: async (tx: Db, id: string) => {
        const row = await repo.findEcom(tx, id);
        return row && answersOf(row);
      },
      async replace(tx: Db, id: string, body: unknown) {
        const row = await repo.findEcom(tx, id);
        if (!row) throw notFound();
        // None once decided or withdrawn (DESIGN §13): a reopened one's update must give it again.
        const stored =
          row.genPassEncrypted === null
            ? undefined
            : decryptSecret(secretKey, row.genPassEncrypted, repo.genPassPlace(id));
        const given = isRecord(body) && isRecord(body.genInfo) ? body.genInfo.genPass : undefined;
        // An update without the password keeps the stored one: the applicant never sees it again.
        const input =
          isRecord(body) && (given === undefined || given === '')
            ? { ...body, genInfo: { ...(isRecord(body.genInfo) ? body.genInfo : {}), genPass: stored } }
            : body;
        const parsed = ecomPrecheckInputSchema.safeParse(input);
        if (!parsed.success) throw validationFailed(parsed.error, input);
        const columns = columnsOf(id, parsed.data);
        const secretChanged = String(parsed.data.genInfo.genPass) !== stored;
        await repo.updateEcom(tx, id, {
          ...columns,
          // Unchanged, the stored ciphertext stays: a new one for the same password would say nothing.
          genPassEncrypted: secretChanged ? columns.genPassEncrypted : row.genPassEncrypted,
        });
        return { answers: answersOf(columns), secretChanged };
      },
    } satisfies AnswerStore,

    /** The only place the password is decrypted: for its owner or an admin, on its own call. */
    async secret(id: string, reader: Reader): Promise<EcomSecret> {
      const stored = (await readable(id, reader)).genPassEncrypted;
      if (stored === null) throw new AppError('secret_erased');
      return { genPass: decryptSecret(secretKey, stored, repo.genPassPlace(id)) };
    },

    /**
     * The record as its PDF prints it (the password masked, so never decrypted for one): for `reader`
     * only if theirs to read (404 otherwise), or, with no reader, unchecked (the outbox, copy links):
     * undefined once deleted.
     */
    async printable(id: string, reader?: Reader): Promise<Printable | undefined> {
      const row = reader ? await readable(id, reader) : await repo.findEcom(db, id);
      if (!row) return undefined;
      const record = toEcomPrecheck(row);
      return { subject: { kind: 'ecom', record }, company: ecomCompanyName(record) };
    },

    /** Deletes on `tx`, the transaction that also records the deletion and tells the webhooks. */
    committed: () => acknowledgement.committed(),

    async remove(id: string, tx: Db) {
      const deleted = await repo.deleteEcom(tx, id);
      if (!deleted) throw notFound();
      await emitWebhookEvent(tx, 'precheck.deleted', toEcomPrecheck(deleted));
    },
  };
}

export type EcomPrecheckService = ReturnType<typeof createEcomService>;
