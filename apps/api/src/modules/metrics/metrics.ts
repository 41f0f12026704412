import {
  OUTBOX_KINDS,
  type OutboxKind,
  PRECHECK_KINDS,
  type PrecheckKind,
  WEBHOOK_DISABLED_REASONS,
} from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { backlog } from '../outbox/index.ts';
import type { PdfPool } from '../../lib/pdf/pool.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import { unreachableStore } from '../health/index.ts';
import { disabledEndpointCounts } from '../webhooks/index.ts';

/** The PDF pools: the requests' own, and the outbox's single thread for the confirmations. */
export type PdfPoolName = 'requests' | 'outbox';

let processRegistry: Registry | undefined;

/**
 * The process's own metrics (CPU, memory, heap, event loop lag, garbage collection), collected once
 * per process: they belong to the process, not to an app, and each collection starts an event-loop
 * monitor and a GC observer that are never stopped (the tests build dozens of apps in one process).
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Seconds a render took from being accepted to its PDF: a confirmation's is a few tens of ms. */
const PDF_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * The app's metrics in the Prometheus text format (prom-client), in a registry of this app's own, so
 * the apps a test process builds never share a count. No label holds anything a caller chose: routes
 * are patterns (`/api/precheck-pos/:id`), budgets, pools, kinds and reasons are fixed names of the
 * code. What needs a look at the database (readiness, the outbox, disabled webhook endpoints) is read
 * when scraped, a handful of small queries, never on a request's path.
 *
 * prom-client directly rather than fastify-metrics (itself a wrapper of prom-client): that plugin
 * serves its own `/metrics` route, outside our route registry and access declarations, merges
 * prom-client's process-wide default registry into every answer, and times each request twice
 * (a histogram and a summary) from hooks of its own; here one `onResponse` hook reads Fastify's own
 * `elapsedTime` (modules/metrics/request-metrics.ts).
 */
