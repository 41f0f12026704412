import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ecomPrechecks, posPrechecks } from '../../db/schema.ts';

/** The newest `limit` of each kind; merged by the service. Each side is one index range scan. */
export function newestOfEachKind(db: Db, limit: number) {
  return Promise.all([
    db
      .select({
        id: posPrechecks.id,
        type: sql<'POS'>`'POS'`,
        company: posPrechecks.company,
        contact: posPrechecks.contactPerson,
        createdAt: posPrechecks.createdAt,
      })
      .from(posPrechecks)
      .orderBy(desc(posPrechecks.createdAt), desc(posPrechecks.id))
      .limit(limit),
    db
      .select({
        id: ecomPrechecks.id,
        type: sql<'ECOM'>`'ECOM'`,
        company: ecomPrechecks.genComp,
        contact: ecomPrechecks.genFullName,
        createdAt: ecomPrechecks.createdAt,
      })
      .from(ecomPrechecks)
      .orderBy(desc(ecomPrechecks.createdAt), desc(ecomPrechecks.id))
      .limit(limit),
  ]);
}
