import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Backups } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { createMemoryRateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import { verifyChain } from '../audit/index.ts';
import { restoreSnapshot } from './restore.ts';
import { deriveKey, secretFingerprint } from '../../lib/crypto/derive-key.ts';
import {
  type Manifest,
  manifestMac,
  manifestPathOf,
  readManifest,
  sha256OfFile,
  writeSnapshot,
} from './snapshot.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { openDataDir } from '../../test/database.ts';
import { posPrecheckBody } from '../../test/precheck-pos-fixture.ts';
import { expectRefused } from '../../test/refused.ts';
import { finish, start } from '../../test/server-process.ts';
import { until } from '../../test/until.ts';

const CLIENTS = 32;
const DAY_MS = 86_400_000;
const METRICS_TOKEN = 'backups-test-metrics-token-of-32-characters';
const scratch = mkdtempSync(path.join(tmpdir(), 'portal-backups-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const restoreCli = (cwd: string, args: string[], appSecret: string) =>
  finish(start('restore', cwd, args, { APP_SECRET: appSecret }));

/** The pre-checks, users and audit entries of an embedded database, and whether its chain holds. */
async function contentsOf(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const { rows } = await database.withSession((query) => query('select id from precheck_pos'));
    const [audit] = (
      await database.withSession((query) =>
        query(`select count(*)::int as backups from audit_log where action = 'backup.create'`),
      )
    ).rows;
    return {
      pos: new Set(rows.map((row) => String(row.id))),
      backupEntries: Number(audit?.backups),
      chain: await verifyChain(database.db),
    };
  } finally {
    await database.close();
  }
}

describe.skipIf(process.env.DATABASE_URL)('backups of the embedded database', () => {
  let t: TestApp;
  let admin: string;
  let merchant: string;
  let snapshot: string;
  let snapshotTime: number;
  let acknowledged: { id: string; at: number }[];
  const backupDir = path.join(scratch, 'backups');

  const list = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/backups', headers: { authorization: admin } })
    ).json<Backups>();

  beforeAll(async () => {
    // On files, as the server keeps it: an in-memory database has none to back up.
    const database = await openDataDir(path.join(scratch, 'live'));
    // Snapshots on request only, as often as the test asks: the schedule's first would land mid-test.
    t = await createTestApp(
      { BACKUP_DIR: backupDir, BACKUP_KEEP: '2', METRICS_TOKEN, BACKUP_MANUAL_COOLDOWN: '0s' },
      { database, backupGraceMs: DAY_MS },
    );
    await t.addUser('backup-admin@example.com', 'admin');
    await t.addUser('backup-merchant@example.com');
    admin = (await t.signIn('backup-admin@example.com')).authorization;
    merchant = (await t.signIn('backup-merchant@example.com')).authorization;
  });
  afterAll(() => t.close());

  it('writes a snapshot on request while 32 clients submit, with a manifest that describes it', async () => {
    expect(await list()).toMatchObject({ state: 'on', keep: 2, intervalSeconds: 6 * 3600, snapshots: [] });
    acknowledged = [];
    let stop = false;
    const client = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const answer = await t.app.inject({
          method: 'POST',
          url: '/api/precheck-pos',
          headers: { authorization: merchant },
          payload: posPrecheckBody({ company: `Client ${n} number ${i}` }),
        });
        if (answer.statusCode !== 201) throw new Error(`submission refused: ${answer.body}`);
        acknowledged.push({ id: answer.json<{ id: string }>().id, at: Date.now() });
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
    try {
      await until(async () => acknowledged.length >= CLIENTS * 2, 'submissions before the snapshot', 60_000);
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/backups',
        headers: { authorization: admin },
      });
      expect(started.statusCode).toBe(202);
      let seen: Backups | undefined;
      await until(
        async () => {
          seen = await list();
          if (seen.lastFailedAt) throw new Error('the snapshot failed');
          return seen.snapshots.length === 1;
        },
        'the snapshot',
        120_000,
      ).catch((error: Error) => {
        throw new Error(`${error.message}: the list said ${JSON.stringify(seen)}`);
      });
      const countAtSnapshot = acknowledged.length;
      await until(
        async () => acknowledged.length >= countAtSnapshot + CLIENTS,
        'submissions after it',
        60_000,
      );
    } finally {
      stop = true;
      await Promise.all(clients);
    }

    const [listed] = (await list()).snapshots;
    snapshot = path.join(backupDir, listed!.name);
    snapshotTime = Date.parse(listed!.createdAt);
    const manifest = await readManifest(snapshot);
    const bytes = readFileSync(snapshot);
    expect(manifest).toMatchObject({
      createdAt: listed!.createdAt,
      kind: 'manual',
      mac: manifestMac(deriveKey(t.config.appSecret, 'backup-manifests'), manifest),
      bytes: bytes.byteLength,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    expect(await sha256OfFile(snapshot)).toBe(manifest.sha256);
    expect(listed!.rows).toBe(Object.values(manifest.rows).reduce((a, b) => a + b, 0));
    expect(manifest.rows.precheck_pos).toBeGreaterThanOrEqual(
      acknowledged.filter((a) => a.at < snapshotTime).length,
    );
    for (const file of [snapshot, manifestPathOf(snapshot)]) expect(statSync(file).mode & 0o777).toBe(0o600);
  }, 240_000);

  it('restores into a fresh DATA_DIR: every pre-check acknowledged before its time, the chain intact', async () => {
    const cwd = mkdtempSync(path.join(scratch, 'restore-'));
    const restored = await restoreCli(cwd, [snapshot], t.config.appSecret);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain('Restored the snapshot of');

    const contents = await contentsOf(path.join(cwd, 'data'));
    const before = acknowledged.filter((a) => a.at < snapshotTime);
    expect(before.length).toBeGreaterThan(0);
    expect(before.filter((a) => !contents.pos.has(a.id))).toEqual([]);
    // The load went on after the snapshot: what came later is not in it.
    expect(contents.pos.size).toBeLessThan(acknowledged.length);
    expect(contents.pos.size).toBe((await readManifest(snapshot)).rows.precheck_pos);
    expect(contents.chain).toMatchObject({ ok: true });
    expect(contents.backupEntries).toBe(1);
  }, 120_000);

  it('refuses a truncated snapshot, an altered one and a manifest that lies, changing nothing', async () => {
    const cwd = mkdtempSync(path.join(scratch, 'refuse-'));
    const copy = (name: string) => {
      const file = path.join(cwd, `${name}.tar.gz`);
      copyFileSync(snapshot, file);
      copyFileSync(manifestPathOf(snapshot), manifestPathOf(file));
      return file;
    };
    const truncated = copy('truncated');
    truncateSync(truncated, Math.floor(statSync(truncated).size / 2));
    const refused = await restoreCli(cwd, [truncated], t.config.appSecret);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /does not match its manifest .*: it is truncated or altered\. Nothing was restored\./,
    );
    expect(existsSync(path.join(cwd, 'data'))).toBe(false);

    // A database in place, then every refusal must leave it as it was.
    const dataDir = path.join(cwd, 'data');
    const restore = (file: string, options: { replace?: boolean; appSecret?: string } = {}) =>
      restoreSnapshot({
        snapshot: file,
        dataDir,
        replace: options.replace ?? true,
        appSecret: options.appSecret ?? t.config.appSecret,
      });
    await restore(snapshot, { replace: false });
    const inPlace = await contentsOf(dataDir);

    const altered = copy('altered');
    const bytes = readFileSync(altered);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    writeFileSync(altered, bytes);
    await expect(restore(altered)).rejects.toThrow(/does not match its manifest/);

    // Altered, and its manifest made to match by whoever can write the folder but lacks APP_SECRET.
    const forged = copy('forged');
    writeFileSync(forged, bytes);
    const manifest = await readManifest(forged);
    const forgery = { ...manifest, sha256: createHash('sha256').update(bytes).digest('hex') };
    writeFileSync(manifestPathOf(forged), JSON.stringify(forgery));
    await expect(restore(forged)).rejects.toThrow(/was not written by a server with this APP_SECRET/);
    // Signed with a key of another secret whose fingerprint it copies: still not this secret's.
    const otherKey = deriveKey('another-secret-that-is-long-enough-for-it', 'backup-manifests');
    writeFileSync(
      manifestPathOf(forged),
      JSON.stringify({ ...forgery, mac: manifestMac(otherKey, forgery) }),
    );
    await expect(restore(forged)).rejects.toThrow(/was not written by a server with this APP_SECRET/);

    // Without a MAC (a manifest from before they were signed): only when the person vouches for it.
    const unsigned = copy('unsigned');
    writeFileSync(manifestPathOf(unsigned), JSON.stringify({ ...manifest, mac: undefined }));
    const refusedUnsigned = await restoreCli(cwd, [unsigned, '--replace'], t.config.appSecret);
    expect(refusedUnsigned.code).toBe(1);
    expect(refusedUnsigned.stderr).toMatch(/carries no MAC.*--accept-unsigned/);

    // A manifest signed with the right key that miscounts (the server's own mistake) is still caught.
    const lying = copy('lying');
    const miscounted = {
      ...manifest,
      rows: { ...manifest.rows, precheck_pos: manifest.rows.precheck_pos! + 1 },
    };
    const key = deriveKey(t.config.appSecret, 'backup-manifests');
    writeFileSync(
      manifestPathOf(lying),
      JSON.stringify({ ...miscounted, mac: manifestMac(key, miscounted) }),
    );
    await expect(restore(lying)).rejects.toThrow(/precheck_pos: \d+ rows, the manifest says \d+/);

    await expect(restore(snapshot, { replace: false })).rejects.toThrow(
      /already holds a database\. .*--replace/,
    );
    await expect(
      restore(snapshot, { appSecret: 'another-secret-that-is-long-enough-for-it' }),
    ).rejects.toThrow(/another APP_SECRET/);
    expect(await contentsOf(dataDir)).toEqual(inPlace);
    expect(existsSync(path.join(dataDir, 'pgdata.restoring'))).toBe(false);

    await expect(restore(snapshot, { replace: true })).resolves.toMatchObject({ sha256: manifest.sha256 });
    await expect(
      restoreSnapshot({
        snapshot: unsigned,
        dataDir,
        replace: true,
        appSecret: t.config.appSecret,
        acceptUnsigned: true,
      }),
    ).resolves.toMatchObject({ sha256: manifest.sha256 });
  }, 120_000);

  it('keeps the newest BACKUP_KEEP snapshots and records each request in the audit trail', async () => {
    for (let i = 0; i < 2; i++) {
      const count = (await list()).snapshots.length;
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/backups',
        headers: { authorization: admin },
      });
      expect(started.statusCode).toBe(202);
      await until(
        async () => {
          const now = await list();
          return (
            !now.running &&
            now.snapshots[0]!.name !== undefined &&
            (count === 2 || now.snapshots.length > count)
          );
        },
        'the next snapshot',
        120_000,
      );
    }
    const { snapshots } = await list();
    expect(snapshots).toHaveLength(2);
    expect(snapshots.map((s) => s.name)).not.toContain(path.basename(snapshot));
    expect(existsSync(snapshot) || existsSync(manifestPathOf(snapshot))).toBe(false);
    const entries = await t.app.inject({
      method: 'GET',
      url: '/api/audit?action=backup.create',
      headers: { authorization: admin },
    });
    expect(entries.json<{ total: number }>().total).toBe(3);

    const scraped = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const newest = /^portal_backup_newest_timestamp_seconds (\S+)$/m.exec(scraped.body)?.[1];
    expect(Number(newest) * 1000).toBe(Date.parse(snapshots[0]!.createdAt));
    expect(scraped.body).toMatch(/^portal_backup_failures_total 0$/m);
  }, 240_000);

  it('restores an older snapshot without the person erased since, and with its chain intact', async () => {
    const subject = 'comes.back@example.com';
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/precheck-pos',
      headers: { authorization: merchant },
      payload: posPrecheckBody({ email: subject, company: 'Wiederkehr GmbH' }),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { id } = submitted.json<{ id: string }>();
    const newestBefore = (await list()).snapshots[0]!.name;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/backups', headers: { authorization: admin } }))
        .statusCode,
    ).toBe(202);
    await until(
      async () => {
        const now = await list();
        return !now.running && now.snapshots[0]!.name !== newestBefore;
      },
      'a snapshot holding the subject',
      120_000,
    );
    const holding = path.join(backupDir, (await list()).snapshots[0]!.name);
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/subjects/erase',
      headers: { authorization: admin },
      payload: { email: subject, reason: 'Art. 17 request' },
    });
    expect(erased.json(), erased.body).toMatchObject({ erased: { prechecks: 1, merchants: 1 } });

    const cwd = mkdtempSync(path.join(scratch, 'restore-erased-'));
    const restored = await restoreCli(cwd, [holding], t.config.appSecret);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain('Erased again 1 person(s)');
    const contents = await contentsOf(path.join(cwd, 'data'));
    expect(contents.pos.has(id)).toBe(false);
    expect(contents.pos.size).toBeGreaterThan(0);
    expect(contents.chain).toMatchObject({ ok: true });
    const database = await openDatabase({ dataDir: path.join(cwd, 'data') });
    try {
      const { rows } = await database.withSession((query) =>
        query(
          `select (select count(*)::int from merchants where email = '${subject}') as merchants,
            (select count(*)::int from outbox where recipient = '${subject}') as mails,
            (select count(*)::int from audit_log where details::text like '%${subject}%') as entries`,
        ),
      );
      expect(rows[0]).toEqual({ merchants: 0, mails: 0, entries: 0 });
    } finally {
      await database.close();
    }

    // The Privacy screen's figure: the snapshot holding them goes after BACKUP_KEEP more are written.
    const retention = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/privacy/retention',
          headers: { authorization: admin },
        })
      ).json<{ erasedInSnapshots: { snapshots: number; prunedBy: string } | null }>().erasedInSnapshots;
    // Both were made on request, before any scheduled one: they go with the schedule's first two.
    const asked = Date.now();
    const horizon = await retention();
    expect(horizon?.snapshots).toBe(2);
    expect(Date.parse(horizon!.prunedBy)).toBeGreaterThanOrEqual(asked + 2 * 6 * 3600_000);
    expect(Date.parse(horizon!.prunedBy)).toBeLessThanOrEqual(Date.now() + 2 * 6 * 3600_000);
    for (let i = 0; i < 2; i++) {
      const before = (await list()).snapshots[0]!.name;
      await t.app.inject({ method: 'POST', url: '/api/backups', headers: { authorization: admin } });
      await until(async () => {
        const now = await list();
        return !now.running && now.snapshots[0]!.name !== before;
      }, 'a later snapshot');
    }
    expect(await retention()).toBeNull();
  }, 240_000);
});

