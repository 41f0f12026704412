import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchants } from '../../db/schema.ts';
import { newestPageIds, searchAny } from '../../db/search.ts';

export type MerchantRow = typeof merchants.$inferSelect;

export async function listMerchants(db: Db, q: string | undefined, page: number, pageSize: number) {
  const where = searchAny(q, [merchants.company, merchants.contactPerson, merchants.email]);
  const pageIds = newestPageIds(db, merchants, where, page, pageSize);
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: merchants.id,
        company: merchants.company,
        contactPerson: merchants.contactPerson,
        email: merchants.email,
        industry: merchants.industry,
        createdAt: merchants.createdAt,
      })
      .from(merchants)
      .innerJoin(pageIds, eq(merchants.id, pageIds.pageId))
      .orderBy(desc(merchants.createdAt), desc(merchants.id)),
    db.select({ value: count() }).from(merchants).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function findMerchant(db: Db, id: number): Promise<MerchantRow | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
  return row;
}

export async function deleteMerchant(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(merchants).where(eq(merchants.id, id)).returning({ id: merchants.id });
  return deleted.length === 1;
}
