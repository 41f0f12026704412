import type { Language, PosPrecheckData } from '@portal/shared';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { pagedList } from '../../../db/paged-list.ts';
import { foldedContains, orReference } from '../../../db/search.ts';
import { prepared } from '../../../db/prepared.ts';
import { lockSubjects } from '../../../db/subject-lock.ts';
import { precheckTotal } from '../counts.ts';
import { listReviewColumnsOf, type ReviewNames, reviewNamesOf, unnamed } from '../review-state.ts';
import { type PrecheckListQuery, queuePage, type Viewer } from '../repository.ts';
import { posPrechecks } from '../../../db/schema.ts';

/** A stored row with the names its review points at (`reviewNamesOf`). */
export type PosRow = typeof posPrechecks.$inferSelect & ReviewNames;

/** What every read of a whole row selects. */
const wholeRow = { ...getTableColumns(posPrechecks), ...reviewNamesOf(posPrechecks) };

/**
 * Stores a pre-check and answers it as stored (its id, reference and time are the database's), its
 * applicant locked against an erasure meanwhile.
 */
export async function insertPos(
  db: Db,
  data: PosPrecheckData,
  { submittedBy, language }: { submittedBy: string | null; language: Language },
): Promise<PosRow> {
  await lockSubjects(db, [data.email], 'shared');
  const [row] = await db
    .insert(posPrechecks)
    .values({ ...data, submittedBy, language })
    .returning();
  return unnamed(row!);
}

/** What a list row of POS pre-checks carries: its summary and its review. */
const posListColumns = {
  id: posPrechecks.id,
  reference: posPrechecks.reference,
  company: posPrechecks.company,
  contactPerson: posPrechecks.contactPerson,
  email: posPrechecks.email,
  additionalServices: posPrechecks.additionalServices,
  createdAt: posPrechecks.createdAt,
  ...listReviewColumnsOf(posPrechecks),
};
const posSearch = orReference(posPrechecks.reference, foldedContains(posPrechecks.searchText));

export const listPos = pagedList(posPrechecks, {
  name: 'pos',
  columns: posListColumns,
  search: posSearch,
  // Without a search the total comes from the counters: counting a million rows per page is too slow.
  unfilteredTotal: precheckTotal('pos'),
});

/** The queue of POS pre-checks: the list filtered and ordered as asked (DESIGN §12). */
export const queuePos = (db: Db, query: PrecheckListQuery, viewer: Viewer, slaMs: number) =>
  queuePage(db, posPrechecks, posListColumns, { query, viewer, slaMs, search: posSearch });

/**
 * A POS record's export shows its answers and its review (the assignee by name), not who submitted
 * it or the search text made of them.
 */
const {
  submittedBy: _submittedBy,
  searchText: _searchText,
  ...recordColumns
} = getTableColumns(posPrechecks);
const exportedColumns = { ...recordColumns, assigneeName: reviewNamesOf(posPrechecks).assigneeName };

/** Every record the list's search finds, newest first, `batchSize` at a time (the CSV export). */
export const posBatches = (db: Db, q: string | undefined, batchSize: number) =>
  listPos.batches(db, q, exportedColumns, batchSize);

const posById = prepared((db) =>
  db
    .select(wholeRow)
    .from(posPrechecks)
    .where(eq(posPrechecks.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_pos'),
);

export async function findPos(db: Db, id: string): Promise<PosRow | undefined> {
  const [row] = await posById(db).execute({ id });
  return row;
}

/** Replaces a pre-check's answers with an update's (DESIGN §12). */
export async function updatePos(db: Db, id: string, data: PosPrecheckData): Promise<void> {
  await db.update(posPrechecks).set(data).where(eq(posPrechecks.id, id));
}

/** Deletes a pre-check, answering it as it was, or undefined when there was none. */
export async function deletePos(db: Db, id: string): Promise<PosRow | undefined> {
  const [deleted] = await db.delete(posPrechecks).where(eq(posPrechecks.id, id)).returning(wholeRow);
  return deleted;
}
