import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import type { Metrics } from './metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the metrics listener (`METRICS_PORT`) took its port, once the app is ready; else null. */
    metricsAddress: string | null;
  }
}

/** The route of an API request no route matched (404, 405, OPTIONS): one series, whatever the URL. */
export const UNMATCHED_ROUTE = 'unmatched';
/**
 * The route of everything outside the API: the web app's files (a route each, their names hashed
 * anew by every build) and its pages (answered by the not-found handler).
 */
export const WEB_ROUTE = 'web';

const API_PATH = /^\/api(?:[/?#]|$)/;

/** The route pattern a request is counted under: never its URL, which holds ids and query strings. */
function routeOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern?.startsWith('/api')) return pattern;
  return API_PATH.test(request.url) ? UNMATCHED_ROUTE : WEB_ROUTE;
}

/**
 * `GET /metrics` on a listener of its own bound to 127.0.0.1, without a token: only a scraper on the
 * same host (a sidecar, a node agent) reaches it, which is its protection.
 */
function metricsListener(metrics: Metrics, app: FastifyInstance) {
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = request.url?.split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics scrape failed');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Scrape failed\n');
      },
    );
  });
}

/**
 * Feeds the metrics (modules/metrics/metrics.ts) from every request: one `onResponse` hook that reads
 * the route's pattern and Fastify's own `elapsedTime`, and an `onError` hook that counts the 429s by
 * the budget they found spent. With `port`, also serves them on localhost (closed with the app).
 */
async function metricsPlugin(app: FastifyInstance, { metrics, port }: { metrics: Metrics; port?: number }) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.request(request.method, routeOf(request), reply.statusCode, reply.elapsedTime / 1000);
  });
  app.addHook('onError', async (_request, _reply, error) => {
    if (error instanceof AppError && error.budget) metrics.refused(error.budget);
  });

  app.decorate('metricsAddress', null);
  if (port === undefined) return;
  const server = metricsListener(metrics, app);
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject).listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    const { address, port: bound } = server.address() as AddressInfo;
    app.metricsAddress = `http://${address}:${bound}`;
    app.log.info({ address: app.metricsAddress }, 'metrics listening on localhost');
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A scraper's keep-alive connection would hold the close open until it timed out.
    server.closeAllConnections();
    await closed;
  });
}

export default fp(metricsPlugin, { name: 'request-metrics' });
