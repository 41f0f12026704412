import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

type Headers = Record<string, string>;

/**
 * The headers helmet sets for these options, read once by running its middleware on a recording
 * response. Our options hold no per-request part (no CSP nonce), so every answer's headers are the same.
 */
function helmetHeaders(options: HelmetOptions): Headers {
  const headers: Headers = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let finished = false;
  // Helmet refuses bad options when it is built; its middleware only sets headers and calls on.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => (finished = true));
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * Helmet's security headers on every answer. `@fastify/helmet` builds a new helmet middleware, with
 * its CSP parsed afresh, for every request: a tenth of a list request's CPU. The same library's headers
 * are computed once here instead.
 */
export default fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const headers = helmetHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      void reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
