import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/app-error.ts';

/**
 * Serves the built SPA: hashed assets cached for a year, every other non-API path answered with
 * index.html so the browser's router handles it. API paths that match no route answer JSON 404.
 */
async function webPlugin(app: FastifyInstance, { root }: { root: string }) {
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(reply, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ root }, 'no built web app found: run `npm run build` to serve the UI');
  }

  app.setNotFoundHandler((request, reply) => {
    if (
      request.url.startsWith('/api') ||
      !hasWeb ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      throw notFound();
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

export default fp(webPlugin, { name: 'web' });
