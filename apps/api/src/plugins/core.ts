import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { deriveKey, type KeyPurpose } from '../lib/crypto/derive-key.ts';
import { createMailer, type Mailer } from '../lib/mail/mailer.ts';
import type { MailSettings } from '../lib/mail/message.ts';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from '../lib/rate-limit/rate-limiter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    limiter: RateLimiter;
    mailer: Mailer;
    mailSettings: MailSettings;
    /** The key of one purpose, derived from APP_SECRET: no two purposes share one. */
    keyFor(purpose: KeyPurpose): Buffer;
  }
}

export type CoreOptions = {
  config: Config;
  /** Tests hand in their own database, mail catcher or limiter; the app closes only what it opened. */
  database?: Database | undefined;
  mailer?: Mailer | undefined;
  limiter?: RateLimiter | undefined;
};

/**
 * What every module builds on, opened once: the database, the rate limiter (Redis when configured),
 * the mailer and its settings, the configuration. Closed last, after every module's own close.
 */
async function corePlugin(app: FastifyInstance, options: CoreOptions) {
  const { config } = options;
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
  // onClose hooks run last-registered first: the modules' closes, registered after this, come before.
  app.addHook('onClose', async () => {
    if (!options.limiter) await limiter.close();
    if (!options.mailer) mailer.close();
    if (!options.database) await database.close();
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('limiter', limiter);
  app.decorate('mailer', mailer);
  app.decorate('mailSettings', mailSettings);
  app.decorate('keyFor', (purpose: KeyPurpose) => deriveKey(config.appSecret, purpose));
}

export default fp(corePlugin, { name: 'core' });
