import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAPTCHA_PROVIDERS, type CaptchaProvider } from '@portal/shared';
import { z } from 'zod';
import ipaddr from 'ipaddr.js';

/**
 * The drizzle migrations. From this file's place, which the compiled server (dist/server.js) shares:
 * one level below the package.
 */
export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');

export type OutboxTiming = {
  /** How often every instance asks for due messages; a change on this instance wakes it at once. */
  pollMs: number;
  /** How long a claimed message is its worker's; a worker that died is taken over after it. */
  leaseMs: number;
  /** The first retry's delay; each next one doubles, up to `retryMaxMs`, with jitter. */
  retryBaseMs: number;
  retryMaxMs: number;
};

export const DEFAULT_OUTBOX_TIMING: OutboxTiming = {
  pollMs: 1000,
  leaseMs: 60_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
};

/** CIDRs a webhook may reach although they are not public (`WEBHOOK_ALLOW_NETWORKS`). */
export type Networks = readonly [ipaddr.IPv4 | ipaddr.IPv6, number][];

/** Parses `WEBHOOK_ALLOW_NETWORKS`: CIDRs or single addresses, comma-separated; throws on any other. */
export function parseNetworks(text: string): Networks {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !ipaddr.isValidCIDR(entry) && !ipaddr.isValid(entry));
  if (bad.length > 0) {
    throw new Error(
      `Invalid configuration: WEBHOOK_ALLOW_NETWORKS must be CIDRs or addresses, not ${bad.join(', ')}`,
    );
  }
  return entries.map((entry) => {
    if (ipaddr.isValidCIDR(entry)) return ipaddr.parseCIDR(entry);
    const address = ipaddr.parse(entry);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  });
}

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('no-reply@localhost'),
  MAIL_FROM_NAME: z.string().trim().min(1).default('Onboarding Portal'),
  REPLY_TO: z.string().email().optional(),
  NOTIFY_EMAIL: z.string().email().optional(),
  PORTAL_URL: z
    .string()
    .regex(/^https?:\/\/[^/]/i, 'PORTAL_URL must be an http:// or https:// address')
    .optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  CAPTCHA_PROVIDER: z.enum(CAPTCHA_PROVIDERS).default('altcha'),
  REDIS_URL: z.string().url().optional(),
  TOKEN_TTL: z
    .string()
    .regex(/^\d+[smhd]$/, 'TOKEN_TTL must look like 30m, 12h or 7d')
    .default('12h'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  PDF_WORKERS: z.coerce.number().int().min(1).optional(),
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, 'PGLITE_SHARED_BUFFERS must look like 32MB')
    .default('32MB'),
  // Deep enough that 32 connections downloading PDFs at once all wait their turn (a PDF takes 10-30 ms:
  // the last waits about a second on one thread) instead of most being turned away.
  PDF_QUEUE: z.coerce.number().int().min(0).default(64),
  TRUST_PROXY: z.string().default(''),
  ALTCHA_COST: z.coerce.number().int().min(1).default(5_000),
  ALTCHA_COUNTER: z
    .string()
    .regex(/^\d+-\d+$/, 'ALTCHA_COUNTER must look like 1400-2600')
    .default('1400-2600'),
  SUBMISSIONS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  API_KEY_SUBMISSIONS_PER_HOUR: z.coerce.number().int().min(1).default(1000),
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RECAPTCHA_PROJECT_ID: z.string().default(''),
  RECAPTCHA_SITE_KEY: z.string().default(''),
  RECAPTCHA_API_KEY: z.string().default(''),
  RECAPTCHA_SCORE_THRESHOLD: z.coerce.number().min(0).max(1).default(0.5),
  RECAPTCHA_ENDPOINT: z.string().url().default('https://recaptchaenterprise.googleapis.com'),
  // The outbox's pace (modules/outbox/worker.ts); the defaults suit production, tests and drills shorten them.
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(DEFAULT_OUTBOX_TIMING.pollMs),
  OUTBOX_LEASE_MS: z.coerce.number().int().min(100).default(DEFAULT_OUTBOX_TIMING.leaseMs),
  OUTBOX_RETRY_MS: z.coerce.number().int().min(10).default(DEFAULT_OUTBOX_TIMING.retryBaseMs),
  OUTBOX_WORKER: z.enum(['on', 'off']).default('on'),
  WEBHOOK_ALLOW_NETWORKS: z.string().default(''),
  BACKUP_DIR: z.string().trim().min(1).optional(),
  BACKUP_INTERVAL: z
    .string()
    .regex(/^\d+[smhd]$/, 'BACKUP_INTERVAL must look like 30m, 6h or 1d')
    .default('6h'),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
  // A bearer token of its own, as long as APP_SECRET's minimum: it is compared on every scrape.
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
  // 0 takes any free port (the tests); an empty value is a mistake, not that.
  METRICS_PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'METRICS_PORT must be a port number')
    .transform(Number)
    .pipe(z.number().max(65535))
    .optional(),
});

