import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { secretFingerprint } from '../../lib/crypto/derive-key.ts';
import { backupsRoutes } from './routes.ts';
import { createBackups } from './service.ts';

export { isTrusted, listSnapshots, manifestPathOf, writeSnapshot } from './snapshot.ts';

/** Scheduled and on-request snapshots of the embedded database, and their screen. */
async function backupsModule(app: FastifyInstance, { graceMs }: { graceMs?: number | undefined }) {
  const { config, metrics } = app;
  const backups = createBackups({
    database: app.database,
    settings: config.backups,
    secret: secretFingerprint(config.appSecret),
    macKey: app.keyFor('backup-manifests'),
    log: app.log,
    audit: app.audit,
    ...(metrics && { onFailure: metrics.backupFailed }),
    ...(graceMs !== undefined && { graceMs }),
  });
  if (metrics && backups.state === 'on') metrics.watchBackups(() => backups.newest());
  await backups.start();
  // A snapshot being written finishes before the database closes.
  app.addHook('preClose', () => backups.stop());
  await app.register(backupsRoutes, { prefix: '/api', backups });
}

export default fp(backupsModule, { name: 'backups', dependencies: ['core', 'metrics', 'audit', 'access'] });
