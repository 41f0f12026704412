import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { errorForLog } from '../lib/error-for-log.ts';

/**
 * The query parameters whose values a request log keeps: paging, order and the queue's filters, none of
 * which can name a person. Every other value (a search's `q`, an `email`, an applicant's `copy` link, a
 * notice's unsubscribe `token`, a parameter added later) is masked: no erasure reaches a log (DESIGN §13).
 */
const HARMLESS_QUERY = new Set([
  'page',
  'pageSize',
  'sort',
  'status',
  'assignee',
  'overdue',
  'language',
  'version',
]);

/** Path segments that are credentials: an update link's token (the API's and the page's). */
const SECRET_PATH = /(\/(?:updates|p\/update)\/)[^/?#]+/g;

/** A URL as a log may hold it: its secrets and any query value that might name someone masked. */
export function urlForLog(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const maskedPath = path.replace(SECRET_PATH, '$1[redacted]');
  if (query === undefined) return maskedPath;
  const maskedQuery = query
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      if (at < 0) return pair;
      const key = pair.slice(0, at);
      return HARMLESS_QUERY.has(key) ? pair : `${key}=[redacted]`;
    })
    .join('&');
  return `${maskedPath}?${maskedQuery}`;
}

/** Fastify's own request serializer, with the URL's secrets and personal data masked. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** What a client may name its request (DESIGN §11): anything else is replaced, never logged as sent. */
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && CLIENT_REQUEST_ID.test(sent) ? sent : randomUUID();
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    // Bodies are never logged; these paths guard against a header or field slipping into a log line.
    redact: [
      'req.headers.authorization',
      'req.headers["x-captcha-token"]',
      '*.otp',
      '*.access_token',
      '*.genPass',
      '*.ticket',
      '*.code',
      '*.secret',
      '*.recoveryCode',
      '*.recoveryCodes',
    ],
    // Every logged error goes through one serializer that keeps submitted values out of the log.
    serializers: { err: errorForLog, error: errorForLog, req: requestForLog },
  };
}
