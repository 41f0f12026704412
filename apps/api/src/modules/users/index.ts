import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { adminExists, ensureAdmin } from './repository.ts';
import { usersRoutes } from './routes.ts';
import { createUsersService } from './service.ts';

export { deleteUserWithin } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether an admin can sign in yet: the server's first-start line tells a newcomer how to make one. */
    adminExists: () => Promise<boolean>;
  }
}

/** The staff's accounts: ADMIN_EMAIL's admin made at start, and the admins' user management. */
async function usersModule(app: FastifyInstance) {
  const { config, database, audit } = app;
  if (config.adminEmail) await ensureAdmin(database.db, config.adminEmail);
  app.decorate('adminExists', () => adminExists(database.db));
  await app.register(usersRoutes, {
    prefix: '/api',
    users: createUsersService(database.db, app.sessions, audit, app.secondFactor, app.securityNotices),
    audit,
  });
}

export default fp(usersModule, { name: 'users', dependencies: ['core', 'audit', 'auth', 'second-factor'] });
