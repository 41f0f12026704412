import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ECOM_SERVICES } from '@portal/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyChain } from '../../modules/audit/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { openDataDir } from '../../test/database.ts';
import { ecomPrecheckBody } from '../../test/precheck-ecom-fixture.ts';
import { posPrecheckBody } from '../../test/precheck-pos-fixture.ts';
import { insertPosRow } from '../../test/rows.ts';
import { finish, start } from '../../test/server-process.ts';
import { totpCode } from '@portal/test-support';
import { until } from '../../test/until.ts';
import { createEndpoint } from '../../test/webhook-endpoints.ts';
import { type Database, openDatabase } from '../client.ts';
import { rowCounts, useCanonicalText } from '../tables.ts';
import { takeCensus } from './census.ts';

/*
 * `npm run db:copy`: an embedded database that the product filled through its API (pre-checks of
 * both kinds, merchants, users with second factors, audit entries, idempotency keys, outbox rows, an
 * API key and a webhook) moved into a PostgreSQL database of the test's own, which the product then
 * runs on. PostgreSQL is needed in both of CI's passes: the server of DATABASE_URL, else the local one.
 */

const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const targetName = `portal_copy_${randomBytes(6).toString('hex')}`;
const targetUrl = Object.assign(new URL(server), { pathname: `/${targetName}` }).toString();

const ADMIN = 'copy-admin@example.com';
const MERCHANT = 'copy-merchant@example.com';
const workDir = mkdtempSync(path.join(tmpdir(), 'portal-copy-'));
const dataDir = path.join(workDir, 'data');

const copy = (args = ['--to', targetUrl]) => finish(start('db-copy', workDir, args, { DATA_DIR: dataDir }));

async function onDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let source: TestApp;
let closeSource: () => Promise<void>;
let admin: string;
let merchant: string;
let ecomId: string;
let oddId: string;
/** What the admin's lists answered on the embedded database, by URL. */
const answered = new Map<string, unknown>();
const LISTS = [
  '/api/precheck-pos',
  '/api/precheck',
  '/api/merchant',
  '/api/users',
  '/api/api-keys',
  '/api/webhooks',
  '/api/stats/dashboard',
];

async function get(t: TestApp, url: string, authorization: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization } });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

async function post(t: TestApp, url: string, authorization: string, payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization, 'idempotency-key': randomUUID() },
    payload,
  });
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

/** The product fills the embedded database as its users would. */
async function fill(t: TestApp) {
  await t.addUser(ADMIN, 'admin');
  admin = (await t.signIn(ADMIN)).authorization;
  await post(t, '/api/users', admin, {
    name: 'Mara Copy',
    email: MERCHANT,
    role: 'merchant',
    languagePreference: 'de',
  });
  merchant = (await t.signIn(MERCHANT)).authorization;
  const { secret } = await post(t, '/api/me/mfa', merchant, {});
  await post(t, '/api/me/mfa/confirm', merchant, { code: totpCode(secret) });

  const endpoint = await createEndpoint(t, admin, {
    // Nothing listens there: each delivery fails and waits for its retry.
    url: 'http://127.0.0.1:35209/hooks',
    events: ['precheck_pos.created', 'precheck.created'],
  });
  for (const company of ['Bäckerei Copy GmbH', 'Café Kopie']) {
    await post(
      t,
      '/api/precheck-pos',
      merchant,
      posPrecheckBody({ company, email: `${company.length}@copy.example` }),
    );
  }
  ecomId = (await post(t, '/api/precheck', merchant, ecomPrecheckBody([...ECOM_SERVICES]))).id;
  const { key } = await post(t, '/api/api-keys', admin, {
    name: 'CRM',
    scopes: ['prechecks:read', 'prechecks:write'],
    expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    code: await t.freshCode(ADMIN),
  });
  await post(t, '/api/precheck-pos', `Bearer ${key}`, posPrecheckBody({ company: 'Schlüssel AG' }));
  await get(t, `/api/precheck/${ecomId}`, admin);
  // Values a round trip through text could bend: a record's and an array's punctuation, escapes, an
  // empty text beside a null, a JSON null beside an SQL null, and a microsecond.
  oddId = await insertPosRow(t.db, new Date(), 'Quote " back\\slash, (paren) {brace} ü 😀\nline');
  await t.database.withSession(async (query) => {
    await query(
      `update precheck_pos set created_at = created_at + interval '7 microseconds', online_shop = '' where id = $1`,
      [oddId],
    );
    const [jsonNull, sqlNull] = [randomUUID(), randomUUID()];
    await query(
      `insert into idempotency_keys (scope, key, request_hash, claim, status, body)
        values ('anonymous', $1, 'hash', $1, 201, 'null'), ('anonymous', $2, 'hash', $2, null, null)`,
      [jsonNull, sqlNull],
    );
  });
  await until(async () => {
    const deliveries = await get(t, `/api/webhooks/${endpoint.id}/deliveries`, admin);
    return (
      deliveries.items.length === 4 && deliveries.items.every((d: { attempts: number }) => d.attempts > 0)
    );
  }, 'a failed attempt of every webhook delivery');
  for (const url of [...LISTS, '/api/audit?pageSize=100', `/api/precheck/${ecomId}/secret`]) {
    answered.set(url, await get(t, url, admin));
  }
}