export function createMetrics({
  database,
  limiter,
  log,
}: {
  database: Database;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}) {
  const registry = new Registry();
  const registers = [registry];

  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from receiving a request to its answer sent, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    registers,
  });
  const refusals = new Counter({
    name: 'portal_rate_limit_refusals_total',
    help: 'Requests refused with 429 because a budget was spent, by the budget (rule)',
    labelNames: ['rule'] as const,
    registers,
  });

  const pdfPools = new Map<PdfPoolName, PdfPool>();
  const pdfRenders = new Histogram({
    name: 'portal_pdf_render_seconds',
    help: 'Time from a PDF render being accepted to its PDF, waiting for a thread included, by pool',
    labelNames: ['pool'] as const,
    buckets: PDF_BUCKETS,
    registers,
  });
  new Gauge({
    name: 'portal_pdf_queue',
    help: 'PDF renders waiting for a thread, by pool',
    labelNames: ['pool'] as const,
    registers,
    collect() {
      for (const [pool, watched] of pdfPools) this.set({ pool }, watched.waiting());
    },
  });

  const keyRefusals = new Counter({
    name: 'portal_api_key_refusals_total',
    help: 'API keys refused, by why (unknown, revoked, expired); every one answered the same 401',
    labelNames: ['reason'] as const,
    registers,
  });
  const retentionErased = new Counter({
    name: 'portal_retention_erased_total',
    help: 'Pre-checks erased by retention (DESIGN §13), by kind',
    labelNames: ['kind'] as const,
    registers,
  });
  for (const kind of PRECHECK_KINDS) retentionErased.inc({ kind }, 0);

  const outboxFailures = new Counter({
    name: 'portal_outbox_failures_total',
    help: 'Tries to send an outgoing message that failed (retried or given up), by kind',
    labelNames: ['kind'] as const,
    registers,
  });
  for (const kind of OUTBOX_KINDS) outboxFailures.inc({ kind }, 0);

  const connections = () => database.poolStats();
  new Gauge({
    name: 'portal_db_pool_size',
    help: 'Open database connections (the embedded database is one)',
    registers,
    collect() {
      this.set(connections().size);
    },
  });
  // PGlite cannot tell these; a series that always read 0 would say the pool is idle.
  if (connections().inUse !== null) {
    new Gauge({
      name: 'portal_db_pool_in_use',
      help: 'Database connections a statement or transaction holds',
      registers,
      collect() {
        this.set(connections().inUse ?? Number.NaN);
      },
    });
    new Gauge({
      name: 'portal_db_pool_waiting',
      help: 'Callers waiting for a database connection',
      registers,
      collect() {
        this.set(connections().waiting ?? Number.NaN);
      },
    });
  }

  const ready = new Gauge({
    name: 'portal_ready',
    help: '1 when the database and the rate-limit store answer (as GET /api/ready does), else 0',
    registers,
  });
  const outboxQueued = new Gauge({
    name: 'portal_outbox_queued',
    help: 'Outgoing messages (mails and webhooks) waiting to be sent; NaN while the database does not answer',
    registers,
  });
  const outboxOldest = new Gauge({
    name: 'portal_outbox_oldest_age_seconds',
    help: 'Age of the oldest message waiting to be sent, 0 when none waits; NaN while the database does not answer',
    registers,
  });
  const disabledEndpoints = new Gauge({
    name: 'portal_webhook_endpoints_disabled',
    help: 'Webhook endpoints the portal disabled and no admin enabled since, by why (gone: it answered 410; failing: 5 days of failures)',
    labelNames: ['reason'] as const,
    registers,
  });

  let overdue: (() => Promise<Record<PrecheckKind, number>>) | undefined;
  const overdueGauge = new Gauge({
    name: 'portal_prechecks_overdue',
    help: 'Pre-checks waiting on the team (received, in review, approval pending) longer than REVIEW_SLA, by kind',
    labelNames: ['kind'] as const,
    registers: [],
  });

  let newestBackup: (() => Promise<Date | null>) | undefined;
  const backupNewest = new Gauge({
    name: 'portal_backup_newest_timestamp_seconds',
    help: 'When the newest complete snapshot of the embedded database was taken (its createdAt), 0 while there is none; absent when the server makes no backups',
    registers: [],
  });
  const backupFailures = new Counter({
    name: 'portal_backup_failures_total',
    help: 'Snapshots of the embedded database that failed (the log says why)',
    registers: [],
  });

  /** The gauges that need the database, read once per scrape (several gauges share one query). */
  async function readStores() {
    const down = await unreachableStore(database, limiter, log);
    ready.set(down ? 0 : 1);
    if (down === 'database') {
      outboxQueued.set(Number.NaN);
      outboxOldest.set(Number.NaN);
      for (const reason of WEBHOOK_DISABLED_REASONS) disabledEndpoints.set({ reason }, Number.NaN);
      return;
    }
    const [waiting, disabled] = await Promise.all([
      backlog(database.db),
      disabledEndpointCounts(database.db),
    ]);
    outboxQueued.set(waiting.queued);
    outboxOldest.set(waiting.oldestQueuedAgeS ?? 0);
    for (const reason of WEBHOOK_DISABLED_REASONS) disabledEndpoints.set({ reason }, disabled[reason]);
  }

  return {
    contentType: registry.contentType,

    /** One answered request; `route` is its pattern or a fixed name (modules/metrics/request-metrics.ts), never its URL. */
    request: (method: string, route: string, status: number, seconds: number) => {
      requests.inc({ method, route, status });
      latency.observe({ method, route }, seconds);
    },

    /** A 429: `rule` is the spent budget's policy name. */
    refused: (rule: string) => refusals.inc({ rule }),

    outboxFailed: (kind: OutboxKind) => outboxFailures.inc({ kind }),

    /** A presented API key was refused: `reason` is what the audit log also keeps (not the key). */
    keyRefused: (reason: 'unknown' | 'revoked' | 'expired') => keyRefusals.inc({ reason }),

    /** Retention erased `count` pre-checks of `kind`. */
    retentionErased: (kind: PrecheckKind, count: number) => retentionErased.inc({ kind }, count),

    /** The review queue's overdue pre-checks, counted at each scrape. */
    watchOverdue(read: () => Promise<Record<PrecheckKind, number>>) {
      overdue = read;
      registry.registerMetric(overdueGauge);
    },

    /** The server backs up (BACKUP_DIR): its snapshots are measured from here on. */
    watchBackups(newest: () => Promise<Date | null>) {
      newestBackup = newest;
      registry.registerMetric(backupNewest);
      registry.registerMetric(backupFailures);
    },
    backupFailed: () => backupFailures.inc(),

    /** `pool`, its queue watched and each successful render timed (a refused one is not a render). */
    watchPdfPool: (name: PdfPoolName, pool: PdfPool): PdfPool => {
      pdfPools.set(name, pool);
      return {
        ...pool,
        async render(record) {
          const started = performance.now();
          const pdf = await pool.render(record);
          pdfRenders.observe({ pool: name }, (performance.now() - started) / 1000);
          return pdf;
        },
      };
    },

    /** Every metric, the process's included, in the text format. */
    text: async (): Promise<string> => {
      await readStores();
      if (newestBackup) backupNewest.set(((await newestBackup())?.getTime() ?? 0) / 1000);
      if (overdue) {
        const counts = await overdue().catch(() => undefined);
        for (const kind of PRECHECK_KINDS) overdueGauge.set({ kind }, counts?.[kind] ?? Number.NaN);
      }
      const [app, process] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
      return app + process;
    },
  };
}
