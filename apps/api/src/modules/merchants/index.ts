import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { merchantsRoutes } from './routes.ts';

export {
  deriveMerchantsFromPrechecks,
  ecomMerchantFacts,
  markOnboarded,
  posMerchantFacts,
  recordMerchant,
} from './records.ts';

/** Merchant records: kept from each pre-check's facts, read and changed by admins and integrators. */
async function merchantsModule(app: FastifyInstance) {
  const { database, audit, outbox } = app;
  await app.register(merchantsRoutes, { prefix: '/api', db: database.db, audit, wake: () => outbox.wake() });
}

export default fp(merchantsModule, {
  name: 'merchants',
  dependencies: ['core', 'audit', 'outbox', 'access'],
});
