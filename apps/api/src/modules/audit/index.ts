export {
  auditSource,
  createAuditRecorder,
  personSource,
  type AuditRecorder,
  type AuditSource,
} from './recorder.ts';
export { registerCsvExport } from './csv-export-route.ts';
export { auditRoutes } from './routes.ts';
export { createAuditService } from './service.ts';
export { verifyChain } from './verify.ts';
