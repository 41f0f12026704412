import { ECOM_EMAIL_PATHS } from '@portal/shared';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { bindSecrets, placeOf } from '../../../db/bound-secrets.ts';
import type { Db } from '../../../db/client.ts';
import { ecomPrechecks } from '../../../db/schema.ts';
import type { LineLog } from '../../../lib/line-log.ts';
import { pagedList } from '../../../db/paged-list.ts';
import { foldedContains, orReference } from '../../../db/search.ts';
import { prepared } from '../../../db/prepared.ts';
import { lockSubjects } from '../../../db/subject-lock.ts';
import { precheckTotal } from '../counts.ts';
import { listReviewColumnsOf, type ReviewNames, reviewNamesOf, unnamed } from '../review-state.ts';
import { type PrecheckListQuery, queuePage, type Viewer } from '../repository.ts';

/** A stored row with the names its review points at (`reviewNamesOf`). */
export type EcomRow = typeof ecomPrechecks.$inferSelect & ReviewNames;

/** What every read of a whole row selects. */
const wholeRow = { ...getTableColumns(ecomPrechecks), ...reviewNamesOf(ecomPrechecks) };
export type NewEcomRow = typeof ecomPrechecks.$inferInsert;

/** Where a pre-check's website password is stored, which its encryption is bound to. */
export const genPassPlace = (id: string) => placeOf(ecomPrechecks.genPassEncrypted, id);

/** Binds the website passwords stored before secrets were bound to their rows. */
export const bindGenPasses = (db: Db, key: Buffer, log: LineLog) =>
  bindSecrets(db, ecomPrechecks.genPassEncrypted, key, log);

/** Every address an e-commerce pre-check names: the people it is about (DESIGN §13). */
function addressesOf(row: NewEcomRow): string[] {
  const details = row.details as Record<string, Record<string, unknown> | undefined>;
  const named = ECOM_EMAIL_PATHS.map(({ group, field }) => details[group]?.[field]);
  return [
    row.genEmail,
    ...named.filter((value): value is string => typeof value === 'string' && value !== ''),
  ];
}

/**
 * Stores a pre-check under its id (its password's encryption is bound to it) and answers it as stored
 * (its reference and time are the database's), its people locked against an erasure meanwhile.
 */
export async function insertEcom(db: Db, row: NewEcomRow & { id: string }): Promise<EcomRow> {
  await lockSubjects(db, addressesOf(row), 'shared');
  const [inserted] = await db.insert(ecomPrechecks).values(row).returning();
  return unnamed(inserted!);
}

/** Replaces a pre-check's answers with an update's (DESIGN §12); the password only when given. */
export async function updateEcom(db: Db, id: string, row: Omit<NewEcomRow, 'submittedBy'>): Promise<void> {
  await db.update(ecomPrechecks).set(row).where(eq(ecomPrechecks.id, id));
}

/** What a list row of e-commerce pre-checks carries: its summary and its review. */
const ecomListColumns = {
  id: ecomPrechecks.id,
  reference: ecomPrechecks.reference,
  reg: ecomPrechecks.reg,
  srv: ecomPrechecks.srv,
  createdAt: ecomPrechecks.createdAt,
  genComp: ecomPrechecks.genComp,
  genFullName: ecomPrechecks.genFullName,
  genEmail: ecomPrechecks.genEmail,
  ...listReviewColumnsOf(ecomPrechecks),
};
const ecomSearch = orReference(ecomPrechecks.reference, foldedContains(ecomPrechecks.searchText));

export const listEcom = pagedList(ecomPrechecks, {
  name: 'ecom',
  columns: ecomListColumns,
  search: ecomSearch,
  // Without a search the total comes from the counters: counting a million rows per page is too slow.
  unfilteredTotal: precheckTotal('ecom'),
});

/** The queue of e-commerce pre-checks: the list filtered and ordered as asked (DESIGN §12). */
export const queueEcom = (db: Db, query: PrecheckListQuery, viewer: Viewer, slaMs: number) =>
  queuePage(db, ecomPrechecks, ecomListColumns, { query, viewer, slaMs, search: ecomSearch });

/** An e-commerce record's export: its answers and its review, never the encrypted password beside them. */
const exportedColumns = {
  id: ecomPrechecks.id,
  reference: ecomPrechecks.reference,
  reg: ecomPrechecks.reg,
  srv: ecomPrechecks.srv,
  createdAt: ecomPrechecks.createdAt,
  details: ecomPrechecks.details,
  status: ecomPrechecks.status,
  decidedAt: ecomPrechecks.decidedAt,
  decisionReason: ecomPrechecks.decisionReason,
  assigneeName: reviewNamesOf(ecomPrechecks).assigneeName,
};

/** Every record the list's search finds, newest first, `batchSize` at a time (the CSV export). */
export const ecomBatches = (db: Db, q: string | undefined, batchSize: number) =>
  listEcom.batches(db, q, exportedColumns, batchSize);

const ecomById = prepared((db) =>
  db
    .select(wholeRow)
    .from(ecomPrechecks)
    .where(eq(ecomPrechecks.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_ecom'),
);

export async function findEcom(db: Db, id: string): Promise<EcomRow | undefined> {
  const [row] = await ecomById(db).execute({ id });
  return row;
}

/** Deletes a pre-check, answering it as it was, or undefined when there was none. */
export async function deleteEcom(db: Db, id: string): Promise<EcomRow | undefined> {
  const [deleted] = await db.delete(ecomPrechecks).where(eq(ecomPrechecks.id, id)).returning(wholeRow);
  return deleted;
}
