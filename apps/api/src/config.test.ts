import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { embeddedDatabaseOf, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'portal-config-'));

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      captchaProvider: 'altcha',
      tokenTtlMs: 12 * 3_600_000,
      production: false,
    });
  });

  it('generates APP_SECRET once into DATA_DIR, readable by the owner only, and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).appSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'app-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(first);
  });

  it('refuses to start in production without APP_SECRET or with the captcha off', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      /APP_SECRET is required/,
    );
    const secret = 'x'.repeat(40);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        APP_SECRET: secret,
        SMTP_URL: 'smtp://mail.example.com:587',
        PORTAL_URL: 'https://onboarding.example.com',
        CAPTCHA_PROVIDER: 'off',
        DATA_DIR: dataDir(),
      }),
    ).toThrow(/CAPTCHA_PROVIDER=off/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: secret, DATA_DIR: dataDir() })).toThrow(
      /SMTP_URL is required/,
    );
    const mailing = { NODE_ENV: 'production', APP_SECRET: secret, SMTP_URL: 'smtp://mail.example.com:587' };
    expect(() => loadConfig(mailing)).toThrow(/PORTAL_URL is required/);
    expect(loadConfig({ ...mailing, PORTAL_URL: 'https://onboarding.example.com' }).production).toBe(true);
  });

  it('lets webhooks reach a receiver on loopback in development and tests only', () => {
    const production = {
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.example.com:587',
      PORTAL_URL: 'https://onboarding.example.com',
      DATA_DIR: dataDir(),
    };
    expect(loadConfig(production).webhookAllowLoopback).toBe(false);
    expect(() => loadConfig({ ...production, WEBHOOK_ALLOW_LOOPBACK: 'on' })).toThrow(
      /WEBHOOK_ALLOW_LOOPBACK=on is refused/,
    );
    expect(loadConfig({ DATA_DIR: dataDir(), WEBHOOK_ALLOW_LOOPBACK: 'on' }).webhookAllowLoopback).toBe(true);
  });

  it('reads the mail settings: a sender name, reply and notify addresses, the portal address', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({
      mailFrom: 'no-reply@localhost',
      mailFromName: 'Onboarding Portal',
      replyTo: undefined,
      notifyEmail: undefined,
      portalUrl: 'http://127.0.0.1:3000',
    });
    expect(
      loadConfig({
        DATA_DIR: dir,
        MAIL_FROM: 'Old Style <portal@example.com>',
        MAIL_FROM_NAME: 'Acme Onboarding',
        REPLY_TO: 'team@example.com',
        NOTIFY_EMAIL: 'new-prechecks@example.com',
        PORTAL_URL: 'https://onboarding.example.com/',
      }),
    ).toMatchObject({
      mailFrom: 'portal@example.com',
      mailFromName: 'Acme Onboarding',
      replyTo: 'team@example.com',
      notifyEmail: 'new-prechecks@example.com',
      portalUrl: 'https://onboarding.example.com',
    });
    expect(loadConfig({ DATA_DIR: dir, HOST: '::1', PORT: '8080' }).portalUrl).toBe('http://[::1]:8080');
    expect(() => loadConfig({ DATA_DIR: dir, REPLY_TO: 'nobody' })).toThrow(/REPLY_TO/);
    expect(() => loadConfig({ DATA_DIR: dir, PORTAL_URL: 'javascript:alert(1)' })).toThrow(/PORTAL_URL/);
  });

  it('backs the embedded database up only with BACKUP_DIR, at least a minute apart, never on PostgreSQL', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).backups).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, BACKUP_DIR: 'backups' }).backups).toEqual({
      dir: path.resolve('backups'),
      intervalMs: 6 * 3_600_000,
      keep: 14,
      manualCooldownMs: 10 * 60_000,
    });
    expect(
      loadConfig({
        DATA_DIR: dir,
        BACKUP_DIR: '/b',
        BACKUP_INTERVAL: '90m',
        BACKUP_KEEP: '3',
        BACKUP_MANUAL_COOLDOWN: '1h',
      }).backups,
    ).toEqual({ dir: '/b', intervalMs: 90 * 60_000, keep: 3, manualCooldownMs: 3_600_000 });
    expect(() => loadConfig({ DATA_DIR: dir, BACKUP_DIR: '/b', BACKUP_INTERVAL: '30s' })).toThrow(
      'BACKUP_INTERVAL must be at least 1m',
    );
    expect(() => loadConfig({ DATA_DIR: dir, BACKUP_DIR: '/b', BACKUP_INTERVAL: 'daily' })).toThrow(
      'BACKUP_INTERVAL must look like 30m, 6h or 1d',
    );
    expect(() =>
      loadConfig({ DATA_DIR: dir, BACKUP_DIR: '/b', DATABASE_URL: 'postgres://db.example.com/portal' }),
    ).toThrow('on PostgreSQL (DATABASE_URL) back up with pg_dump');
  });

  it('names the bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ TOKEN_TTL: '12 hours', DATA_DIR: dataDir() })).toThrow(/TOKEN_TTL/);
    expect(() => loadConfig({ APP_SECRET: 'short' })).toThrow(/APP_SECRET/);
  });

  it('runs the outbox worker unless OUTBOX_WORKER=off', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).outboxWorker).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, OUTBOX_WORKER: 'off' }).outboxWorker).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dir, OUTBOX_WORKER: 'no' })).toThrow(/OUTBOX_WORKER/);
  });

  it('serves no metrics by default; a token of 32 characters or more, a port number', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).metrics).toEqual({ token: undefined, port: undefined });
    const token = 't'.repeat(32);
    expect(loadConfig({ DATA_DIR: dir, METRICS_TOKEN: token, METRICS_PORT: '9464' }).metrics).toEqual({
      token,
      port: 9464,
    });
    expect(() => loadConfig({ DATA_DIR: dir, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    for (const port of ['', 'nine', '70000'])
      expect(() => loadConfig({ DATA_DIR: dir, METRICS_PORT: port })).toThrow(/METRICS_PORT/);
  });

  it('sizes the embedded database and the PDF threads for a small machine unless told otherwise', () => {
    const cores = availableParallelism();
    const embedded = loadConfig({ DATA_DIR: dataDir() });
    expect(embedded.pgliteSharedBuffers).toBe('32MB');
    expect(embedded.pdfWorkers).toBe(Math.max(1, cores - 1));
    const postgres = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://db.example/portal' });
    expect(postgres.pdfWorkers).toBe(process.platform === 'linux' ? cores : Math.max(1, cores - 1));
    const told = loadConfig({ DATA_DIR: dataDir(), PDF_WORKERS: '3', PGLITE_SHARED_BUFFERS: '128MB' });
    expect(told).toMatchObject({ pdfWorkers: 3, pgliteSharedBuffers: '128MB' });
    // The command-line tools that open the embedded database alone (restore, db:copy) keep it too.
    const dir = dataDir();
    expect(embeddedDatabaseOf({ DATA_DIR: dir })).toMatchObject({ pgliteSharedBuffers: '32MB' });
    expect(embeddedDatabaseOf({ DATA_DIR: dir, PGLITE_SHARED_BUFFERS: '64MB' })).toMatchObject({
      dataDir: dir,
      pgliteSharedBuffers: '64MB',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), PGLITE_SHARED_BUFFERS: 'lots' })).toThrow(
      /PGLITE_SHARED_BUFFERS/,
    );
  });

  it('lower-cases ADMIN_EMAIL', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'Boss@Example.com', DATA_DIR: dataDir() }).adminEmail).toBe(
      'boss@example.com',
    );
  });

  it('trusts a hop count or listed proxies, never every X-Forwarded-For entry', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '::1',
    ]);
    expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true is refused/);
    expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'loadbalancer' })).toThrow(/TRUST_PROXY/);
  });

  it('sets the proof of work to 1-2 s of browser time by default and refuses a weak one in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).altcha).toEqual({
      cost: 5000,
      counter: { min: 1400, max: 2600 },
    });
    expect(loadConfig({ DATA_DIR: dataDir(), ALTCHA_COST: '1', ALTCHA_COUNTER: '1-50' }).altcha).toEqual({
      cost: 1,
      counter: { min: 1, max: 50 },
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), ALTCHA_COUNTER: '50-1' })).toThrow(/ALTCHA_COUNTER/);
    const production = {
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.example.com',
      PORTAL_URL: 'https://onboarding.example.com',
    };
    expect(() => loadConfig({ ...production, ALTCHA_COST: '1' })).toThrow(/ALTCHA_COST/);
  });
});
