import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './routes.ts';
import { AUTH_LIMITS, createAuthService } from './service.ts';
import { createSessionCache, type SessionCache } from './session-cache.ts';
import { createMailQueue } from './sign-in-mail-queue.ts';

export { ACCOUNT_GUESS_BUDGET, GUESS_POLICY, judgeGuess, type GuessResult } from './guess-budget.ts';
export { AUTH_LIMITS } from './service.ts';
export { type SessionCache } from './session-cache.ts';
export { otpMail } from './sign-in-mail.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sessions that are live: ended ones (sign-out, a role change) are refused on every instance. */
    sessions: SessionCache;
  }
}

/** Sign-in by e-mail code (and second factor), sessions, and who a bearer token belongs to. */
async function authModule(app: FastifyInstance) {
  const { config, database, limiter, mailer, mailSettings } = app;
  const mail = createMailQueue({
    mailer,
    limiter,
    log: app.log,
    perRecipient: AUTH_LIMITS.mailsPerRecipient,
  });
  const sessions = createSessionCache();
  await sessions.start(database);
  // Before the mailer and the database close: the codes being sent leave first.
  app.addHook('onClose', async () => {
    await mail.drain();
    await sessions.stop();
  });
  const auth = createAuthService({
    db: database.db,
    limiter,
    mail,
    mailSettings,
    otpKey: app.keyFor('otp'),
    jwtKey: app.keyFor('jwt'),
    tokenTtlMs: config.tokenTtlMs,
    sessions,
    audit: app.audit,
    secondFactor: app.secondFactor,
  });
  app.decorate('sessions', sessions);
  app.decorate('authenticate', auth.authenticate);
  await app.register(authRoutes, { prefix: '/api', auth });
}

export default fp(authModule, { name: 'auth', dependencies: ['core', 'audit', 'second-factor', 'access'] });
