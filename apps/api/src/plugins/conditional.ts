import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { etagOf, listNames } from '../lib/http/etag.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A detail GET: its 200 carries a strong `ETag`, and `If-None-Match` naming it answers 304. */
    etag?: boolean;
  }
}

/**
 * The `If-Match` a conditional update must carry (DESIGN §10): without one, 428, so nothing is saved
 * over a version the caller never read.
 */
export function requireIfMatch(request: FastifyRequest): string {
  const ifMatch = request.headers['if-match'];
  if (!ifMatch) throw new AppError('precondition_required');
  return ifMatch;
}

/**
 * Conditional reads (DESIGN §10). A route may set its own `ETag` (one that `If-Match` on its updates
 * is compared with, as users do); otherwise the answer's bytes are hashed. Hand-made rather than
 * @fastify/etag, which tags every answer of its scope, errors and creates included.
 */
async function conditionalPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config.etag || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = String(reply.getHeader('etag') ?? etagOf(payload));
    void reply.header('etag', etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && listNames(ifNoneMatch, etag, 'weak')) {
      void reply.code(304);
      return '';
    }
    return payload;
  });
}

export default fp(conditionalPlugin, { name: 'conditional' });
