import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAPTCHA_PROVIDERS } from '@portal/shared';
import { z } from '@portal/shared/zod';
import ipaddr from 'ipaddr.js';

/**
 * The drizzle migrations. From this file's place, which the compiled server (dist/server.js) shares:
 * one level below the package.
 */
export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');

/**
 * The embedded database's page cache (`shared_buffers`) unless PGLITE_SHARED_BUFFERS says otherwise,
 * whoever opens it: the server, the seed and the command-line tools. PostgreSQL zeroes the whole
 * cache at every start, and PGlite's own default (PostgreSQL's 128MB) took most of opening one.
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '32MB';

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

/** What docs/configuration.md says of a setting: what it does, and what happens when it is unset. */
export type SettingDoc = { description: string; unset?: string };

/** Every setting's documentation, written beside its schema; `npm run docs:config` renders the table. */
export const settingDocs = z.registry<SettingDoc>();

const DURATION_UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `30m`, `6h`, `1d` in milliseconds. */
function durationMs(text: string): number {
  const match = /^(\d+)([smhd])$/.exec(text);
  if (!match) throw new Error(`Not a duration: ${text}`);
  return Number(match[1]) * DURATION_UNIT_MS[match[2] as keyof typeof DURATION_UNIT_MS];
}

/** A duration setting such as `12h`, read into milliseconds; `examples` name the form in its error. */
const duration = (name: string, examples: string, fallback: string) =>
  z
    .string()
    .regex(/^\d+[smhd]$/, `${name} must look like ${examples}`)
    .default(fallback)
    .transform(durationMs);

/** A retention period such as `180d`, in milliseconds, or `off` (null): kept. */
const retention = (name: string, fallback: string) =>
  z
    .string()
    .regex(/^(\d+[smhd]|off)$/, `${name} must look like 30d, 180d or off`)
    .default(fallback)
    .transform((text) => (text === 'off' ? null : durationMs(text)));

