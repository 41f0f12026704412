import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * API answers name their request, and are private and change: none is stored, but a success a route
 * declares the same for everyone (`config.publicMaxAgeS`).
 */
async function answerHeadersPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api')) return;
    void reply.header('x-request-id', request.id);
    const maxAge = reply.statusCode === 200 ? request.routeOptions.config.publicMaxAgeS : undefined;
    void reply.header('cache-control', maxAge ? `public, max-age=${maxAge}` : 'no-store');
  });
}

export default fp(answerHeadersPlugin, { name: 'answer-headers' });
