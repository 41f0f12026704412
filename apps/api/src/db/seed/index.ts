/**
 * Fills the configured database (DATABASE_URL, else the embedded one in DATA_DIR) with realistic
 * generated records: `npm run seed -- --pos N --ecom N --users N [--merchants N]`, reviewed by a
 * seeded team (review.ts): statuses, assignees, notes, questions and decisions spread by age.
 * Bulk rows bypass the counting triggers (session_replication_role = replica) and the monthly
 * counters and merchant records are then derived in set-based statements.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { deriveKey } from '../../lib/crypto/derive-key.ts';
import { encryptSecret } from '../../lib/crypto/secrets.ts';
import { placeOf } from '../bound-secrets.ts';
import { ecomPrechecks } from '../schema.ts';
import { openDatabase, type SessionQuery } from '../client.ts';
import { DataDirInUseError } from '../data-dir-lock.ts';
import { deriveMerchantsFromPrechecks } from '../../modules/merchants/index.ts';
import { rebuildPrecheckCounts } from '../../modules/prechecks/index.ts';
import { ecomRow, makeProfile, pick, posRow, type Profile, randomCreatedAt } from './generate.ts';
import { insertBatch } from './insert.ts';
import { seedStaff, spreadReview } from './review.ts';
import { rowProgress } from '../progress-bar.ts';

const BATCH = 5_000;
const MONTHS = 18;

const POS_COLUMNS = [
  ['company', 'text'],
  ['tax_id', 'text'],
  ['creditor_id', 'text'],
  ['industry', 'text'],
  ['address', 'text'],
  ['locations', 'text'],
  ['website', 'text'],
  ['director', 'text'],
  ['contact_person', 'text'],
  ['email', 'text'],
  ['telephone', 'text'],
  ['mobile', 'text'],
  ['online_shop', 'text'],
  ['current_provider', 'text'],
  ['turnover', 'numeric'],
  ['receipt_size', 'numeric'],
  ['bank_statement_reference', 'text'],
  ['terminals', 'text'],
  ['checkout_connection', 'text'],
  ['cash_cut', 'text'],
  ['tip', 'text'],
  ['cards', 'text[]'],
  ['additional_services', 'text[]'],
  ['submitted_by', 'uuid'],
  ['created_at', 'timestamptz'],
].map(([name, type]) => ({ name: name!, type: type! }));

const ECOM_COLUMNS = [
  ['id', 'uuid'],
  ['reg', 'text'],
  ['srv', 'text[]'],
  ['gen_comp', 'text'],
  ['gen_full_name', 'text'],
  ['gen_email', 'text'],
  ['details', 'jsonb'],
  ['gen_pass_encrypted', 'text'],
  ['submitted_by', 'uuid'],
  ['created_at', 'timestamptz'],
].map(([name, type]) => ({ name: name!, type: type! }));

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

async function seedUsers(
  query: SessionQuery,
  profiles: Profile[],
  count: number,
): Promise<(string | null)[]> {
  const owners: (string | null)[] = profiles.map(() => null);
  const progress = rowProgress('users', count);
  for (let start = 0; start < count; start += BATCH) {
    const slice = profiles.slice(start, Math.min(start + BATCH, count));
    const { rows } = await insertBatch(
      query,
      'users',
      [
        { name: 'name', type: 'text' },
        { name: 'email', type: 'text' },
        { name: 'role', type: 'text' },
        { name: 'language_preference', type: 'text' },
      ],
      slice.map((p) => ({
        name: p.contact,
        email: p.email,
        role: 'merchant',
        language_preference: { DE: 'de', ES: 'es', IT: 'it' }[p.country.code as string] ?? 'en',
      })),
      'id, email',
    );
    const byEmail = new Map(rows.map((r) => [String(r.email), String(r.id)]));
    slice.forEach((p, i) => (owners[start + i] = byEmail.get(p.email) ?? null));
    progress(Math.min(start + BATCH, count));
  }
  return owners;
}

async function seedRows(
  label: string,
  count: number,
  makeBatch: (size: number) => Record<string, unknown>[],
  insert: (rows: Record<string, unknown>[]) => Promise<unknown>,
) {
  const progress = rowProgress(label, count);
  let done = 0;
  let batch = makeBatch(Math.min(BATCH, count));
  while (batch.length > 0) {
    // The next batch is generated while the database writes this one.
    const writing = insert(batch);
    done += batch.length;
    batch = makeBatch(Math.min(BATCH, count - done));
    await writing;
    progress(done);
  }
}

/** Large loads are faster with the trigram indexes built once afterwards than kept up row by row. */
const BULK_THRESHOLD = 50_000;