export const envSchema = z.object({
  NODE_ENV: z.string().default('development').register(settingDocs, {
    description:
      '`production` refuses to start without `APP_SECRET`, `SMTP_URL` and `PORTAL_URL`, with `CAPTCHA_PROVIDER=off`, `WEBHOOK_ALLOW_LOOPBACK=on` or with a weaker proof of work',
  }),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).register(settingDocs, {
    description: 'the port the server listens on',
  }),
  HOST: z.string().default('127.0.0.1').register(settingDocs, {
    description: 'the address the server listens on (`0.0.0.0` for every interface)',
  }),
  DATA_DIR: z.string().default('./data').register(settingDocs, {
    description:
      'the embedded database (`pgdata/`), the generated secret and, without `SMTP_URL`, the mails (`outbox/`)',
  }),
  DATABASE_URL: z.string().url().optional().register(settingDocs, {
    description: '`postgres://…` uses a PostgreSQL server instead of the embedded database',
    unset: 'the embedded database (PGlite) in `DATA_DIR`',
  }),
  APP_SECRET: z
    .string()
    .min(32, 'APP_SECRET must be at least 32 characters')
    .optional()
    .register(settingDocs, {
      description:
        'signs tokens, hashes codes, encrypts secrets at rest; at least 32 characters; required when `NODE_ENV=production`',
      unset: 'generated once into `DATA_DIR/app-secret` (mode 0600)',
    }),
  SMTP_URL: z.string().url().optional().register(settingDocs, {
    description: '`smtp://user:pass@host:port`; required when `NODE_ENV=production`',
    unset: 'mails are written to `DATA_DIR/outbox/` as `.eml` files',
  }),
  MAIL_FROM: z.string().default('no-reply@localhost').register(settingDocs, {
    description:
      'the sender\'s address: `From: "MAIL_FROM_NAME" <MAIL_FROM>` (a value of the form `Name <address>` still works; its address is taken)',
  }),
  MAIL_FROM_NAME: z.string().trim().min(1).default('Onboarding Portal').register(settingDocs, {
    description: "the sender's display name",
  }),
  REPLY_TO: z.string().email().optional().register(settingDocs, {
    description: 'the address the mails name in `Reply-To`, where replies should go instead of the sender',
  }),
  NOTIFY_EMAIL: z.string().email().optional().register(settingDocs, {
    description:
      'a team mailbox told of each new pre-check (in English); admins choose for themselves on their Security page',
  }),
  PORTAL_URL: z
    .string()
    .regex(/^https?:\/\/[^/]/i, 'PORTAL_URL must be an http:// or https:// address')
    .optional()
    .register(settingDocs, {
      description:
        'the address people reach the portal at (a trailing slash is dropped): mails name it and link to it; required when `NODE_ENV=production`',
      unset: '`http://HOST:PORT`',
    }),
  ADMIN_EMAIL: z.string().email().optional().register(settingDocs, {
    description: 'at start, makes sure an admin with this e-mail address exists',
  }),
  CAPTCHA_PROVIDER: z.enum(CAPTCHA_PROVIDERS).default('altcha').register(settingDocs, {
    description:
      "the public forms' bot check: `altcha`, `recaptcha-enterprise`, or `off` (refused when `NODE_ENV=production`)",
  }),
  ALTCHA_COST: z.coerce.number().int().min(1).default(5_000).register(settingDocs, {
    description:
      "the proof of work's PBKDF2 rounds per step; production refuses less than 1,000,000 rounds in all",
  }),
  ALTCHA_COUNTER: z
    .string()
    .regex(/^\d+-\d+$/, 'ALTCHA_COUNTER must look like 1400-2600')
    .default('1400-2600')
    .register(settingDocs, { description: "the range of the proof of work's secret step count" }),
  RECAPTCHA_PROJECT_ID: z.string().default('').register(settingDocs, {
    description: 'with `CAPTCHA_PROVIDER=recaptcha-enterprise`: the Google Cloud project',
  }),
  RECAPTCHA_SITE_KEY: z.string().default('').register(settingDocs, {
    description:
      "with `CAPTCHA_PROVIDER=recaptcha-enterprise`: the site key the forms load Google's script with",
  }),
  RECAPTCHA_API_KEY: z.string().default('').register(settingDocs, {
    description:
      'with `CAPTCHA_PROVIDER=recaptcha-enterprise`: the key the server asks the assessments API with',
  }),
  RECAPTCHA_SCORE_THRESHOLD: z.coerce.number().min(0).max(1).default(0.5).register(settingDocs, {
    description: 'the lowest reCAPTCHA score a submission passes with',
  }),
  RECAPTCHA_ENDPOINT: z
    .string()
    .url()
    .default('https://recaptchaenterprise.googleapis.com')
    .register(settingDocs, {
      description: 'where the assessments API is asked',
    }),
  REDIS_URL: z.string().url().optional().register(settingDocs, {
    description:
      'shared rate-limit counters for several instances; while Redis is unreachable limited calls answer 503 (fail closed)',
    unset: "counters in each process's memory",
  }),
  TOKEN_TTL: duration('TOKEN_TTL', '30m, 12h or 7d', '12h').register(settingDocs, {
    description: 'the lifetime of a sign-in (`30m`, `12h`, `7d`)',
  }),
  SESSION_IDLE: duration('SESSION_IDLE', '15m, 30m or 2h', '30m').register(settingDocs, {
    description:
      "how long a staff member's sign-in may go unused before it ends (`TOKEN_TTL` stays the absolute limit); merchants' sign-ins end only at `TOKEN_TTL`",
  }),
  OIDC_ISSUER: z
    .string()
    .regex(/^https?:\/\/[^/]/i, 'OIDC_ISSUER must be an http:// or https:// address')
    .optional()
    .register(settingDocs, {
      description:
        "the company identity provider's issuer (OpenID Connect), for staff single sign-on; its callback is `PORTAL_URL/api/auth/oidc/callback` (DESIGN §14)",
      unset: 'no single sign-on',
    }),
  OIDC_CLIENT_ID: z.string().default('').register(settingDocs, {
    description: "the portal's client id at the identity provider (with `OIDC_ISSUER`)",
  }),
  OIDC_CLIENT_SECRET: z.string().default('').register(settingDocs, {
    description: "the portal's client secret at the identity provider (with `OIDC_ISSUER`)",
  }),
  OIDC_LABEL: z.string().max(40).default('single sign-on').register(settingDocs, {
    description: 'what the sign-in button names the identity provider: "Sign in with <label>"',
  }),
  OIDC_STAFF_ONLY: z.enum(['on', 'off']).default('off').register(settingDocs, {
    description:
      'with `on`, staff must sign in through the identity provider: their e-mailed codes are refused',
  }),
  STEP_UP_TTL: duration('STEP_UP_TTL', '5m or 15m', '5m').register(settingDocs, {
    description:
      'how long a proof of the second factor (a step-up, or a sign-in with it) lets grave actions through: new staff, API keys, webhooks, erasure (DESIGN §14)',
  }),
  TRUST_PROXY: z.string().default('').register(settingDocs, {
    description:
      'behind load balancers: their number (`1`) or addresses/CIDRs (`10.0.0.0/8,192.168.1.5`); `true` is refused',
    unset: 'no proxy trusted',
  }),
  SUBMISSIONS_PER_HOUR: z.coerce.number().int().min(1).default(30).register(settingDocs, {
    description: 'pre-checks one signed-in account may submit per hour (429 with `Retry-After` beyond)',
  }),
  API_KEY_SUBMISSIONS_PER_HOUR: z.coerce.number().int().min(1).default(1000).register(settingDocs, {
    description: 'pre-checks one API key may submit per hour (429 with `Retry-After` beyond)',
  }),
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(600).register(settingDocs, {
    description: 'calls of any kind one API key may make per minute',
  }),
  API_KEY_MAX_TTL: duration('API_KEY_MAX_TTL', '90d or 365d', '365d').register(settingDocs, {
    description: 'the longest an API key may live: every key is given an expiry at most this far ahead',
  }),
  SIGN_IN_MAILS_PER_HOUR: z.coerce.number().int().min(1).default(1000).register(settingDocs, {
    description:
      'sign-in code mails the whole portal sends per hour; beyond, every code request answers 429 until the hour ends (a flood cannot spend the mail domain’s reputation)',
  }),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .register(settingDocs, { description: "the log's level (pino's)" }),
  WEB_DIST: z.string().optional().register(settingDocs, {
    description: 'where the built web app is served from',
    unset: '`apps/web/dist`',
  }),
  PDF_WORKERS: z.coerce.number().int().min(1).optional().register(settingDocs, {
    description:
      "threads that render PDFs, at the lowest priority on Linux; on the embedded database the outbox's confirmations share them",
    unset: 'cores − 1 (at least 1); on PostgreSQL on Linux, every core',
  }),
  // Deep enough that a burst of PDF downloads waits its turn instead of being turned away.
  PDF_QUEUE: z.coerce.number().int().min(0).default(64).register(settingDocs, {
    description: 'PDF requests that may wait for a thread; beyond that a PDF answers 503 with `Retry-After`',
  }),
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, 'PGLITE_SHARED_BUFFERS must look like 32MB')
    .default(DEFAULT_PGLITE_SHARED_BUFFERS)
    .register(settingDocs, {
      description:
        "the embedded database's page cache (`shared_buffers`), resident once filled (PGlite's WebAssembly heap never shrinks); the operating system's file cache holds the rest",
    }),
  // The defaults suit production; tests and drills shorten them.
  OUTBOX_POLL_MS: z.coerce
    .number()
    .int()
    .min(10)
    .default(DEFAULT_OUTBOX_TIMING.pollMs)
    .register(settingDocs, {
      description:
        'how often each instance asks the outbox for due messages (a change on the instance wakes it at once)',
    }),
  OUTBOX_LEASE_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(DEFAULT_OUTBOX_TIMING.leaseMs)
    .register(settingDocs, {
      description: "how long a claimed message is its worker's before another instance takes it over",
    }),
  OUTBOX_RETRY_MS: z.coerce
    .number()
    .int()
    .min(10)
    .default(DEFAULT_OUTBOX_TIMING.retryBaseMs)
    .register(settingDocs, {
      description: "the first retry's delay, doubling with jitter up to an hour, for 24 hours",
    }),
  OUTBOX_WORKER: z.enum(['on', 'off']).default('on').register(settingDocs, {
    description:
      '`off`: this instance only queues messages and leaves sending them to the others (one at least must send)',
  }),
  WEBHOOK_ALLOW_NETWORKS: z.string().default('').register(settingDocs, {
    description:
      "CIDRs or addresses, comma-separated, that webhooks may reach although private, CGNAT, unique-local or the portal's own: receivers on premises, e.g. `10.20.0.0/16`; never loopback or a cloud metadata service (all of link-local among them)",
    unset: 'public addresses only',
  }),
  WEBHOOK_ALLOW_LOOPBACK: z.enum(['on', 'off']).default('off').register(settingDocs, {
    description:
      "development and tests only (refused when `NODE_ENV=production`): `on` lets `WEBHOOK_ALLOW_NETWORKS` open loopback too, for a receiver on this machine, such as the tests'",
  }),
  REVIEW_FOUR_EYES: z.enum(['on', 'off']).default('off').register(settingDocs, {
    description:
      '`on`: an approval is a proposal (`approval_pending`) until a second staff member, not its proposer, confirms it',
  }),
  REVIEW_SLA: duration('REVIEW_SLA', '12h, 2d or 5d', '2d').register(settingDocs, {
    description:
      'how long a pre-check may wait on the team (received, in review, approval pending) before it is overdue',
  }),
  UPDATE_LINK_TTL: duration('UPDATE_LINK_TTL', '3d, 14d or 30d', '14d').register(settingDocs, {
    description:
      'how long the link mailed with a request for information lets the applicant answer; it also closes once they answer or the request ends',
  }),
  RETENTION_DECLINED: retention('RETENTION_DECLINED', '180d').register(settingDocs, {
    description:
      'how long a declined pre-check is kept after its decision before it is erased ([privacy](privacy.md)); `off` keeps it',
  }),
  RETENTION_WITHDRAWN: retention('RETENTION_WITHDRAWN', '90d').register(settingDocs, {
    description:
      'how long a withdrawn pre-check is kept after its withdrawal before it is erased; `off` keeps it',
  }),
  RETENTION_UNANSWERED: retention('RETENTION_UNANSWERED', '30d').register(settingDocs, {
    description:
      'how long a question to the applicant may go unanswered before the pre-check is withdrawn (the applicant is told); `off` waits for ever',
  }),
  RETENTION_INTERVAL: duration('RETENTION_INTERVAL', '10m, 1h or 1d', '1h').register(settingDocs, {
    description: 'how often each instance looks for pre-checks due for erasure or withdrawal',
  }),
  BACKUP_DIR: z.string().trim().min(1).optional().register(settingDocs, {
    description:
      'a folder for snapshots of the embedded database, written while it runs ([operations](operations.md#backups)); refused with `DATABASE_URL`',
    unset: 'no backups',
  }),
  ERASURE_LEDGER_DIR: z.string().trim().min(1).optional().register(settingDocs, {
    description:
      'where the erasure ledger is kept, which every start and `npm run restore` re-apply so that a restored backup brings no erased person back ([privacy](privacy.md)); on PostgreSQL, beside your `pg_dump` files, on storage every instance shares',
    unset: '`BACKUP_DIR` (none without it)',
  }),
  BACKUP_INTERVAL: duration('BACKUP_INTERVAL', '30m, 6h or 1d', '6h').register(settingDocs, {
    description:
      'how long after the newest scheduled snapshot the next is written (`30m`, `6h`, `1d`; at least `1m`)',
  }),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14).register(settingDocs, {
    description:
      'how many of the newest scheduled snapshots are kept; as many of those made with "Back up now", none older than the oldest scheduled one kept',
  }),
  BACKUP_MANUAL_COOLDOWN: duration('BACKUP_MANUAL_COOLDOWN', '10m or 1h', '10m').register(settingDocs, {
    description:
      'how long after one "Back up now" the next is refused (429 with `Retry-After`): each holds the embedded database while it is written',
  }),
  // As long as APP_SECRET's minimum: it is compared on every scrape.
  METRICS_TOKEN: z
    .string()
    .min(32, 'METRICS_TOKEN must be at least 32 characters')
    .optional()
    .register(settingDocs, {
      description:
        'Prometheus metrics at `GET /api/metrics` for this bearer token (32 characters or more; 401 for any other): [operations](operations.md#metrics)',
      unset: '`GET /api/metrics` answers 404',
    }),
  // 0 takes any free port (the tests); an empty value is a mistake, not that.
  METRICS_PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'METRICS_PORT must be a port number')
    .transform(Number)
    .pipe(z.number().max(65535))
    .optional()
    .register(settingDocs, {
      description: 'also serve the metrics at `/metrics` on this port of 127.0.0.1, without a token',
    }),
});

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
 * The embedded database's directory, its page cache and the APP_SECRET its server runs with, without
 * making one: the restore checks a snapshot against it and must change nothing when it refuses.
 */
