import { posPrecheckInputSchema } from '@portal/shared';
import type { Db } from '../db/client.ts';
import { ecomPrechecks, posPrechecks } from '../db/schema.ts';
import { posPrecheckBody } from './precheck-pos-fixture.ts';

/** Inserts pre-checks straight into the tables, with the creation time a test needs. */
export async function insertPosRow(
  db: Db,
  createdAt: Date,
  company = 'POS Co',
  submittedBy: string | null = null,
) {
  const data = posPrecheckInputSchema.parse(posPrecheckBody({ company }));
  const [row] = await db
    .insert(posPrechecks)
    .values({ ...data, createdAt, submittedBy })
    .returning({ id: posPrechecks.id });
  return row!.id;
}

export async function insertEcomRow(
  db: Db,
  createdAt: Date,
  company = 'ECOM Co',
  submittedBy: string | null = null,
) {
  const [row] = await db
    .insert(ecomPrechecks)
    .values({
      reg: 'eu',
      srv: ['affiliate'],
      genComp: company,
      genFullName: 'Eva Contact',
      genEmail: 'eva@example.com',
      details: { genInfo: { genComp: company } },
      genPassEncrypted: 'v1:unused',
      createdAt,
      submittedBy,
    })
    .returning({ id: ecomPrechecks.id });
  return row!.id;
}
