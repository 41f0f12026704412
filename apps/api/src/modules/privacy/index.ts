import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { runPeriodically } from '../../lib/periodic.ts';
import { OUTBOX_DIR } from '../../lib/mail/mailer.ts';
import type { Db } from '../../db/client.ts';
import { deriveKey } from '../../lib/crypto/derive-key.ts';
import type { LineLog } from '../../lib/line-log.ts';
import { upgradeChain } from '../audit/index.ts';
import { createErasure, type Erasure } from './erasure.ts';
import { erasureLedger } from './erasure-ledger.ts';
import { erasedInSnapshots, pruneLedger } from './snapshot-horizon.ts';
import { createLegalHolds } from './legal-holds.ts';
import { createRetention, type Retention } from './retention.ts';
import { privacyRoutes } from './routes.ts';
import { createSubjects } from './subjects.ts';

export { INVENTORY, type TableInventory } from './inventory.ts';
export { PRIVACY_DOC, privacyDoc } from './inventory-doc.ts';
export { RETENTION_BATCH, type Retention } from './retention.ts';

/**
 * Re-applies the erasure ledger kept in `ledgerDir` to a database restored from an older snapshot
 * (`npm run restore`) or copied from one, with the server stopped; answers how many erasures it
 * carried out again. Its chain is first brought to the form an erasure can rewrite.
 */
export async function replayErasureLedger(options: {
  db: Db;
  appSecret: string;
  ledgerDir: string;
  dataDir: string;
  log: LineLog;
}): Promise<number> {
  const { db, appSecret, log } = options;
  await upgradeChain(db, log);
  return createErasure({
    db,
    sessions: null,
    pseudonymKey: deriveKey(appSecret, 'subject-pseudonym'),
    ledger: erasureLedger(options.ledgerDir, deriveKey(appSecret, 'erasure-ledger')),
    mailDir: path.join(options.dataDir, OUTBOX_DIR),
    log,
  }).replay();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Retention's pass, which the periodic job runs (and tests call). */
    retention: Retention;
    /** Erasure on request, and its replay from the ledger after a restore. */
    erasure: Erasure;
  }
}

/**
 * Data protection (DESIGN §13): what personal data the portal holds, why and for how long (the
 * inventory), legal holds, retention, which withdraws unanswered pre-checks and erases declined and
 * withdrawn ones on time, every `RETENTION_INTERVAL` on every instance, and subject requests: access
 * and erasure, with the erasure ledger that a restore re-applies.
 */
async function privacyModule(app: FastifyInstance) {
  const { database, config, audit, review } = app;
  const retention = createRetention({
    db: database.db,
    audit,
    review,
    periods: config.retention,
    erased: app.metrics?.retentionErased,
  });
  app.decorate('retention', retention);
  const ledger = config.erasureLedgerDir
    ? erasureLedger(config.erasureLedgerDir, app.keyFor('erasure-ledger'))
    : null;
  // The backups' manifests are read with the key that signs them: only this server's count.
  const manifestKey = app.keyFor('backup-manifests');
  const erasure = createErasure({
    db: database.db,
    sessions: app.sessions,
    pseudonymKey: app.keyFor('subject-pseudonym'),
    ledger,
    mailDir: config.smtpUrl ? null : path.join(config.dataDir, OUTBOX_DIR),
    log: app.log,
  });
  app.decorate('erasure', erasure);
  // A restored older snapshot (or a database copied from one) is erased again before it serves anyone.
  await erasure.replay();
  await app.register(privacyRoutes, {
    retention,
    prefix: '/api',
    holds: createLegalHolds(audit),
    erasure,
    erasedInSnapshots: async () =>
      ledger && config.backups ? erasedInSnapshots(ledger, config.backups, manifestKey) : null,
    subjects: createSubjects({ db: database.db, audit, records: app.precheckRecords, review }),
  });
  runPeriodically(app, config.retention.intervalMs, 'retention', async () => {
    await retention.run();
    if (ledger && config.backups) await pruneLedger(ledger, config.backups, manifestKey);
  });
}

export default fp(privacyModule, {
  name: 'privacy',
  dependencies: ['core', 'audit', 'auth', 'users', 'webhooks', 'prechecks', 'review', 'metrics', 'access'],
});