export function embeddedDatabaseOf(env: NodeJS.ProcessEnv = process.env) {
  const e = envSchema.pick({ DATA_DIR: true, APP_SECRET: true, PGLITE_SHARED_BUFFERS: true }).parse(env);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    dataDir,
    appSecret: e.APP_SECRET ?? storedSecret(dataDir),
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
  };
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

const MIN_BACKUP_INTERVAL_MS = 60_000;

/** Snapshots of the embedded database: where, how often, how many are kept; unset, none. */
function backupsOf(e: z.infer<typeof envSchema>) {
  if (!e.BACKUP_DIR) return undefined;
  if (e.DATABASE_URL) {
    throw new Error(
      'BACKUP_DIR backs up the embedded database; on PostgreSQL (DATABASE_URL) back up with pg_dump (README: Backups)',
    );
  }
  const intervalMs = e.BACKUP_INTERVAL;
  if (intervalMs < MIN_BACKUP_INTERVAL_MS)
    throw new Error('Invalid configuration: BACKUP_INTERVAL must be at least 1m');
  return {
    dir: path.resolve(e.BACKUP_DIR),
    intervalMs,
    keep: e.BACKUP_KEEP,
    manualCooldownMs: e.BACKUP_MANUAL_COOLDOWN,
  };
}

