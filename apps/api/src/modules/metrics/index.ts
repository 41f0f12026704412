import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createMetrics, type Metrics } from './metrics.ts';
import requestMetrics from './request-metrics.ts';

export { type Metrics, type PdfPoolName } from './metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null while metrics are off (neither METRICS_TOKEN nor METRICS_PORT is set): no request pays for them. */
    metrics: Metrics | null;
  }
}

/** Counts every request (registered before any route, so each is counted) and serves the scrape port. */
async function metricsModule(app: FastifyInstance) {
  const { config, database, limiter } = app;
  const on = config.metrics.token !== undefined || config.metrics.port !== undefined;
  const metrics = on ? createMetrics({ database, limiter, log: app.log }) : null;
  app.decorate('metrics', metrics);
  if (metrics) await app.register(requestMetrics, { metrics, port: config.metrics.port });
}

export default fp(metricsModule, { name: 'metrics', dependencies: ['core'] });
