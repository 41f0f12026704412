import type { PosPrecheckData } from '@portal/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countPrechecks } from '../../db/precheck-counts.ts';
import { newestPageIds, searchAny } from '../../db/search.ts';
import { posPrechecks } from '../../db/schema.ts';

export type PosRow = typeof posPrechecks.$inferSelect;

export async function insertPos(db: Db, data: PosPrecheckData, submittedBy: string | null): Promise<string> {
  const [row] = await db
    .insert(posPrechecks)
    .values({ ...data, submittedBy })
    .returning({ id: posPrechecks.id });
  return row!.id;
}

export async function listPos(db: Db, q: string | undefined, page: number, pageSize: number) {
  const where = searchAny(q, [posPrechecks.company, posPrechecks.contactPerson, posPrechecks.email]);
  const pageIds = newestPageIds(db, posPrechecks, where, page, pageSize);
  const [items, total] = await Promise.all([
    db
      .select({
        id: posPrechecks.id,
        company: posPrechecks.company,
        contactPerson: posPrechecks.contactPerson,
        email: posPrechecks.email,
        additionalServices: posPrechecks.additionalServices,
        createdAt: posPrechecks.createdAt,
      })
      .from(posPrechecks)
      .innerJoin(pageIds, eq(posPrechecks.id, pageIds.pageId))
      .orderBy(desc(posPrechecks.createdAt), desc(posPrechecks.id)),
    // Without a search the total comes from the counters: counting a million rows per page is too slow.
    where
      ? db
          .select({ value: count() })
          .from(posPrechecks)
          .where(where)
          .then(([row]) => row?.value ?? 0)
      : countPrechecks(db, 'pos'),
  ]);
  return { items, total };
}

export async function findPos(db: Db, id: string): Promise<PosRow | undefined> {
  const [row] = await db.select().from(posPrechecks).where(eq(posPrechecks.id, id)).limit(1);
  return row;
}

export async function deletePos(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(posPrechecks)
    .where(eq(posPrechecks.id, id))
    .returning({ id: posPrechecks.id });
  return deleted.length === 1;
}
