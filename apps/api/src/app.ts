import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { trustProxyOption } from './config.ts';
import apiKeys from './modules/api-keys/index.ts';
import applicantUpdates from './modules/applicant-updates/index.ts';
import audit from './modules/audit/index.ts';
import auth from './modules/auth/index.ts';
import backups from './modules/backups/index.ts';
import captcha from './modules/captcha/index.ts';
import dashboard from './modules/dashboard/index.ts';
import health from './modules/health/index.ts';
import merchantOverview from './modules/merchant-overview/index.ts';
import merchants from './modules/merchants/index.ts';
import metrics from './modules/metrics/index.ts';
import notifications from './modules/notifications/index.ts';
import outbox from './modules/outbox/index.ts';
import prechecks from './modules/prechecks/index.ts';
import privacy from './modules/privacy/index.ts';
import review from './modules/review/index.ts';
import secondFactor from './modules/second-factor/index.ts';
import users from './modules/users/index.ts';
import webhooks, { type Resolve, webhookEventsSection } from './modules/webhooks/index.ts';
import access from './plugins/access.ts';
import answerHeaders from './plugins/answer-headers.ts';
import closeConnections from './plugins/close-connections.ts';
import conditional from './plugins/conditional.ts';
import core, { type CoreOptions } from './plugins/core.ts';
import errors from './plugins/errors.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.ts';
import idempotency from './plugins/idempotency.ts';
import { loggerOptions, requestIdOf } from './plugins/logging.ts';
import methods, { apiNotFound } from './plugins/methods.ts';
import openapi from './plugins/openapi.ts';
import rateLimit from './plugins/rate-limit.ts';
import securityHeaders, { securityHeaderOptions } from './plugins/security-headers.ts';
import web from './plugins/web.ts';

export const BODY_LIMIT = 256 * 1024;

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export type AppOptions = CoreOptions & {
  logger?: FastifyServerOptions['logger'];
  /** How webhook deliveries resolve host names (tests name hosts no DNS knows). */
  resolve?: Resolve;
  /** How long after the start the first scheduled snapshot may be due (tests put it out of reach). */
  backupGraceMs?: number;
};

/**
 * The portal: what every module builds on (plugins/core.ts), the cross-cutting plugins that must see
 * every route before one is declared, then the modules, each one capability with its routes, jobs,
 * deliveries and shutdown (modules/README.md). A module names the ones it needs; Fastify refuses to
 * start when one is missing or comes later.
 */
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

  await app.register(closeConnections);
  await app.register(core, options);

  await app.register(securityHeaders, securityHeaderOptions(config.captchaProvider));
  await app.register(errors);
  await app.register(access, {
    keyRequestsPerMinute: config.apiKeys.requestsPerMinute,
    metricsToken: config.metrics.token,
  });
  await app.register(metrics);
  await app.register(rateLimit, { limiter: app.limiter });
  await app.register(idempotency, { db: app.database.db, hashKey: app.keyFor('idempotency') });
  await app.register(openapi, { webhooks: webhookEventsSection() });
  await app.register(methods);
  await app.register(conditional);
  await app.register(answerHeaders);

  await app.register(audit);
  await app.register(outbox);
  await app.register(secondFactor);
  await app.register(captcha);
  await app.register(auth);
  await app.register(users);
  await app.register(apiKeys);
  await app.register(webhooks, { resolve: options.resolve });
  await app.register(prechecks);
  await app.register(review);
  await app.register(notifications);
  await app.register(applicantUpdates);
  await app.register(privacy);
  await app.register(merchants);
  await app.register(merchantOverview);
  await app.register(dashboard);
  await app.register(backups, { graceMs: options.backupGraceMs });
  await app.register(health);

  await app.register(async (api) => api.setNotFoundHandler(apiNotFound), { prefix: '/api' });
  await app.register(web, { root: config.webDist ?? defaultWebDist });
  return app;
}
