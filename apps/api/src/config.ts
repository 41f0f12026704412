import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha-enterprise', 'off'] as const;

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Onboarding Portal <no-reply@localhost>'),
  ADMIN_EMAIL: z.string().email().optional(),
  CAPTCHA_PROVIDER: z.enum(CAPTCHA_PROVIDERS).default('altcha'),
  REDIS_URL: z.string().url().optional(),
  TOKEN_TTL: z
    .string()
    .regex(/^\d+[smhd]$/, 'TOKEN_TTL must look like 30m, 12h or 7d')
    .default('12h'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  RECAPTCHA_PROJECT_ID: z.string().default(''),
  RECAPTCHA_SITE_KEY: z.string().default(''),
  RECAPTCHA_API_KEY: z.string().default(''),
  RECAPTCHA_SCORE_THRESHOLD: z.coerce.number().min(0).max(1).default(0.5),
  RECAPTCHA_ENDPOINT: z.string().url().default('https://recaptchaenterprise.googleapis.com'),
});

export type Config = {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  captchaProvider: (typeof CAPTCHA_PROVIDERS)[number];
  redisUrl: string | undefined;
  tokenTtl: string;
  logLevel: string;
  webDist: string | undefined;
  /** Behind a load balancer the client's address comes from X-Forwarded-For (rate limits key on it). */
  trustProxy: boolean;
  recaptcha: { projectId: string; siteKey: string; apiKey: string; scoreThreshold: number; endpoint: string };
};

const SECRET_FILE = 'app-secret';

/** An unset APP_SECRET is generated once and kept beside the embedded database, readable by us only. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
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
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL?.trim().toLowerCase(),
    captchaProvider: e.CAPTCHA_PROVIDER,
    redisUrl: e.REDIS_URL,
    tokenTtl: e.TOKEN_TTL,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY === 'true',
    recaptcha: {
      projectId: e.RECAPTCHA_PROJECT_ID,
      siteKey: e.RECAPTCHA_SITE_KEY,
      apiKey: e.RECAPTCHA_API_KEY,
      scoreThreshold: e.RECAPTCHA_SCORE_THRESHOLD,
      endpoint: e.RECAPTCHA_ENDPOINT.replace(/\/$/, ''),
    },
  };
}