export type Config = {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appSecret: string;
  smtpUrl: string | undefined;
  /** The sender's address; its display name is `mailFromName`. */
  mailFrom: string;
  mailFromName: string;
  replyTo: string | undefined;
  /** The team mailbox told of new pre-checks. */
  notifyEmail: string | undefined;
  /** Where people reach the portal, without a trailing slash: the links and the host of mails' ids. */
  portalUrl: string;
  adminEmail: string | undefined;
  captchaProvider: CaptchaProvider;
  redisUrl: string | undefined;
  tokenTtl: string;
  logLevel: string;
  webDist: string | undefined;
  /** Threads that lay PDFs out (`defaultPdfWorkers`). */
  pdfWorkers: number;
  /** PDF requests that may wait for a thread; more at once are answered 503. */
  pdfQueue: number;
  /**
   * The embedded database's page cache (`shared_buffers`). PGlite keeps it in its WebAssembly heap,
   * which never shrinks, so it is resident memory for good once filled; the operating system's file
   * cache holds the database's files beneath it.
   */
  pgliteSharedBuffers: string;
  outbox: OutboxTiming;
  /**
   * Whether this instance sends what the outbox holds. Off, it only queues (as every instance does, in
   * the change's transaction) and leaves the sending to the others: the benchmark's measure of what a
   * submission costs without its confirmation beside it.
   */
  outboxWorker: boolean;
  /**
   * Which hops of X-Forwarded-For are the operator's own load balancers (Fastify's `trustProxy`): a hop
   * count or their addresses/CIDRs. Per-address limits key on the address this yields.
   */
  trustProxy: false | number | string[];
  /** ALTCHA proof of work: PBKDF2 rounds per step and the range of the secret step count. */
  altcha: { cost: number; counter: { min: number; max: number } };
  /** Pre-checks one signed-in account may submit per hour. */
  submissionsPerHour: number;
  /** An API key's budgets: pre-checks per hour, and requests of any kind per minute. */
  apiKeys: { submissionsPerHour: number; requestsPerMinute: number };
  /**
   * Networks a webhook may be sent to although they are not public (on-premises receivers); unset, a
   * webhook reaches public addresses only (modules/webhooks/destination.ts).
   */
  webhookAllowNetworks: Networks;
  recaptcha: { projectId: string; siteKey: string; apiKey: string; scoreThreshold: number; endpoint: string };
  /** Snapshots of the embedded database (modules/backups): where, how often, how many are kept; unset, none. */
  backups: { dir: string; intervalMs: number; keep: number } | undefined;
  /**
   * Prometheus metrics (modules/metrics/metrics.ts), collected when either is set: `GET /api/metrics` on
   * the main port with `token` as the bearer token (404 without one), and `/metrics` on `port` of
   * 127.0.0.1 without a token.
   */
  metrics: { token: string | undefined; port: number | undefined };
};

/** The file inside DATA_DIR that an unset APP_SECRET is generated into. */
export const SECRET_FILE = 'app-secret';

