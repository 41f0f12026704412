import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, trustProxyOption } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { deriveKey, secretFingerprint } from './lib/crypto/derive-key.ts';
import { type MailSettings, newMessageId } from './lib/mail/message.ts';
import { createMailer, type Mailer } from './lib/mail/mailer.ts';
import { runPeriodically } from './lib/periodic.ts';
import { createPdfPool, type PdfPool } from './lib/pdf/pool.ts';
import type { PdfRenderer } from './lib/pdf/render.ts';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from './lib/rate-limit/rate-limiter.ts';
import { apiKeysRoutes, createKeyAccess, createApiKeysService } from './modules/api-keys/index.ts';
import { auditRoutes, createAuditRecorder, createAuditService } from './modules/audit/index.ts';
import {
  AUTH_LIMITS,
  authRoutes,
  createAuthService,
  createMailQueue,
  createSessionCache,
} from './modules/auth/index.ts';
import { backupsRoutes, createBackups } from './modules/backups/index.ts';
import { captchaGuard, captchaRoutes } from './modules/captcha/index.ts';
import { createDashboardService, dashboardRoutes } from './modules/dashboard/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { merchantOverviewRoutes } from './modules/merchant-overview/index.ts';
import { merchantsRoutes } from './modules/merchants/index.ts';
import { createMetrics, type PdfPoolName, requestMetrics } from './modules/metrics/index.ts';
import {
  createUnsubscribeLinks,
  NOTICES_PER_RECIPIENT,
  notificationsRoutes,
  teamNoticeDelivery,
  teamNoticeMail,
} from './modules/notifications/index.ts';
import {
  createOutbox,
  createOutboxService,
  OUTBOX_BATCH,
  outboxRoutes,
  startOutboxWorker,
} from './modules/outbox/index.ts';
import {
  confirmationDelivery,
  confirmationMail,
  createAcknowledgement,
  createApplicantCopies,
  createEcomService,
  createPosService,
  ecomPrecheckRoutes,
  posPrecheckRoutes,
  submissionLimit,
} from './modules/prechecks/index.ts';
import { createSecondFactor, createSecurityService, securityRoutes } from './modules/second-factor/index.ts';
import { adminExists, createUsersService, ensureAdmin, usersRoutes } from './modules/users/index.ts';
import {
  createDestinationCheck,
  createEndpointDisabler,
  createWebhooksService,
  disabledNoticeDelivery,
  pruneWebhookHistory,
  type Resolve,
  resolveHost,
  webhookDelivery,
  webhookDisabledMail,
  webhookEventsSection,
  webhookRetryDelay,
  webhooksRoutes,
} from './modules/webhooks/index.ts';
import access from './plugins/access.ts';
import conditional from './plugins/conditional.ts';
import errors from './plugins/errors.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.ts';
import idempotency from './plugins/idempotency.ts';
import methods, { apiNotFound } from './plugins/methods.ts';
import openapi from './plugins/openapi.ts';
import rateLimit from './plugins/rate-limit.ts';
import securityHeaders, { securityHeaderOptions } from './plugins/security-headers.ts';
import { loggerOptions, requestIdOf } from './plugins/logging.ts';
import web from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether an admin can sign in yet: the server's first-start line tells a newcomer how to make one. */
    adminExists: () => Promise<boolean>;
  }
}

export const BODY_LIMIT = 256 * 1024;

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export type AppOptions = {
  config: Config;
  /** Tests hand in their own database, mail catcher or limiter; the app closes only what it opened. */
  database?: Database;
  mailer?: Mailer;
  limiter?: RateLimiter;
  logger?: FastifyServerOptions['logger'];
  /** How webhook deliveries resolve host names (tests name hosts no DNS knows). */
  resolve?: Resolve;
};

/** A pool of PDF threads that closes with the app; its renderer. */
function pdfPoolOf(
  app: FastifyInstance,
  options: Parameters<typeof createPdfPool>[0],
  watch: (pool: PdfPool) => PdfPool,
): PdfRenderer {
  const pool = createPdfPool(options);
  app.addHook('onClose', () => pool.close());
  return watch(pool).render;
}