beforeAll(async () => {
  await onDatabase(server.toString(), (client) => client.query(`create database ${targetName}`));
  source = await createTestApp(
    { WEBHOOK_ALLOW_NETWORKS: '127.0.0.1/32', OUTBOX_POLL_MS: '50' },
    { database: await openDataDir(dataDir) },
  );
  let closing: Promise<void> | undefined;
  closeSource = () => (closing ??= source.close());
  await fill(source);
}, 120_000);

afterAll(async () => {
  await closeSource();
  await onDatabase(server.toString(), (client) =>
    client.query(`drop database if exists ${targetName} with (force)`),
  );
  rmSync(workDir, { recursive: true, force: true });
});

/** Opens both databases (the embedded one while no other process holds it). */
async function withBoth<T>(work: (embedded: Database, copied: Database) => Promise<T>): Promise<T> {
  const embedded = await openDatabase({ dataDir });
  const copied = await openDatabase({ databaseUrl: targetUrl, dataDir: 'memory' });
  try {
    return await work(embedded, copied);
  } finally {
    await Promise.all([embedded.close(), copied.close()]);
  }
}

describe('db:copy', () => {
  it('refuses while the product holds the embedded database, and without a target', async () => {
    const refused = await copy();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `db:copy: the database in ./data is in use by process ${process.pid}; stop it first\n`,
    );
    const usage = await copy([]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^--to is missing\nusage: npm run db:copy -- --to postgres:\/\//);
    const tables = await onDatabase(targetUrl, (client) =>
      client.query(`select count(*)::int as n from pg_tables where schemaname = 'public'`),
    );
    expect(tables.rows).toEqual([{ n: 0 }]);
  }, 60_000);

  it('copies every table with equal counts, checksums and sequences, and the chain verifies', async () => {
    await closeSource();
    const copied = await copy();
    expect(copied.code, copied.stderr).toBe(0);
    expect(copied.stdout).toMatch(/audit chain: \d+ entries verified on the target/);
    expect(copied.stdout).not.toMatch(/DIFFERENT/);

    await withBoth(async (embedded, target) => {
      const [before, after] = [await takeCensus(embedded), await takeCensus(target)];
      expect(after).toEqual(before);
      for (const table of [
        'users',
        'precheck_pos',
        'precheck_ecom',
        'merchants',
        'audit_log',
        'idempotency_keys',
        'outbox',
        'api_keys',
        'webhook_endpoints',
        'webhook_attempts',
        'recovery_codes',
        'precheck_counts',
      ]) {
        expect(before.rows[table], table).toBeGreaterThan(0);
      }
      const odd = async (database: Database) =>
        database.withSession(async (query) => {
          await query('begin');
          await useCanonicalText(query);
          const { rows } = await query(`select t::text as row from precheck_pos t where id = $1`, [oddId]);
          await query('commit');
          return rows;
        });
      expect(await odd(target)).toEqual(await odd(embedded));
      const chain = await verifyChain(target.db);
      expect(chain).toEqual({ ok: true, entries: before.rows.audit_log });
    });
  }, 120_000);

  it('runs the product on the copy: the same admin signs in with the same second factor and sees the same lists', async () => {
    const copied = await createTestApp(
      { OUTBOX_WORKER: 'off' },
      { database: await openDatabase({ databaseUrl: targetUrl, dataDir: 'memory' }) },
    );
    try {
      copied.enrolled.set(ADMIN, source.enrolled.get(ADMIN)!);
      const signedIn = await copied.verifyMailedCode(ADMIN);
      expect(signedIn).toMatchObject({ mfa: 'totp' });
      const again = (await copied.signIn(ADMIN)).authorization;
      for (const url of LISTS) expect(await get(copied, url, again), url).toEqual(answered.get(url));
      expect(await get(copied, `/api/precheck/${ecomId}/secret`, again)).toEqual(
        answered.get(`/api/precheck/${ecomId}/secret`),
      );
      // The entries written on the embedded database, as they were; the sign-ins here come after them.
      const before = (answered.get('/api/audit?pageSize=100') as { items: { seq: number }[] }).items;
      const after = (await get(copied, '/api/audit?pageSize=100', again)).items as { seq: number }[];
      expect(after.filter((entry) => entry.seq <= before[0]!.seq)).toEqual(before);

      // The merchant's session goes on, and the sequences go on where they stood.
      const created = await post(
        copied,
        '/api/precheck-pos',
        merchant,
        posPrecheckBody({ company: 'Neu GmbH' }),
      );
      const references = (answered.get('/api/precheck-pos') as { items: { reference: string }[] }).items;
      expect(references.map((row) => row.reference)).not.toContain(created.reference);
    } finally {
      await copied.close();
    }
  }, 120_000);

  it('refuses a target that holds data, or whose schema is newer, and leaves it as it was', async () => {
    const before = await withBoth((_, target) => target.withSession(rowCounts));
    const filled = await copy();
    expect(filled.code).toBe(1);
    expect(filled.stderr).toMatch(
      /^db:copy: the target holds data \(users: 2, .*\): db:copy only fills an empty database/,
    );
    // A migration this version of the portal does not know, as a newer version would have applied.
    await onDatabase(targetUrl, (client) =>
      client.query(
        `insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer', 9999999999999)`,
      ),
    );
    const newer = await copy();
    expect(newer.code).toBe(1);
    expect(newer.stderr).toMatch(
      /^db:copy: the schemas differ after migrating: the target's is at version (\d+), the embedded database's at (?!\1)\d+;/,
    );
    expect(await withBoth((_, target) => target.withSession(rowCounts))).toEqual(before);
  }, 60_000);
});