/** The APP_SECRET generated for an embedded database, if one was. */
function storedSecret(dataDir: string): string | undefined {
  const file = path.join(dataDir, SECRET_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

/** An unset APP_SECRET is generated once and kept beside the embedded database, readable by us only. */
function loadOrCreateSecret(dataDir: string): string {
  const stored = storedSecret(dataDir);
  if (stored) return stored;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  const file = path.join(dataDir, SECRET_FILE);
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * The embedded database's directory and the APP_SECRET its server runs with, without making one: the
 * restore checks a snapshot against it and must change nothing when it refuses.
 */
export function embeddedDatabaseOf(env: NodeJS.ProcessEnv = process.env) {
  const e = envSchema.pick({ DATA_DIR: true, APP_SECRET: true }).parse(env);
  const dataDir = path.resolve(e.DATA_DIR);
  return { dataDir, appSecret: e.APP_SECRET ?? storedSecret(dataDir) };
}

/** MAIL_FROM once held a display name too (`Name <address>`); such a value still works. */
const addressOf = (from: string) => /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();

const CIDR = /^(.+)\/(\d{1,3})$/;

function isAddressOrCidr(entry: string): boolean {
  const cidr = CIDR.exec(entry);
  const address = cidr ? cidr[1]! : entry;
  const family = isIP(address);
  if (!family) return false;
  return !cidr || Number(cidr[2]) <= (family === 4 ? 32 : 128);
}

/**
 * `true` would trust every X-Forwarded-For entry, so a client could name any address it likes by
 * sending the header itself and walk past every per-address limit: it is refused.
 */
function parseTrustProxy(value: string): false | number | string[] {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') {
    throw new Error(
      'TRUST_PROXY=true is refused: it lets any client choose its address. Give the number of proxies in front of the server (e.g. TRUST_PROXY=1) or their addresses/CIDRs (e.g. TRUST_PROXY=10.0.0.0/8,192.168.1.5)',
    );
  }
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (bad.length > 0) {
    throw new Error(
      `Invalid configuration: TRUST_PROXY must be a hop count or addresses/CIDRs, not ${bad.join(', ')}`,
    );
  }
  return entries;
}

/** Fastify's typings take no hop count; proxy-addr's meaning of one is "the first n hops are ours". */
export function trustProxyOption(
  trust: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

const DURATION_UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `30m`, `6h`, `1d` (the settings' regexes have checked the form) in milliseconds. */
const durationMs = (text: string) =>
  Number(text.slice(0, -1)) * DURATION_UNIT_MS[text.slice(-1) as keyof typeof DURATION_UNIT_MS];

const MIN_BACKUP_INTERVAL_MS = 60_000;

function backupsOf(e: z.infer<typeof envSchema>): Config['backups'] {
  if (!e.BACKUP_DIR) return undefined;
  if (e.DATABASE_URL) {
    throw new Error(
      'BACKUP_DIR backs up the embedded database; on PostgreSQL (DATABASE_URL) back up with pg_dump (README: Backups)',
    );
  }
  const intervalMs = durationMs(e.BACKUP_INTERVAL);
  if (intervalMs < MIN_BACKUP_INTERVAL_MS)
    throw new Error('Invalid configuration: BACKUP_INTERVAL must be at least 1m');
  return { dir: path.resolve(e.BACKUP_DIR), intervalMs, keep: e.BACKUP_KEEP };
}

/**
 * On Linux the PDF threads run at the lowest priority (lib/pdf/worker.ts) and the event loop takes a
 * core back from them whenever it has work, so they get every core; elsewhere one core is left to
 * the event loop. So is it on the embedded database, which works on the event loop's thread: there a
 * thread more renders little more, and each holds a heap and fonts of its own (about 60 MB under
 * bench/memory.ts's load; on two cores, two threads instead of one took the server from 490 to 550 MB).
 */
function defaultPdfWorkers({ embedded }: { embedded: boolean }): number {
  const cores = availableParallelism();
  return process.platform === 'linux' && !embedded ? cores : Math.max(1, cores - 1);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.APP_SECRET) throw new Error('APP_SECRET is required when NODE_ENV=production');
  if (production && !e.SMTP_URL) {
    throw new Error(
      'SMTP_URL is required when NODE_ENV=production: sign-in codes must be mailed, never logged',
    );
  }
  // Mails link to the portal and name it; a default derived from HOST would send people to a
  // loopback or wildcard address.
  if (production && !e.PORTAL_URL) {
    throw new Error(
      'PORTAL_URL is required when NODE_ENV=production: mails link to the portal, e.g. PORTAL_URL=https://onboarding.example.com',
    );
  }
  const [counterMin, counterMax] = e.ALTCHA_COUNTER.split('-').map(Number) as [number, number];
  if (counterMin < 1 || counterMin > counterMax)
    throw new Error('Invalid configuration: ALTCHA_COUNTER must be a range like 1400-2600');
  // Tests turn the proof of work down to almost nothing; a public server must not.
  if (production && e.ALTCHA_COST * counterMin < 1_000_000) {
    throw new Error(
      'ALTCHA_COST × the lower ALTCHA_COUNTER must be at least 1,000,000 when NODE_ENV=production',
    );
  }
  if (production && e.CAPTCHA_PROVIDER === 'off')
    throw new Error('CAPTCHA_PROVIDER=off is refused when NODE_ENV=production');
  if (
    e.CAPTCHA_PROVIDER === 'recaptcha-enterprise' &&
    !(e.RECAPTCHA_PROJECT_ID && e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_API_KEY)
  ) {
    throw new Error(
      'CAPTCHA_PROVIDER=recaptcha-enterprise needs RECAPTCHA_PROJECT_ID, RECAPTCHA_SITE_KEY and RECAPTCHA_API_KEY',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appSecret: e.APP_SECRET ?? loadOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: addressOf(e.MAIL_FROM),
    mailFromName: e.MAIL_FROM_NAME,
    replyTo: e.REPLY_TO,
    notifyEmail: e.NOTIFY_EMAIL,
    portalUrl: (e.PORTAL_URL ?? `http://${isIP(e.HOST) === 6 ? `[${e.HOST}]` : e.HOST}:${e.PORT}`).replace(
      /\/+$/,
      '',
    ),
    adminEmail: e.ADMIN_EMAIL?.trim().toLowerCase(),
    captchaProvider: e.CAPTCHA_PROVIDER,
    redisUrl: e.REDIS_URL,
    tokenTtl: e.TOKEN_TTL,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    pdfWorkers: e.PDF_WORKERS ?? defaultPdfWorkers({ embedded: !e.DATABASE_URL }),
    pdfQueue: e.PDF_QUEUE,
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    outbox: {
      pollMs: e.OUTBOX_POLL_MS,
      leaseMs: e.OUTBOX_LEASE_MS,
      retryBaseMs: e.OUTBOX_RETRY_MS,
      retryMaxMs: Math.max(e.OUTBOX_RETRY_MS, DEFAULT_OUTBOX_TIMING.retryMaxMs),
    },
    outboxWorker: e.OUTBOX_WORKER === 'on',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    submissionsPerHour: e.SUBMISSIONS_PER_HOUR,
    apiKeys: {
      submissionsPerHour: e.API_KEY_SUBMISSIONS_PER_HOUR,
      requestsPerMinute: e.API_KEY_REQUESTS_PER_MINUTE,
    },
    webhookAllowNetworks: parseNetworks(e.WEBHOOK_ALLOW_NETWORKS),
    altcha: { cost: e.ALTCHA_COST, counter: { min: counterMin, max: counterMax } },
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    recaptcha: {
      projectId: e.RECAPTCHA_PROJECT_ID,
      siteKey: e.RECAPTCHA_SITE_KEY,
      apiKey: e.RECAPTCHA_API_KEY,
      scoreThreshold: e.RECAPTCHA_SCORE_THRESHOLD,
      endpoint: e.RECAPTCHA_ENDPOINT.replace(/\/$/, ''),
    },
    backups: backupsOf(e),
  };
}
