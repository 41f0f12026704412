import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { EcomGroup, EcomPrecheckData, Merchant, PosPrecheckData, Role } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { merchants, posPrechecks } from '../../db/schema.ts';

export type MerchantFacts = {
  email: string;
  company: string;
  address?: string | null | undefined;
  contactPerson?: string | null | undefined;
  director?: string | null | undefined;
  taxId?: string | null | undefined;
  telephone?: string | null | undefined;
  mobile?: string | null | undefined;
  website?: string | null | undefined;
  onlineShop?: string | null | undefined;
  industry?: string | null | undefined;
  locations?: string | null | undefined;
  avgTxValue?: number | null | undefined;
  currMonthVol?: number | null | undefined;
  projMonthVolAcct?: number | null | undefined;
};

/**
 * Which answer of a pre-check becomes which fact of its merchant (DESIGN §6), written once: the
 * submission services read it through `posMerchantFacts`/`ecomMerchantFacts`, and the seed's
 * set-based derivation (`deriveMerchantsFromPrechecks`) turns the same table into SQL.
 */
const POS_SOURCES = {
  email: 'email',
  company: 'company',
  address: 'address',
  contactPerson: 'contactPerson',
  director: 'director',
  taxId: 'taxId',
  telephone: 'telephone',
  mobile: 'mobile',
  website: 'website',
  onlineShop: 'onlineShop',
  industry: 'industry',
  locations: 'locations',
  avgTxValue: 'receiptSize',
  currMonthVol: 'turnover',
} as const satisfies Partial<Record<keyof MerchantFacts, keyof PosPrecheckData>>;

const ECOM_SOURCES = {
  email: ['genInfo', 'genEmail'],
  company: ['genInfo', 'genComp'],
  address: ['genInfo', 'genAddr'],
  contactPerson: ['genInfo', 'genFullName'],
  director: ['genInfo', 'genDirName'],
  taxId: ['genInfo', 'genTaxID'],
  telephone: ['genInfo', 'genPhone'],
  website: ['genInfo', 'genUrl'],
  avgTxValue: ['ccpInfo', 'ccpAvgTxVal'],
  currMonthVol: ['ccpInfo', 'ccpCurrMonthVol'],
  projMonthVolAcct: ['ccpInfo', 'ccpExpMonthVol'],
} as const satisfies Partial<Record<keyof MerchantFacts, readonly [EcomGroup, string]>>;

const AMOUNT_FACTS: ReadonlySet<keyof MerchantFacts> = new Set([
  'avgTxValue',
  'currMonthVol',
  'projMonthVolAcct',
]);

export function posMerchantFacts(data: PosPrecheckData): MerchantFacts {
  const facts: Record<string, unknown> = {};
  for (const [fact, field] of Object.entries(POS_SOURCES)) facts[fact] = data[field];
  return facts as MerchantFacts;
}

export function ecomMerchantFacts(data: EcomPrecheckData): MerchantFacts {
  const facts: Record<string, unknown> = {};
  for (const [fact, [group, field]] of Object.entries(ECOM_SOURCES)) {
    const answers: Readonly<Record<string, unknown>> | undefined = data[group];
    const value = answers?.[field];
    const wanted = AMOUNT_FACTS.has(fact as keyof MerchantFacts) ? 'number' : 'string';
    facts[fact] = typeof value === wanted ? value : undefined;
  }
  return facts as MerchantFacts;
}

/**
 * The seed's bulk form of the same rule: one merchant per contact e-mail, from its newest pre-check,
 * in two set-based statements (per-row upserts would take hours at a million records).
 */
export async function deriveMerchantsFromPrechecks(db: Db): Promise<void> {
  const columns = (facts: readonly string[]) =>
    sql.join(
      facts.map((fact) => sql.identifier(merchants[fact as keyof MerchantFacts].name)),
      sql`, `,
    );
  const posFacts = Object.keys(POS_SOURCES);
  const posValues = Object.values(POS_SOURCES).map((field) => sql.identifier(posPrechecks[field].name));
  await db.execute(sql`
    insert into merchants (${columns(posFacts)}, created_at)
    select distinct on (email) ${sql.join(posValues, sql`, `)}, created_at
    from precheck_pos order by email, created_at desc
    on conflict (email) do nothing`);
  const ecomFacts = Object.keys(ECOM_SOURCES);
  const ecomValues = Object.entries(ECOM_SOURCES).map(([fact, [group, field]]): SQL => {
    const answer = sql`details->${group}->>${field}`;
    return AMOUNT_FACTS.has(fact as keyof MerchantFacts) ? sql`(${answer})::numeric` : answer;
  });
  await db.execute(sql`
    insert into merchants (${columns(ecomFacts)}, created_at)
    select distinct on (gen_email) ${sql.join(ecomValues, sql`, `)}, created_at
    from precheck_ecom order by gen_email, created_at desc
    on conflict (email) do nothing`);
}