async function withoutTrigramIndexes(
  query: SessionQuery,
  table: string,
  rows: number,
  work: () => Promise<void>,
) {
  if (rows < BULK_THRESHOLD) return work();
  const { rows: indexes } = await query(
    `select indexname, indexdef from pg_indexes where tablename = $1 and indexdef like '%gin_trgm_ops%'`,
    [table],
  );
  for (const index of indexes) await query(`drop index ${String(index.indexname)}`);
  await work();
  process.stderr.write(`rebuilding ${indexes.length} search indexes of ${table}…\n`);
  await query(`set local maintenance_work_mem = '512MB'`);
  for (const index of indexes) await query(String(index.indexdef));
}

async function main() {
  const { values } = parseArgs({
    options: {
      pos: { type: 'string', default: '1000' },
      ecom: { type: 'string', default: '200' },
      users: { type: 'string', default: '20' },
      merchants: { type: 'string' },
    },
  });
  const pos = Number(values.pos);
  const ecom = Number(values.ecom);
  const users = Number(values.users);
  const businesses = Number(values.merchants ?? Math.max(users, Math.ceil((pos + ecom) / 5), 1));
  if (![pos, ecom, users, businesses].every((n) => Number.isInteger(n) && n >= 0)) {
    throw new Error('--pos, --ecom, --users and --merchants take whole numbers');
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  const secretKey = deriveKey(config.appSecret, 'secrets-at-rest');
  const started = Date.now();
  const profiles = Array.from({ length: Math.max(businesses, users) }, (_, i) =>
    makeProfile((Date.now() % 100_000) + i),
  );
  console.log(
    `Seeding ${database.kind}: ${pos} POS, ${ecom} e-commerce, ${users} users, ${profiles.length} businesses`,
  );

  await database.withSession(async (query) => {
    await query('begin');
    // Bulk rows skip the per-row counting triggers; the counters are rebuilt once at the end.
    await query('set local session_replication_role = replica');
    const owners = await seedUsers(query, profiles, users);
    const ownerOf = (index: number) => (index < users && Math.random() < 0.5 ? owners[index]! : null);
    /** `count` rows of a pre-check table, each of a random business, owned by it half of the time. */
    const seedPrechecks = (
      label: string,
      table: string,
      columns: typeof POS_COLUMNS,
      count: number,
      row: (profile: Profile) => Record<string, unknown>,
    ) =>
      withoutTrigramIndexes(query, table, count, () =>
        seedRows(
          label,
          count,
          (size) =>
            Array.from({ length: size }, () => {
              const index = Math.floor(Math.random() * profiles.length);
              const owner = ownerOf(index);
              return {
                ...row(profiles[index]!),
                submitted_by: owner,
                created_at: randomCreatedAt(MONTHS).toISOString(),
              };
            }),
          (rows) => insertBatch(query, table, columns, rows),
        ),
      );

    await seedPrechecks('POS', 'precheck_pos', POS_COLUMNS, pos, (profile) => {
      const row: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(posRow(profile))) row[snake(key)] = value;
      return row;
    });
    await seedPrechecks('e-commerce', 'precheck_ecom', ECOM_COLUMNS, ecom, (profile) => {
      const r = ecomRow(profile);
      // Chosen here: the password's encryption is bound to the row.
      const id = randomUUID();
      const password =
        Math.random() < 0.5 ? 'demo-password' : pick(['Summer2024!', 'shop-admin', 'Zugang#7']);
      return {
        id,
        reg: r.reg,
        srv: r.srv,
        gen_comp: r.genComp,
        gen_full_name: r.genFullName,
        gen_email: r.genEmail,
        details: r.details,
        gen_pass_encrypted: encryptSecret(secretKey, password, placeOf(ecomPrechecks.genPassEncrypted, id)),
      };
    });
    // The team reviewing them, and where each pre-check stands: the queue and dashboard of a working team.
    const staffIds = await seedStaff(query);
    await spreadReview(query, 'pos', staffIds, config.retention);
    await spreadReview(query, 'ecom', staffIds, config.retention);
    await query('commit');
  });

  process.stderr.write('deriving merchants and counters…\n');
  await deriveMerchantsFromPrechecks(database.db);
  await rebuildPrecheckCounts(database.db);
  // VACUUM as well: index-only scans (the newest-first search index covers search_text) need the
  // visibility map that only a vacuum writes; autovacuum would get there minutes later.
  await database.withSession((query) => query('vacuum analyze'));
  await database.close();
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
