import {
  type ListQuery,
  type Language,
  type PosPrecheck,
  type PosPrecheckData,
  type PosPrecheckListItem,
} from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { posMerchantFacts, recordMerchant } from '../../db/merchant-records.ts';
import { notFound } from '../../lib/app-error.ts';
import { pageAnswer, withIsoDate } from '../../lib/page-answer.ts';
import type { PdfRenderer } from '../../lib/pdf/render.ts';
import { assertOwnerOrAdmin, type AuthenticatedUser } from '../../lib/ownership.ts';
import * as repo from './repository.ts';
import type { Seal } from '../../plugins/idempotency.ts';

function toPosPrecheck(row: repo.PosRow): PosPrecheck {
  const { submittedBy: _submittedBy, createdAt, cards, additionalServices, ...fields } = row;
  return {
    ...fields,
    cards: cards as PosPrecheck['cards'],
    additionalServices: additionalServices as PosPrecheck['additionalServices'],
    createdAt: createdAt.toISOString(),
  };
}

export function createPosService(db: Db, renderPdf: PdfRenderer) {
  const readable = async (id: string, user: AuthenticatedUser) =>
    assertOwnerOrAdmin(await repo.findPos(db, id), user);

  return {
    create: (data: PosPrecheckData, submitter: AuthenticatedUser | null, seal?: Seal<string>) =>
      db.transaction(async (tx) => {
        const id = await repo.insertPos(tx, data, submitter?.id ?? null);
        await recordMerchant(tx, posMerchantFacts(data), submitter);
        await seal?.(tx, id);
        return id;
      }),

    list: async (query: ListQuery) =>
      pageAnswer(await repo.listPos(db, query), query, (item): PosPrecheckListItem => ({
        ...withIsoDate(item),
        additionalServices: item.additionalServices as PosPrecheckListItem['additionalServices'],
      })),

    exportBatches: (q: string | undefined, batchSize: number) => repo.posBatches(db, q, batchSize),

    get: async (id: string, user: AuthenticatedUser) => toPosPrecheck(await readable(id, user)),

    async pdf(id: string, user: AuthenticatedUser, language: Language) {
      const record = toPosPrecheck(await readable(id, user));
      return {
        company: record.company,
        pdf: await renderPdf({ kind: 'pos', record, language }),
      };
    },

    /** Deletes on `tx`, the transaction that also records the deletion. */
    async remove(id: string, tx: Db) {
      if (!(await repo.deletePos(tx, id))) throw notFound();
    },
  };
}

export type PosService = ReturnType<typeof createPosService>;