/** Another instance of `t`'s app on its embedded database, with counters and memory of its own. */
async function anotherInstance(t: TestApp) {
  const app = await buildApp({
    config: t.config,
    database: { ...t.database, close: async () => undefined },
    limiter: createMemoryRateLimiter(),
    logger: false,
    backupGraceMs: DAY_MS,
  });
  await app.ready();
  return app;
}

describe.skipIf(process.env.DATABASE_URL)('Back up now, asked again and again', () => {
  it('writes one snapshot for fifty requests at once on two instances; the rest answer 429 with when to ask again', async () => {
    const database = await openDataDir(path.join(scratch, 'cooldown'));
    const t = await createTestApp(
      { BACKUP_DIR: path.join(scratch, 'cooldown-backups') },
      { database, backupGraceMs: DAY_MS },
    );
    const second = await anotherInstance(t);
    try {
      await t.addUser('cooldown-admin@example.com', 'admin');
      const admin = (await t.signIn('cooldown-admin@example.com')).authorization;
      const ask = (app: typeof second) =>
        app.inject({ method: 'POST', url: '/api/backups', headers: { authorization: admin } });
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => ask(i % 2 === 0 ? t.app : second)),
      );
      expect(answers.filter((answer) => answer.statusCode === 202)).toHaveLength(1);
      const refused = answers.filter((answer) => answer.statusCode === 429);
      expect(refused).toHaveLength(49);
      for (const answer of refused) {
        expect(answer.json()).toMatchObject({ code: 'rate_limited' });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(600);
      }
      // An instance started since (a restart) knows of the request as well.
      const third = await anotherInstance(t);
      try {
        expect((await ask(third)).statusCode).toBe(429);
      } finally {
        await third.close();
      }
      const audited = await t.app.inject({
        method: 'GET',
        url: '/api/audit?action=backup.create',
        headers: { authorization: admin },
      });
      expect(audited.json<{ total: number }>().total).toBe(1);
    } finally {
      // Closing waits for the snapshot being written.
      await second.close();
      await t.close();
    }
  }, 120_000);
});