const KEEP_IF_MISSING = [
  'address',
  'contactPerson',
  'director',
  'taxId',
  'telephone',
  'mobile',
  'website',
  'onlineShop',
  'industry',
  'locations',
  'avgTxValue',
  'currMonthVol',
  'projMonthVolAcct',
] as const;

export type MerchantRow = typeof merchants.$inferSelect;

/** A merchant as its GET answers it: without its owner or when it last changed. */
export function merchantAnswer({
  ownerId: _ownerId,
  updatedAt: _updatedAt,
  createdAt,
  onboardedAt,
  ...fields
}: MerchantRow): Merchant {
  return {
    ...fields,
    createdAt: new Date(createdAt).toISOString(),
    onboardedAt: onboardedAt && new Date(onboardedAt).toISOString(),
  };
}

/**
 * Marks the merchant behind an approved pre-check onboarded, on the approval's transaction; answers
 * the change for its `merchant.updated` webhook (null: no record has that contact address).
 */
export async function markOnboarded(tx: Db, contactEmail: string): Promise<MerchantChange> {
  const [row] = await tx
    .update(merchants)
    .set({ onboardedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(merchants.email, contactEmail.toLowerCase()))
    .returning();
  return row ? { kind: 'updated', merchant: merchantAnswer(row) } : null;
}

/** What a submission did to its merchant record, for the webhook event that tells of it. */
export type MerchantChange = { kind: 'created' | 'updated'; merchant: Merchant } | null;

// A row PostgreSQL has just inserted has no deleting transaction yet (xmax 0); one an upsert updated has.
const changed = { ...getTableColumns(merchants), inserted: sql<boolean>`xmax = 0` };

/** Who submitted the pre-check behind the facts: nobody (anonymous, with a captcha) or a signed-in user. */
export type MerchantWriter = { id: string; role: Role; email: string } | null;

/**
 * The merchant record behind a pre-check (DESIGN §6): one per lower-cased contact e-mail, written in
 * the submission's transaction, so a pre-check never exists without its merchant.
 * - Nobody (anonymous): creates the record when none exists; an existing one is never changed, since
 *   anyone on the internet could name any company's e-mail.
 * - A merchant: creates the record as its owner, and updates only a record it owns, or claims an
 *   unowned one bearing its own account's e-mail.
 * - An admin: updates any record (the back office's word wins).
 * On an update the newest submission wins, but a fact it does not carry keeps its earlier value.
 * Answers what it did (null: nothing, the record was only linked to).
 */
export async function recordMerchant(
  db: Db,
  facts: MerchantFacts,
  writer: MerchantWriter,
): Promise<MerchantChange> {
  const values = {
    ...facts,
    email: facts.email.toLowerCase(),
    ownerId: writer?.role === 'merchant' ? writer.id : null,
  };
  const insert = db.insert(merchants).values(values);
  const changeOf = ([row]: (MerchantRow & { inserted: boolean })[]): MerchantChange =>
    row ? { kind: row.inserted ? 'created' : 'updated', merchant: merchantAnswer(row) } : null;
  if (!writer)
    return changeOf(await insert.onConflictDoNothing({ target: merchants.email }).returning(changed));
  const set: Record<string, unknown> = { company: sql`excluded.company`, updatedAt: sql`now()` };
  for (const key of KEEP_IF_MISSING) {
    const column = merchants[key];
    set[key] = sql`coalesce(excluded.${sql.identifier(column.name)}, ${column})`;
  }
  if (writer.role === 'admin') {
    return changeOf(await insert.onConflictDoUpdate({ target: merchants.email, set }).returning(changed));
  }
  set.ownerId = sql`${writer.id}::uuid`;
  return changeOf(
    await insert
      .onConflictDoUpdate({
        target: merchants.email,
        set,
        setWhere: sql`${merchants.ownerId} = ${writer.id}::uuid or (${merchants.ownerId} is null and ${merchants.email} = ${writer.email.toLowerCase()})`,
      })
      .returning(changed),
  );
}
