import { count, desc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { ecomPrechecks, posPrechecks } from '../../db/schema.ts';
import { offsetOf } from '../../db/search.ts';

/** One user's pre-checks of both kinds, newest first (served by the submitted_by indexes). */
export async function listOwnPrechecks(db: Db, userId: string, page: number, pageSize: number) {
  const pos = db
    .select({
      id: posPrechecks.id,
      type: sql<'POS' | 'ECOM'>`'POS'`.as('type'),
      company: posPrechecks.company,
      contact: posPrechecks.contactPerson,
      createdAt: posPrechecks.createdAt,
    })
    .from(posPrechecks)
    .where(eq(posPrechecks.submittedBy, userId));
  const ecom = db
    .select({
      id: ecomPrechecks.id,
      type: sql<'POS' | 'ECOM'>`'ECOM'`.as('type'),
      company: ecomPrechecks.genComp,
      contact: ecomPrechecks.genFullName,
      createdAt: ecomPrechecks.createdAt,
    })
    .from(ecomPrechecks)
    .where(eq(ecomPrechecks.submittedBy, userId));
  const [items, [posCount], [ecomCount]] = await Promise.all([
    unionAll(pos, ecom)
      .orderBy(desc(sql`"created_at"`), desc(sql`"id"`))
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    db.select({ value: count() }).from(posPrechecks).where(eq(posPrechecks.submittedBy, userId)),
    db.select({ value: count() }).from(ecomPrechecks).where(eq(ecomPrechecks.submittedBy, userId)),
  ]);
  return { items, total: (posCount?.value ?? 0) + (ecomCount?.value ?? 0) };
}
