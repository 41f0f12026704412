import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createKeyAccess } from './authenticate.ts';
import { apiKeysRoutes } from './routes.ts';
import { createApiKeysService } from './service.ts';

/** Keys for integrators: the admins' routes that issue and revoke them, and the check of each call. */
async function apiKeysModule(app: FastifyInstance) {
  const { database, audit } = app;
  app.decorate('keyAccess', createKeyAccess(database.db, audit, app.metrics?.keyRefused));
  await app.register(apiKeysRoutes, {
    prefix: '/api',
    keys: createApiKeysService(
      database.db,
      app.secondFactor,
      audit,
      app.securityNotices,
      app.config.apiKeys.maxTtlMs,
    ),
  });
}

export default fp(apiKeysModule, {
  name: 'api-keys',
  dependencies: ['core', 'audit', 'auth', 'second-factor', 'access', 'metrics'],
});