/**
 * On Linux the PDF threads run at the lowest priority (lib/pdf/worker.ts) and the event loop takes a
 * core back from them whenever it has work, so they get every core; elsewhere one core is left to
 * the event loop. So is it on the embedded database, which works on the event loop's thread: there a
 * thread more renders little more, and each holds a heap and fonts of its own
 * (docs/operations.md, where the memory goes).
 */
function defaultPdfWorkers({ embedded }: { embedded: boolean }): number {
  const cores = availableParallelism();
  return process.platform === 'linux' && !embedded ? cores : Math.max(1, cores - 1);
}

/** The server's configuration, read from the environment; the settings are `envSchema`'s. */
export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
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
  if (e.OIDC_ISSUER && (!e.OIDC_CLIENT_ID || !e.OIDC_CLIENT_SECRET))
    throw new Error('OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
  if (production && e.OIDC_ISSUER?.startsWith('http:'))
    throw new Error('OIDC_ISSUER must be https:// when NODE_ENV=production');
  if (e.OIDC_STAFF_ONLY === 'on' && !e.OIDC_ISSUER)
    throw new Error('OIDC_STAFF_ONLY=on needs OIDC_ISSUER: staff would have no way to sign in');
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
  // A webhook to this machine reaches what listens on loopback only, trusting it is not reachable.
  if (production && e.WEBHOOK_ALLOW_LOOPBACK === 'on')
    throw new Error('WEBHOOK_ALLOW_LOOPBACK=on is refused when NODE_ENV=production');
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
    tokenTtlMs: e.TOKEN_TTL,
    sessionIdleMs: e.SESSION_IDLE,
    stepUpTtlMs: e.STEP_UP_TTL,
    /** Staff single sign-on, or null without `OIDC_ISSUER`. */
    oidc: e.OIDC_ISSUER
      ? {
          issuer: e.OIDC_ISSUER,
          clientId: e.OIDC_CLIENT_ID,
          clientSecret: e.OIDC_CLIENT_SECRET,
          label: e.OIDC_LABEL,
          staffOnly: e.OIDC_STAFF_ONLY === 'on',
        }
      : null,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    pdfWorkers: e.PDF_WORKERS ?? defaultPdfWorkers({ embedded: !e.DATABASE_URL }),
    pdfQueue: e.PDF_QUEUE,
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    /** The outbox's pace; a dead worker's claim is taken over after `leaseMs`. */
    outbox: {
      pollMs: e.OUTBOX_POLL_MS,
      leaseMs: e.OUTBOX_LEASE_MS,
      retryBaseMs: e.OUTBOX_RETRY_MS,
      retryMaxMs: Math.max(e.OUTBOX_RETRY_MS, DEFAULT_OUTBOX_TIMING.retryMaxMs),
    },
    /** Off, the instance only queues, as every instance does in the change's transaction. */
    outboxWorker: e.OUTBOX_WORKER === 'on',
    /** Per-address limits key on the client address this yields (Fastify's `trustProxy`). */
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    submissionsPerHour: e.SUBMISSIONS_PER_HOUR,
    apiKeys: {
      submissionsPerHour: e.API_KEY_SUBMISSIONS_PER_HOUR,
      requestsPerMinute: e.API_KEY_REQUESTS_PER_MINUTE,
      maxTtlMs: e.API_KEY_MAX_TTL,
    },
    signInMailsPerHour: e.SIGN_IN_MAILS_PER_HOUR,
    /** Unset, a webhook reaches public addresses only. */
    webhookAllowNetworks: parseNetworks(e.WEBHOOK_ALLOW_NETWORKS),
    webhookAllowLoopback: e.WEBHOOK_ALLOW_LOOPBACK === 'on',
    altcha: { cost: e.ALTCHA_COST, counter: { min: counterMin, max: counterMax } },
    /** Collected only when either is set. */
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    recaptcha: {
      projectId: e.RECAPTCHA_PROJECT_ID,
      siteKey: e.RECAPTCHA_SITE_KEY,
      apiKey: e.RECAPTCHA_API_KEY,
      scoreThreshold: e.RECAPTCHA_SCORE_THRESHOLD,
      endpoint: e.RECAPTCHA_ENDPOINT.replace(/\/$/, ''),
    },
    backups: backupsOf(e),
    erasureLedgerDir: e.ERASURE_LEDGER_DIR ? path.resolve(e.ERASURE_LEDGER_DIR) : backupsOf(e)?.dir,
    retention: {
      declinedMs: e.RETENTION_DECLINED,
      withdrawnMs: e.RETENTION_WITHDRAWN,
      unansweredMs: e.RETENTION_UNANSWERED,
      intervalMs: e.RETENTION_INTERVAL,
    },
    review: {
      fourEyes: e.REVIEW_FOUR_EYES === 'on',
      slaMs: e.REVIEW_SLA,
      updateLinkTtlMs: e.UPDATE_LINK_TTL,
    },
  };
}