describe.skipIf(process.env.DATABASE_URL)('snapshots made on request beside the scheduled ones', () => {
  let t: TestApp;
  let admin: string;
  const dir = path.join(scratch, 'kept-backups');
  const list = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/backups', headers: { authorization: admin } })
    ).json<Backups>();

  beforeAll(async () => {
    const database = await openDataDir(path.join(scratch, 'kept'));
    t = await createTestApp(
      { BACKUP_DIR: dir, BACKUP_KEEP: '3', BACKUP_MANUAL_COOLDOWN: '0s' },
      { database, backupGraceMs: DAY_MS },
    );
    await t.addUser('kept-admin@example.com', 'admin');
    admin = (await t.signIn('kept-admin@example.com')).authorization;
  });
  afterAll(() => t.close());

  /** A scheduled snapshot of `hoursAgo`, as this server would have signed it; its contents are not read. */
  const scheduled = (hoursAgo: number) =>
    writeSnapshot({
      dir,
      kind: 'scheduled',
      secret: secretFingerprint(t.config.appSecret),
      macKey: deriveKey(t.config.appSecret, 'backup-manifests'),
      snapshot: async (store) => {
        await store(Readable.from([Buffer.from('a scheduled snapshot')]));
        return { schemaVersion: 1, rows: {} };
      },
      now: () => new Date(Date.now() - hoursAgo * 3600_000),
    });

  it('keeps every scheduled snapshot however many are asked for, and the newest BACKUP_KEEP of those', async () => {
    // One after another: each writer clears what an unfinished one left.
    const kept: string[] = [];
    for (const hours of [18, 12, 6]) kept.push(path.basename((await scheduled(hours)).file));
    for (let i = 0; i < 5; i++) {
      const before = (await list()).snapshots[0]!.name;
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/backups',
        headers: { authorization: admin },
      });
      expect(asked.statusCode, asked.body).toBe(202);
      await until(async () => {
        const now = await list();
        if (now.lastFailedAt) throw new Error('a snapshot failed');
        return !now.running && now.snapshots[0]!.name !== before;
      }, 'the next snapshot');
    }
    const { snapshots } = await list();
    expect(
      snapshots
        .filter((s) => s.kind === 'scheduled')
        .map((s) => s.name)
        .sort(),
    ).toEqual(kept.sort());
    expect(snapshots.filter((s) => s.kind === 'manual')).toHaveLength(3);
    expect(snapshots.slice(0, 3).every((s) => s.kind === 'manual')).toBe(true);
    expect(new Set(snapshots.map((s) => s.signature))).toEqual(new Set(['valid']));
  }, 240_000);

  it('marks a snapshot whose manifest this server did not sign', async () => {
    const [forged, unsigned, foreign] = (await list()).snapshots
      .filter((s) => s.kind === 'scheduled')
      .map((s) => path.join(dir, s.name));
    const rewrite = async (file: string, change: (manifest: Manifest) => object) =>
      writeFileSync(manifestPathOf(file), JSON.stringify(change(await readManifest(file))));
    await rewrite(forged!, (manifest) => ({ ...manifest, sha256: 'f'.repeat(64) }));
    await rewrite(unsigned!, (manifest) => ({ ...manifest, mac: undefined }));
    const otherKey = deriveKey('another-secret-that-is-long-enough-for-it', 'backup-manifests');
    await rewrite(foreign!, (manifest) => ({ ...manifest, mac: manifestMac(otherKey, manifest) }));
    const signatures = Object.fromEntries((await list()).snapshots.map((s) => [s.name, s.signature]));
    expect(signatures).toMatchObject({
      [path.basename(forged!)]: 'invalid',
      [path.basename(unsigned!)]: 'missing',
      [path.basename(foreign!)]: 'invalid',
    });
    expect(Object.values(signatures).filter((signature) => signature === 'valid')).toHaveLength(3);
  });
});

describe('when the server makes no backups', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.addUser('no-backup-admin@example.com', 'admin');
    admin = (await t.signIn('no-backup-admin@example.com')).authorization;
  });
  afterAll(() => t.close());

  it('says why and refuses Back up now', async () => {
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/backups',
      headers: { authorization: admin },
    });
    expect(listed.json()).toEqual({
      state: t.database.kind === 'postgres' ? 'postgres' : 'off',
      intervalSeconds: null,
      keep: null,
      running: false,
      lastFailedAt: null,
      snapshots: [],
    });
    expectRefused(
      await t.app.inject({ method: 'POST', url: '/api/backups', headers: { authorization: admin } }),
      'backups_off',
    );
  });
});
