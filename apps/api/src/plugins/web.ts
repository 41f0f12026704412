import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/app-error.ts';

/**
 * Serves the built SPA: hashed assets cached for a year, every other non-API path answered with
 * index.html so the browser's router handles it. API paths that match no route answer JSON 404.
 * robots.txt is a file of the build like any other (written from the web's route registry,
 * apps/web/src/config/robots.ts), so it answers as text, not as the SPA's page.
 * The build writes a `.br` and a `.gz` beside each text file (`precompress` in apps/web/vite.config.ts):
 * the answer is the one the request's Accept-Encoding prefers (else the file itself), with
 * `Vary: Accept-Encoding`; index.html from the fallback below goes the same way.
 */
async function webPlugin(app: FastifyInstance, { root }: { root: string }) {
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The siblings are other encodings of a file, not paths of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      // `file` is the sibling actually sent (…/assets/x.js.br): the folder still tells the kind.
      setHeaders(reply, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ root }, 'no built web app found: run `npm run build` to serve the UI');
  }

  app.setNotFoundHandler((request, reply) => {
    if (!hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw notFound();
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

export default fp(webPlugin, { name: 'web' });
