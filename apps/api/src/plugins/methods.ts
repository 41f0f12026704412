import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import Router, { type HTTPMethod } from 'find-my-way';
import { AppError, notFound } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods the API answers on a request's path (`Allow`), empty for a path it does not know. */
    allowedMethods(url: string): string[];
  }
}

const noop = () => undefined;

/**
 * 405 and OPTIONS (DESIGN §10). Fastify's router answers a known path asked with another method as
 * a path it does not know (404); a second router holding every route's path and method, filled as
 * routes are declared, tells the two apart: the API's not-found handler answers 405 with `Allow`
 * for a known path, and `OPTIONS` with 204 and `Allow`. No CORS headers: the API serves its own
 * origin only.
 */
async function methodsPlugin(app: FastifyInstance) {
  const known = Router();
  const methods = new Set<HTTPMethod>();
  app.addHook('onRoute', (route) => {
    const declared: HTTPMethods[] = [route.method].flat();
    for (const method of declared) {
      // Fastify's methods are find-my-way's, which it routes with.
      const m = method as HTTPMethod;
      if (!known.hasRoute(m, route.url)) known.on(m, route.url, noop);
      methods.add(m);
    }
  });
  app.decorate('allowedMethods', (url: string) => {
    const path = url.split('?')[0] ?? url;
    const allowed = [...methods].filter((method) => known.find(method, path) !== null);
    return allowed.length > 0 ? [...allowed, 'OPTIONS'] : [];
  });
}

/** The `/api` scope's not-found handler: 405 or 204 for a known path, else 404. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const allowed = request.server.allowedMethods(request.url);
  if (allowed.length === 0) throw notFound();
  void reply.header('allow', allowed.join(', '));
  if (request.method === 'OPTIONS') return reply.status(204).send();
  throw new AppError('method_not_allowed');
}

export default fp(methodsPlugin, { name: 'methods' });
