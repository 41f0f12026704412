import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { bindTotpSecrets } from './repository.ts';
import { securityRoutes } from './routes.ts';
import { createSecondFactor, type SecondFactor } from './second-factor.ts';
import { createSecurityService } from './service.ts';

export { clearFactor } from './repository.ts';
export { type SecondFactor } from './second-factor.ts';
export { wrongCode } from './wrong-code.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Authenticator apps and recovery codes: sign-in asks for them, and step-up before risky changes. */
    secondFactor: SecondFactor;
  }
}

/** One's own second factor: its routes (set up, turn off, new recovery codes) and the checks others use. */
async function secondFactorModule(app: FastifyInstance) {
  const secretsKey = app.keyFor('totp-secrets');
  await bindTotpSecrets(app.database.db, secretsKey, app.log);
  const secondFactor = createSecondFactor({
    secretsKey,
    // Recovery codes have been hashed with the sign-in codes' key: a key of their own would void them.
    hashKey: app.keyFor('otp'),
  });
  app.decorate('secondFactor', secondFactor);
  await app.register(securityRoutes, {
    prefix: '/api',
    security: createSecurityService(app.database.db, secondFactor, app.audit),
  });
}

export default fp(secondFactorModule, { name: 'second-factor', dependencies: ['core', 'audit'] });
