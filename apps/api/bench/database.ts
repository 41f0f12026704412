/** The benchmarks' databases, one per size, seeded once and kept in bench/.data or on the PostgreSQL server. */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { clearFactor } from '../src/modules/second-factor/index.ts';
import { SEED_STAFF } from '../src/db/seed/review.ts';
import { BENCH_ADMIN } from './product.ts';

/** The seeded reviewer the queue's scenarios sign in as: a quarter of the work in review is hers. */
export const BENCH_REVIEWER = SEED_STAFF[0].email;

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(here, '..');

/**
 * A database of its own per size, kept between runs: seeding a million rows once is enough. On the
 * PostgreSQL server of `databaseUrl` (DATABASE_URL by default), else embedded.
 */
export async function prepareDatabase(
  pos: number,
  ecom: number,
  databaseUrl = process.env.DATABASE_URL,
): Promise<NodeJS.ProcessEnv> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_SECRET: 'benchmark-secret-benchmark-secret-benchmark',
    DATA_DIR: path.join(here, '.data', `pglite-${pos}-${ecom}`),
  };
  delete env.DATABASE_URL;
  if (databaseUrl) {
    const name = `portal_bench_${pos}_${ecom}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  } else {
    mkdirSync(env.DATA_DIR!, { recursive: true });
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  const { rows } = await database.withSession((q) =>
    q(
      'select (select count(*) from precheck_pos)::int as pos, (select count(*) from precheck_ecom)::int as ecom',
    ),
  );
  const stored = { pos: Number(rows[0]?.pos), ecom: Number(rows[0]?.ecom) };
  // A run knows only the secret it enrolled itself: the last run's second factor goes.
  await clearAdminFactor(database);
  // A run stopped midway leaves messages unsent, which this run's product would send beside its
  // measurements (and the confirmations' drain would count).
  await database.withSession((q) =>
    q(`delete from outbox where status in ('queued', 'sending', 'retrying')`),
  );
  await database.close();
  // Only what is missing: the erasure bench's retention erases seeded rows long declined, and seeding
  // the whole size again would grow the database run after run.
  const more = { pos: Math.max(0, pos - stored.pos), ecom: Math.max(0, ecom - stored.ecom) };
  if (more.pos > 0 || more.ecom > 0) {
    const size = ['--pos', String(more.pos), '--ecom', String(more.ecom), '--users', '200'];
    await run('npx', ['tsx', 'src/db/seed/index.ts', ...size], env);
  }
  return env;
}

async function clearAdminFactor(database: Awaited<ReturnType<typeof openDatabase>>) {
  const staff = await database.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, [BENCH_ADMIN, BENCH_REVIEWER]));
  for (const { id } of staff) await database.db.transaction((tx) => clearFactor(tx, id));
}

/**
 * The bench admin's (and the bench reviewer's) second factor goes: a product enrols it afresh when it signs the admin in
 * (product.ts knows only the secret its own sign-in enrolled), so the next product can sign in too.
 */
export async function forgetAdminFactor(env: NodeJS.ProcessEnv) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  try {
    await clearAdminFactor(database);
  } finally {
    await database.close();
  }
}

/**
 * A run's submissions go again after it (the bench's write scenarios, a profile of submissions): left
 * in, each run would add thousands of copies of one fixture (a "Müller" among them) and the next run's
 * searches would measure those. Their confirmations and webhook events go with them.
 */
export async function removeSubmissionsSince(env: NodeJS.ProcessEnv, since: Date) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  try {
    await database.withSession(async (q) => {
      for (const table of ['precheck_pos', 'precheck_ecom', 'merchants', 'outbox', 'webhook_events'])
        await q(`delete from ${table} where created_at >= $1`, [since]);
      await q('vacuum analyze precheck_pos');
      await q('vacuum analyze precheck_ecom');
    });
  } finally {
    await database.close();
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: apiDir, env, stdio: 'inherit' });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

/** The seeded merchant with the most pre-checks: `/me/prechecks` then has a full page to answer. */
export async function busiestMerchant(env: NodeJS.ProcessEnv): Promise<string> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  try {
    const { rows } = await database.withSession((q) =>
      q(`select u.email from users u join precheck_pos p on p.submitted_by = u.id
         where u.role = 'merchant' group by u.email order by count(*) desc limit 1`),
    );
    return String(rows[0]?.email);
  } finally {
    await database.close();
  }
}
