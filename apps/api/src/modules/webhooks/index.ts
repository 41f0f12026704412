import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { composingWithOutboxId } from '../../lib/mail/message.ts';
import { runPeriodically } from '../../lib/periodic.ts';
import { webhookDelivery, webhookRetryDelay } from './delivery.ts';
import { createDestinationCheck, type Resolve, resolveHost } from './destination.ts';
import { createEndpointDisabler } from './disable.ts';
import { webhookDisabledMail } from './disabled-mail.ts';
import { disabledNoticeDelivery } from './disabled-notice.ts';
import { bindEndpointSecrets, pruneWebhookHistory } from './repository.ts';
import { webhooksRoutes } from './routes.ts';
import { createWebhooksService } from './service.ts';

export { disabledEndpointCounts } from './repository.ts';
export { type Resolve } from './destination.ts';
export { emitMerchantChange, emitWebhookEvent, emitWebhookEvents } from './events.ts';
export { webhookEventsSection } from './openapi-events.ts';
export { newWebhookSecret } from './signing.ts';

/**
 * Signed webhooks: the admins' endpoints, each event's deliveries through the outbox (with their own
 * retry schedule), the notice mailed when an endpoint is disabled, and the pruning of old deliveries.
 */
async function webhooksModule(
  app: FastifyInstance,
  { resolve = resolveHost }: { resolve?: Resolve | undefined },
) {
  const { config, database, audit, outbox, mailer, mailSettings } = app;
  const { db } = database;
  const secretsKey = app.keyFor('webhook-secrets');
  await bindEndpointSecrets(db, secretsKey, app.log);
  runPeriodically(app, 60 * 60_000, 'pruning webhook deliveries', () => pruneWebhookHistory(db));
  const check = createDestinationCheck({
    allowed: config.webhookAllowNetworks,
    loopback: config.webhookAllowLoopback,
    portalUrl: config.portalUrl,
    resolve,
  });
  const disable = createEndpointDisabler({ db, audit, outbox });
  outbox.deliver(
    'webhook',
    webhookDelivery({ db, secretsKey, check, disable, log: app.log }),
    webhookRetryDelay,
  );
  outbox.deliver(
    'webhook-disabled',
    disabledNoticeDelivery({
      db,
      portalUrl: config.portalUrl,
      mailer,
      compose: composingWithOutboxId(mailSettings, webhookDisabledMail),
    }),
  );
  await app.register(webhooksRoutes, {
    prefix: '/api',
    webhooks: createWebhooksService(db, audit, {
      secretsKey,
      production: config.production,
      check,
      wake: () => outbox.wake(),
      notices: app.securityNotices,
    }),
  });
}

export default fp(webhooksModule, {
  name: 'webhooks',
  dependencies: ['core', 'audit', 'auth', 'outbox', 'access'],
});