export async function buildApp(options: AppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT,
    // Registering every route's schemas takes seconds on a busy small machine, longer than Fastify's
    // default allows; a plugin that hangs still fails.
    pluginTimeout: 60_000,
    trustProxy: trustProxyOption(config.trustProxy),
    // The client's X-Request-Id when it is a sane one (DESIGN §11), else a UUID: echoed on every answer.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Answers made before the pipeline runs (bad URL, over-long path parameter, unreadable HTTP).
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only: a text body is refused with 415 rather than half-parsed.
  app.removeContentTypeParser('text/plain');
  // Closing closes the idle keep-alive connections only once, when it starts: a request in flight
  // then would leave its connection open after answering, and the close would wait on it until
  // killed. Its answer ends the connection instead.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  const database =
    options.database ??
    (await openDatabase({
      ...config,
      onIdleError: (error: Error) => app.log.warn({ err: error }, 'database connection lost'),
    }));
  const limiter =
    options.limiter ??
    (config.redisUrl
      ? createRedisRateLimiter(config.redisUrl, {
          onError: (error) => app.log.warn({ err: error }, 'redis unreachable'),
        })
      : createMemoryRateLimiter());
  const mailSettings: MailSettings = {
    fromAddress: config.mailFrom,
    fromName: config.mailFromName,
    ...(config.replyTo && { replyTo: config.replyTo }),
    portalUrl: config.portalUrl,
  };
  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, settings: mailSettings }, app.log);
  const mail = createMailQueue({
    mailer,
    limiter,
    log: app.log,
    perRecipient: AUTH_LIMITS.mailsPerRecipient,
  });
  app.addHook('onClose', async () => {
    await mail.drain();
    if (!options.limiter) await limiter.close();
    if (!options.mailer) mailer.close();
    if (!options.database) await database.close();
  });

  if (config.adminEmail) await ensureAdmin(database.db, config.adminEmail);
  app.decorate('adminExists', () => adminExists(database.db));

  const audit = createAuditRecorder(database.db);
  const sessions = createSessionCache();
  await sessions.start(database);
  app.addHook('onClose', () => sessions.stop());
  const otpKey = deriveKey(config.appSecret, 'otp');
  const secondFactor = createSecondFactor({
    secretsKey: deriveKey(config.appSecret, 'totp-secrets'),
    hashKey: otpKey,
  });
  const auth = createAuthService({
    db: database.db,
    limiter,
    mail,
    mailSettings,
    otpKey,
    jwtKey: deriveKey(config.appSecret, 'jwt'),
    tokenTtlMs: config.tokenTtlMs,
    sessions,
    audit,
    secondFactor,
  });
  const users = createUsersService(database.db, sessions, audit, secondFactor);
  // Collected only when served somewhere: off, no request pays for them.
  const metrics =
    config.metrics.token !== undefined || config.metrics.port !== undefined
      ? createMetrics({ database, limiter, log: app.log })
      : null;
  const watched = (name: PdfPoolName) => (pool: PdfPool) =>
    metrics ? metrics.watchPdfPool(name, pool) : pool;
  const renderPdf = pdfPoolOf(
    app,
    { threads: config.pdfWorkers, queue: config.pdfQueue },
    watched('requests'),
  );
  const outbox = createOutbox();
  const copies = createApplicantCopies(database.db, deriveKey(config.appSecret, 'applicant-copy'));
  runPeriodically(app, 60 * 60_000, 'pruning copy links', () => copies.prune());
  const acknowledgement = createAcknowledgement(outbox, copies, config.notifyEmail);
  const webhookSecretsKey = deriveKey(config.appSecret, 'webhook-secrets');
  runPeriodically(app, 60 * 60_000, 'pruning webhook deliveries', () => pruneWebhookHistory(database.db));
  const printing = { copies, render: renderPdf };
  const pos = createPosService(database.db, acknowledgement);
  const ecom = createEcomService(
    database.db,
    deriveKey(config.appSecret, 'secrets-at-rest'),
    acknowledgement,
  );
  const records = {
    pos: (id: string) => pos.printable(id),
    ecom: (id: string) => ecom.printable(id),
  };
  const unsubscribeLinks = createUnsubscribeLinks(
    deriveKey(config.appSecret, 'unsubscribe'),
    config.portalUrl,
  );
  const withMessageId =
    <I extends { outboxId: string }, M>(
      compose: (s: MailSettings, m: Omit<I, 'outboxId'> & { messageId: string }) => M,
    ) =>
    ({ outboxId, ...input }: I) =>
      compose(mailSettings, { ...input, messageId: newMessageId(mailSettings.portalUrl, outboxId) });
  if (config.outboxWorker) {
    // On PostgreSQL its own single thread: the requests' pool takes every core, and renders for
    // confirmations in the background would then compete with the database for them and cut its
    // throughput; one thread leaves the rest to requests and
    // the database. The embedded database works on the event loop's thread, whose core the requests'
    // pool leaves free already (config.ts): there the outbox shares that pool, and the server holds
    // one thread's heap less.
    const outboxRender =
      database.kind === 'pglite'
        ? renderPdf
        : pdfPoolOf(app, { threads: 1, queue: 2 * OUTBOX_BATCH }, watched('outbox'));
    const outboxWorker = startOutboxWorker({
      db: database.db,
      log: app.log,
      timing: config.outbox,
      deliveries: {
        'precheck-confirmation': confirmationDelivery({
          copies: records,
          render: outboxRender,
          limiter,
          perRecipient: AUTH_LIMITS.mailsPerRecipient,
          mailer,
          compose: withMessageId(confirmationMail),
        }),
        webhook: webhookDelivery({
          db: database.db,
          secretsKey: webhookSecretsKey,
          check: createDestinationCheck({
            allowed: config.webhookAllowNetworks,
            portalUrl: config.portalUrl,
            resolve: options.resolve ?? resolveHost,
          }),
          disable: createEndpointDisabler({ db: database.db, audit, outbox }),
        }),
        'webhook-disabled': disabledNoticeDelivery({
          db: database.db,
          portalUrl: config.portalUrl,
          mailer,
          compose: withMessageId(webhookDisabledMail),
        }),
        'team-notice': teamNoticeDelivery({
          db: database.db,
          copies: records,
          links: unsubscribeLinks,
          portalUrl: config.portalUrl,
          limiter,
          perRecipient: NOTICES_PER_RECIPIENT,
          mailer,
          compose: withMessageId(teamNoticeMail),
        }),
      },
      schedules: { webhook: webhookRetryDelay },
      ...(metrics && { onFailedTry: metrics.outboxFailed }),
    });
    outbox.attach(outboxWorker);
    // Before the pools and the database close: the sends in flight are settled first.
    app.addHook('preClose', async () => outboxWorker.stop());
  }

  const backups = createBackups({
    database,
    settings: config.backups,
    secret: secretFingerprint(config.appSecret),
    log: app.log,
    audit,
    ...(metrics && { onFailure: metrics.backupFailed }),
  });
  if (metrics && backups.state === 'on') metrics.watchBackups(() => backups.newest());
  await backups.start();
  // A snapshot being written finishes before the database closes.
  app.addHook('preClose', () => backups.stop());

  await app.register(securityHeaders, securityHeaderOptions(config.captchaProvider));
  await app.register(errors);
  await app.register(access, {
    authenticate: auth.authenticate,
    keys: createKeyAccess(database.db, audit),
    keyRequestsPerMinute: config.apiKeys.requestsPerMinute,
    metricsToken: config.metrics.token,
  });
  if (metrics) await app.register(requestMetrics, { metrics, port: config.metrics.port });
  await app.register(captchaGuard, { config, db: database.db });
  await app.register(rateLimit, { limiter });
  await app.register(idempotency, { db: database.db, hashKey: deriveKey(config.appSecret, 'idempotency') });
  await app.register(submissionLimit, {
    perHour: config.submissionsPerHour,
    perKeyPerHour: config.apiKeys.submissionsPerHour,
  });
  await app.register(openapi, { webhooks: webhookEventsSection() });
  await app.register(methods);
  await app.register(conditional);

  // API answers name their request, and are private and change: none is stored, but a success a
  // route declares the same for everyone.
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api')) return;
    void reply.header('x-request-id', request.id);
    const maxAge = reply.statusCode === 200 ? request.routeOptions.config.publicMaxAgeS : undefined;
    void reply.header('cache-control', maxAge ? `public, max-age=${maxAge}` : 'no-store');
  });

  await app.register(
    async (api) => {
      api.setNotFoundHandler(apiNotFound);
      await api.register(healthRoutes, { database, limiter, metrics });
      await api.register(authRoutes, { auth });
      await api.register(usersRoutes, { users, audit });
      await api.register(auditRoutes, { trail: createAuditService(database.db), audit });
      await api.register(backupsRoutes, { backups });
      await api.register(outboxRoutes, {
        outbox: createOutboxService(database.db, () => outbox.wake()),
        audit,
      });
      await api.register(apiKeysRoutes, { keys: createApiKeysService(database.db, secondFactor, audit) });
      await api.register(webhooksRoutes, {
        webhooks: createWebhooksService(database.db, audit, {
          secretsKey: webhookSecretsKey,
          production: config.production,
          allowed: config.webhookAllowNetworks,
          wake: () => outbox.wake(),
        }),
      });
      await api.register(captchaRoutes);
      await api.register(posPrecheckRoutes, { pos, audit, printing });
      await api.register(ecomPrecheckRoutes, { ecom, audit, printing });
      await api.register(merchantsRoutes, { db: database.db, audit, wake: () => outbox.wake() });
      await api.register(dashboardRoutes, { dashboard: createDashboardService(database.db) });
      await api.register(merchantOverviewRoutes, { db: database.db });
      await api.register(notificationsRoutes, { db: database.db, links: unsubscribeLinks });
      await api.register(securityRoutes, {
        security: createSecurityService(database.db, secondFactor, audit),
      });
    },
    { prefix: '/api' },
  );
  await app.register(web, { root: config.webDist ?? defaultWebDist });

  return app;
}
