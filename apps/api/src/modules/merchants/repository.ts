import { eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { MerchantRow } from './records.ts';
import { merchants } from '../../db/schema.ts';
import { pagedList } from '../../db/paged-list.ts';
import { anyContains } from '../../db/search.ts';

export const listMerchants = pagedList(merchants, {
  name: 'merchants',
  columns: {
    id: merchants.id,
    company: merchants.company,
    contactPerson: merchants.contactPerson,
    email: merchants.email,
    industry: merchants.industry,
    createdAt: merchants.createdAt,
  },
  search: anyContains([merchants.company, merchants.contactPerson, merchants.email]),
});

/** A merchant's export shows its fields, not which account owns it or when it last changed. */
const { ownerId: _ownerId, updatedAt: _updatedAt, ...exportedColumns } = getTableColumns(merchants);

/** Every merchant the list's search finds, newest first, `batchSize` at a time (the CSV export). */
export const merchantBatches = (db: Db, q: string | undefined, batchSize: number) =>
  listMerchants.batches(db, q, exportedColumns, batchSize);

export async function findMerchant(db: Db, id: number): Promise<MerchantRow | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
  return row;
}

/** Deletes a merchant, answering it as it was (for the event that tells of it), or undefined. */
export async function deleteMerchant(db: Db, id: number): Promise<MerchantRow | undefined> {
  const [deleted] = await db.delete(merchants).where(eq(merchants.id, id)).returning();
  return deleted;
}
