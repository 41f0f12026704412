import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { composingWithOutboxId } from '../../lib/mail/message.ts';
import { runPeriodically } from '../../lib/periodic.ts';
import { createPdfPool } from '../../lib/pdf/pool.ts';
import type { PdfRenderer } from '../../lib/pdf/render.ts';
import { AUTH_LIMITS } from '../auth/index.ts';
import type { PdfPoolName } from '../metrics/index.ts';
import { OUTBOX_BATCH } from '../outbox/index.ts';
import { createAcknowledgement } from './acknowledgement.ts';
import { createApplicantCopies } from './applicant-copy.ts';
import { confirmationDelivery } from './confirmation.ts';
import { confirmationMail } from './confirmation-mail.ts';
import { ecomPrecheckRoutes } from './ecom/routes.ts';
import { bindGenPasses } from './ecom/repository.ts';
import { createEcomService } from './ecom/service.ts';
import { posPrecheckRoutes } from './pos/routes.ts';
import { createPosService } from './pos/service.ts';
import type { AnswerStore, PrecheckRecords, PrintablePrechecks } from './routes.ts';
import type { PrecheckKind } from '@portal/shared';
import submissionLimit from './submission-limit.ts';

export { monthlyCounts, monthlyCountsJson, rebuildPrecheckCounts } from './counts.ts';
export { type AnswerStore, type PrecheckRecords, type PrintablePrechecks } from './routes.ts';
export { changedFields, isRecord } from './versions.ts';
export { addVersion, overdueWhere, versionsOf, versionsWithAnswers } from './repository.ts';
export { newestOfBothKinds } from './summaries.ts';
export { reviewEtag, reviewNamesOf, reviewStateOf, type ReviewRow } from './review-state.ts';
export { confirmationMail } from './confirmation-mail.ts';

declare module 'fastify' {
  interface FastifyInstance {
    printablePrechecks: PrintablePrechecks;
    /** Each kind's detail answer for a reader, with its ETag (the review module answers changes with it). */
    precheckRecords: PrecheckRecords;
    /** Each kind's answers as an applicant's update reads and replaces them. */
    precheckAnswers: Record<PrecheckKind, AnswerStore>;
  }
}

/** A pool of PDF threads that closes with the app, watched by the metrics when they are on. */
function pdfRenderer(
  app: FastifyInstance,
  name: PdfPoolName,
  size: { threads: number; queue: number },
): PdfRenderer {
  const pool = createPdfPool(size);
  app.addHook('onClose', () => pool.close());
  return (app.metrics ? app.metrics.watchPdfPool(name, pool) : pool).render;
}

/**
 * The point-of-sale and e-commerce pre-checks: their forms' routes (submit behind the bot check or a
 * budget, list, read, PDF, CSV, delete), the applicant's confirmation with its PDF, and its copy links.
 */
async function prechecksModule(app: FastifyInstance) {
  const { config, database, limiter, mailer, mailSettings, audit, outbox } = app;
  const { db } = database;
  const render = pdfRenderer(app, 'requests', { threads: config.pdfWorkers, queue: config.pdfQueue });
  const copies = createApplicantCopies(db, app.keyFor('applicant-copy'));
  runPeriodically(app, 60 * 60_000, 'pruning copy links', () => copies.prune());
  const acknowledgement = createAcknowledgement(outbox, copies, config.notifyEmail);
  const pos = createPosService(db, acknowledgement, config.review.slaMs);
  const secretsKey = app.keyFor('secrets-at-rest');
  await bindGenPasses(db, secretsKey, app.log);
  const ecom = createEcomService(db, secretsKey, acknowledgement, config.review.slaMs);
  const printable: PrintablePrechecks = { pos: (id) => pos.printable(id), ecom: (id) => ecom.printable(id) };
  app.decorate('printablePrechecks', printable);
  const records: PrecheckRecords = {
    pos: (id, reader) => pos.get(id, reader),
    ecom: (id, reader) => ecom.get(id, reader),
  };
  app.decorate('precheckRecords', records);
  app.decorate('precheckAnswers', { pos: pos.answers, ecom: ecom.answers });

  // Only an instance that sends renders confirmations: the others hold no thread for them.
  if (config.outboxWorker)
    outbox.deliver(
      'precheck-confirmation',
      confirmationDelivery({
        copies: printable,
        // The embedded database works on the event loop's thread, whose core the requests' pool leaves
        // free already: there confirmations share that pool. On PostgreSQL they get one thread of their
        // own, so renders in the background never take the cores the requests and the database need.
        render:
          database.kind === 'pglite'
            ? render
            : pdfRenderer(app, 'outbox', { threads: 1, queue: 2 * OUTBOX_BATCH }),
        limiter,
        perRecipient: AUTH_LIMITS.mailsPerRecipient,
        mailer,
        compose: composingWithOutboxId(mailSettings, confirmationMail),
      }),
    );

  await app.register(submissionLimit, {
    perHour: config.submissionsPerHour,
    perKeyPerHour: config.apiKeys.submissionsPerHour,
  });
  const printing = { copies, render };
  await app.register(posPrecheckRoutes, { prefix: '/api', pos, audit, printing });
  await app.register(ecomPrecheckRoutes, { prefix: '/api', ecom, audit, printing });
}

export default fp(prechecksModule, {
  name: 'prechecks',
  dependencies: ['core', 'metrics', 'audit', 'outbox', 'captcha', 'rate-limit', 'access'],
});
