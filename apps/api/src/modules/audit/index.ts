import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { type AuditRecorder, createAuditRecorder } from './recorder.ts';
import { auditRoutes } from './routes.ts';
import { createAuditService } from './service.ts';
import { upgradeChain } from './upgrade.ts';

export { auditSource, personSource, type AuditRecorder, type AuditSource } from './recorder.ts';
export { registerCsvExport } from './csv-export-route.ts';
export { appendEntry as appendEntryOn, lockChain } from './append.ts';
export { personalDigest, type PersonalFields } from './chain.ts';
export { upgradeChain } from './upgrade.ts';
export { verifyChain } from './verify.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the audit trail's entries: every module that changes something records it here. */
    audit: AuditRecorder;
  }
}

async function auditModule(app: FastifyInstance) {
  const { db } = app.database;
  await upgradeChain(db, app.log);
  const audit = createAuditRecorder(db);
  app.decorate('audit', audit);
  await app.register(auditRoutes, { prefix: '/api', trail: createAuditService(db), audit });
}

export default fp(auditModule, { name: 'audit', dependencies: ['core'] });
