import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  API_ERRORS,
  errorBodySchema,
  type MfaTokenResponse,
  type Role,
  type VerifyResponse,
} from '@portal/shared';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { Writable } from 'node:stream';
import { type AppOptions, buildApp } from '../app.ts';
import { loggerOptions } from '../plugins/logging.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { Mail } from '../lib/mail/message.ts';
import type { Mailer } from '../lib/mail/mailer.ts';
import { createMemoryRateLimiter } from '../lib/rate-limit/rate-limiter.ts';
import { openTestDatabase } from './database.ts';
import { signInCode, SIX_DIGITS, stepAt, totpCode } from '@portal/test-support';
import { checkAnswersAgainstDocument } from './answer-contract.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Keeps every mail instead of sending it, and lets a test wait for the next one to an address. */
export function createMailCatcher() {
  const outbox: Mail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      outbox.push(mail);
    },
    close() {},
  };
  // Up to 10 s: a confirmation waits for its PDF, which a busy machine's pool may take a while to render.
  async function nextMailTo(
    to: string,
    after = 0,
    matches: (mail: Mail) => boolean = () => true,
  ): Promise<Mail> {
    for (let i = 0; i < 1000; i++) {
      const mail = outbox.slice(after).find((m) => m.to === to && matches(m));
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no mail to ${to}`);
  }
  return { outbox, mailer, nextMailTo };
}

export function codeIn(mail: Pick<Mail, 'text'>): string {
  const match = SIX_DIGITS.exec(mail.text);
  if (!match?.[1]) throw new Error('no code in mail');
  return match[1];
}

/** The code in a message as an SMTP server received it: read from its text part, decoded. */
export async function codeInMessage(raw: string): Promise<string> {
  return codeIn({ text: (await simpleParser(raw)).text ?? '' });
}

/** A `METRICS_TOKEN` for the test apps that serve `GET /api/metrics`. */
export const METRICS_TOKEN = 'test-metrics-token-that-is-long-enough-to-pass';

let addressCounter = 0;
/** A caller address of its own, so per-address limits of one test never spill into the next. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/**
 * Every error a test provokes must leave as DESIGN §10 says: `{code, message, errors?}` with a code
 * of the shared list whose status is the one sent. A body that is not is answered as a 500 instead,
 * which no test expecting the 4xx passes.
 */
async function checkErrorBody(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
  const body = errorBodySchema.safeParse(JSON.parse(payload));
  if (!body.success) throw new Error(`error body off the contract: ${payload}`);
  if (API_ERRORS[body.data.code] !== reply.statusCode)
    throw new Error(
      `${body.data.code} sent with ${reply.statusCode}, listed with ${API_ERRORS[body.data.code]}`,
    );
  return payload;
}

/**
 * A fresh app on a fresh database (or the one given, which it then closes), with mail caught in memory
 * and its own rate-limit counters; a test of webhooks may name how host names resolve, and one may
 * read what the server logs (`capturedLog`).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    database: given,
    ...options
  }: Pick<AppOptions, 'resolve' | 'mailer' | 'logger' | 'backupGraceMs'> & { database?: Database } = {},
) {
  const database: Database & { url?: string } = given ?? (await openTestDatabase());
  const mail = createMailCatcher();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-test-')),
    APP_SECRET: 'test-secret-that-is-long-enough-for-the-config-check',
    CAPTCHA_PROVIDER: 'off',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    // Tests submit far more than an account's hourly budget; the budget's own test sets it low.
    SUBMISSIONS_PER_HOUR: '100000',
    // A solved captcha in a few milliseconds; one test solves one at production cost.
    ALTCHA_COST: '1',
    ALTCHA_COUNTER: '1-50',
    // The tests' webhook receivers can listen on loopback only: a test that lists it in
    // WEBHOOK_ALLOW_NETWORKS may reach them. destination.test.ts turns it off to see loopback refused.
    WEBHOOK_ALLOW_LOOPBACK: 'on',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    mailer: mail.mailer,
    // A test that names REDIS_URL gets the app's own Redis limiter; the others count in memory.
    ...(!env.REDIS_URL && { limiter: createMemoryRateLimiter() }),
    logger: false,
    ...options,
  });
  app.addHook('onSend', checkErrorBody);
  checkAnswersAgainstDocument(app);
  await app.ready();

  async function addUser(email: string, role: Role = 'merchant', name = 'Test User', createdAt?: Date) {
    const [row] = await database.db
      .insert(users)
      .values({ name, email, role, languagePreference: 'en', ...(createdAt && { createdAt }) })
      .returning();
    return row!;
  }

  /** The TOTP secrets and recovery codes of the accounts `signIn` enrolled, by e-mail. */
  const enrolled = new Map<string, { secret: string; recoveryCodes: string[] }>();

  /** Asks for a code by mail and trades it at /auth/verify: a token, or a second-factor ticket. */
  async function verifyMailedCode(email: string, remoteAddress = freshAddress()) {
    const before = mail.outbox.length;
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email },
      remoteAddress,
    });
    if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
    const codeMail = await mail.nextMailTo(email, before, (m) => signInCode(m) !== undefined);
    const code = signInCode(codeMail)!;
    const verify = await app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { email, otp: code },
      remoteAddress,
    });
    if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
    return verify.json<VerifyResponse>();
  }

  /**
   * A code of `email`'s authenticator that the server takes now: a second code within one 30-second
   * step would replay that step's, which is refused, so the account is stepped back as if the
   * authenticator had moved on.
   */
  async function freshCode(email: string, secret = enrolled.get(email)?.secret): Promise<string> {
    if (!secret) throw new Error(`${email} has a second factor this test app did not enrol`);
    await database.db
      .update(users)
      .set({ totpLastStep: sql`least(${users.totpLastStep}, ${stepAt() - 1})` })
      .where(eq(users.email, email));
    return totpCode(secret);
  }

  /**
   * Signs in through the real flow and answers the bearer header: the mailed code, then for an admin
   * (or an enrolled merchant) the second factor, enrolling with a code computed from the secret the
   * API handed out, or with one from the secret it handed out before.
   */
  async function signIn(email: string): Promise<{ authorization: string; token: string }> {
    const remoteAddress = freshAddress();
    const first = await verifyMailedCode(email, remoteAddress);
    let token: string;
    if ('access_token' in first) {
      token = first.access_token;
    } else {
      const secret = first.mfa === 'enrol' ? first.secret : enrolled.get(email)?.secret;
      if (!secret) throw new Error(`${email} has a second factor this test app did not enrol`);
      const second = await app.inject({
        method: 'POST',
        url: '/api/auth/mfa',
        payload: { ticket: first.ticket, code: await freshCode(email, secret) },
        remoteAddress,
      });
      if (second.statusCode !== 200) throw new Error(`second factor failed: ${second.body}`);
      const body = second.json<MfaTokenResponse>();
      if (body.recoveryCodes) enrolled.set(email, { secret, recoveryCodes: body.recoveryCodes });
      token = body.access_token;
    }
    return { authorization: `Bearer ${token}`, token };
  }

  async function close() {
    await app.close();
    await database.close();
  }

  return {
    app,
    db: database.db,
    database,
    mail,
    config,
    addUser,
    signIn,
    freshCode,
    verifyMailedCode,
    enrolled,
    close,
    sql,
  };
}

/**
 * A second instance of the product on the same PostgreSQL database as `t`, with its own connections,
 * memory and rate-limit counters: what a load balancer's second node is. PostgreSQL only (`t.database.url`).
 */
/**
 * A second instance of `t`'s app on the same PostgreSQL database, as another server would be. Its
 * outbox worker sends what it claims through `mailer`: a catcher of its own unless the test needs
 * every mail wherever it is sent (give it the first instance's).
 */
export async function openSecondInstance(t: TestApp, { mailer }: { mailer?: Mailer } = {}) {
  const database = await openDatabase({
    databaseUrl: t.database.url!,
    dataDir: 'memory',
    onIdleError: () => undefined,
  });
  const second = await buildApp({
    config: t.config,
    database,
    mailer: mailer ?? createMailCatcher().mailer,
    limiter: createMemoryRateLimiter(),
    logger: false,
  });
  second.addHook('onClose', () => database.close());
  second.addHook('onSend', checkErrorBody);
  checkAnswersAgainstDocument(second);
  await second.ready();
  return second;
}

/** A logger that writes into a string, for the tests that read what the server logs. */
export function capturedLog(level: string) {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString('utf8');
      done();
    },
  });
  return { logger: { ...(loggerOptions(level) as object), stream }, text: () => text };
}

/**
 * The product once more on `t`'s database, with other settings (a real SMTP server, the portal's
 * address, a log to read). `t`'s own app is closed first, so its outbox worker does not share the
 * work; the database stays open until `t.database.close()`.
 */
export async function reopenApp(
  t: TestApp,
  config: Partial<Config>,
  logger: FastifyServerOptions['logger'] = false,
) {
  await t.app.close();
  const app = await buildApp({
    config: { ...t.config, ...config },
    database: { ...t.database, close: async () => undefined },
    logger,
  });
  await app.ready();
  return app;
}
