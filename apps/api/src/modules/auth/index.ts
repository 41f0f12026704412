import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './routes.ts';
import { AUTH_LIMITS, createAuthService } from './service.ts';
import { createSessionCache, type SessionCache } from './session-cache.ts';
import { OTP_TTL_MINUTES } from '@portal/shared';
import { createMailQueue, SIGN_IN_MAIL_RETRY } from './sign-in-mail-queue.ts';
import { sessionRoutes } from './session-routes.ts';
import { passkeyRoutes } from './passkey-routes.ts';
import { createPasskeys } from './passkeys.ts';
import { createOidc } from './oidc.ts';
import { oidcRoutes } from './oidc-routes.ts';
import { signInMethodsRoutes } from './sign-in-methods-routes.ts';
import type { Db } from '../../db/client.ts';
import { composingWithOutboxId } from '../../lib/mail/message.ts';
import { queueSecurityNotice, type SecurityNotice, securityNoticeDelivery } from './security-notice.ts';
import { securityNoticeMail } from './security-notice-mail.ts';
import { createSessionsService } from './sessions.ts';

export { ACCOUNT_GUESS_BUDGET, GUESS_POLICY, judgeGuess, type GuessResult } from './guess-budget.ts';
export { AUTH_LIMITS } from './service.ts';
export { type SessionCache } from './session-cache.ts';
export { stepUp } from './step-up.ts';
export { type SecurityNotice } from './security-notice.ts';
export { otpMail } from './sign-in-mail.ts';

/** Queues, in the caller's transaction, every admin's notice of a new admin, API key or webhook. */
export type SecurityNotices = {
  queue(tx: Db, notice: SecurityNotice, actorId: string | null): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    securityNotices: SecurityNotices;
    /** The sessions that are live: ended ones (sign-out, a role change) are refused on every instance. */
    sessions: SessionCache;
  }
}

/** Sign-in by e-mail code (and second factor), sessions, and who a bearer token belongs to. */
async function authModule(app: FastifyInstance) {
  const { config, database, limiter, mailer, mailSettings, outbox } = app;
  outbox.deliver(
    'security-notice',
    securityNoticeDelivery({
      db: database.db,
      portalUrl: config.portalUrl,
      mailer,
      compose: composingWithOutboxId(mailSettings, securityNoticeMail),
    }),
  );
  app.decorate('securityNotices', {
    queue: (tx: Db, notice: SecurityNotice, actorId: string | null) =>
      queueSecurityNotice(outbox, tx, notice, actorId),
  });
  const mail = createMailQueue({
    mailer,
    limiter,
    log: app.log,
    perRecipient: AUTH_LIMITS.mailsPerRecipient,
    overall: { max: config.signInMailsPerHour, windowMs: 60 * 60_000 },
    lifeMs: OTP_TTL_MINUTES * 60_000,
    retry: SIGN_IN_MAIL_RETRY,
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
    sessionIdleMs: config.sessionIdleMs,
    staffOnlySso: config.oidc?.staffOnly ?? false,
    sessions,
    audit: app.audit,
    secondFactor: app.secondFactor,
  });
  const passkeys = createPasskeys({
    db: database.db,
    audit: app.audit,
    portalUrl: config.portalUrl,
    rpName: 'Onboarding Portal',
  });
  const service = createSessionsService({
    db: database.db,
    sessions,
    audit: app.audit,
    secondFactor: app.secondFactor,
    passkeys,
    sessionIdleMs: config.sessionIdleMs,
    stepUpTtlMs: config.stepUpTtlMs,
  });
  app.decorate('sessions', sessions);
  app.decorate('authenticate', auth.authenticate);
  app.decorate('steppedUp', service.steppedUp);
  app.decorate('freshProof', (user: { id: string; jti: string }) => service.requireFreshProof(user));
  await app.register(authRoutes, { prefix: '/api', auth });
  await app.register(sessionRoutes, { prefix: '/api', service });
  await app.register(passkeyRoutes, { prefix: '/api', passkeys, auth });
  const oidc =
    config.oidc &&
    createOidc({
      db: database.db,
      settings: config.oidc,
      portalUrl: config.portalUrl,
      handoffKey: app.keyFor('oidc-handoff'),
      auth,
      log: app.log,
    });
  await app.register(oidcRoutes, { prefix: '/api', oidc });
  await app.register(signInMethodsRoutes, {
    prefix: '/api',
    methods: { passkeys: passkeys.available, singleSignOn: oidc ? { label: oidc.label } : null },
  });
}

export default fp(authModule, {
  name: 'auth',
  dependencies: ['core', 'audit', 'outbox', 'second-factor', 'access', 'captcha'],
});
