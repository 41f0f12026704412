import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { translate } from '@portal/i18n';
import { DEFAULT_LANGUAGE } from '@portal/shared';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { codeOfStatus } from '../lib/app-error.ts';
import { requestLanguage } from '../lib/http/request-language.ts';

/*
 * Some answers are made before a request reaches the pipeline, so no hook and not the error handler
 * runs for them: a path that cannot be decoded (400), a path parameter over the router's limit (414),
 * and what Node's HTTP parser cannot read (400, headers over its limit 431, too slow 408). Fastify's
 * own versions quote the input and lack the security headers; these say only what went wrong, with
 * the headers of every API answer.
 */

type Headers = Record<string, string>;

/** The probe's headers that describe that one answer rather than every answer. */
const PER_ANSWER = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'x-request-id',
]);

const recorded = new WeakMap<FastifyInstance, Promise<Headers>>();

/**
 * The headers the pipeline puts on every API answer (helmet's, no-store), read once from the app's
 * own answer to an unknown API path, so helmet's settings in app.ts stay their one source.
 */
function answerHeaders(app: FastifyInstance): Promise<Headers> {
  const known = recorded.get(app);
  if (known) return known;
  const probe = app
    .inject({
      method: 'GET',
      url: '/api/answer-headers-probe',
      headers: { 'x-request-id': 'answer-headers-probe' },
    })
    .then(
      (answer) =>
        Object.fromEntries(
          Object.entries(answer.headers).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string' && !PER_ANSWER.has(entry[0]),
          ),
        ),
      () => {
        // A closing app cannot answer the probe; the next error asks again.
        recorded.delete(app);
        return {};
      },
    )
    .then((headers): Headers => ({ ...headers, 'cache-control': 'no-store' }));
  recorded.set(app, probe);
  return probe;
}

/** Fastify's `frameworkErrors`: a bad URL encoding or an over-long path parameter. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  const code = codeOfStatus(status);
  const message = translate(requestLanguage(request), `apiErrors.${code}`);
  void answerHeaders(request.server).then((headers) =>
    reply
      .headers({ ...headers, 'x-request-id': request.id })
      .status(status)
      .send({ code, message }),
  );
}

/** The parser keeps failing on every further chunk of a connection it gave up on: one answer is enough. */
const answered = new WeakSet<Socket>();

/** Fastify's `clientErrorHandler`: what Node's HTTP parser refused, answered on the bare socket. */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  answered.add(socket);
  this.log.debug({ err: error }, 'unreadable request');
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  // No request was read, so neither ?language= nor Accept-Language is known.
  const code = codeOfStatus(status);
  const body = JSON.stringify({ code, message: translate(DEFAULT_LANGUAGE, `apiErrors.${code}`) });
  void answerHeaders(this).then((headers) => {
    if (socket.writable) {
      const lines = Object.entries({
        ...headers,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      }).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
    }
    socket.destroy();
  });
}
