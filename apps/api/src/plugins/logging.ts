import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { errorForLog } from '../lib/error-for-log.ts';

/**
 * Query parameters that are credentials (an applicant's copy link, a notice's unsubscribe link): their
 * values never reach a log.
 */
const SECRET_QUERY = /([?&](?:copy|token)=)[^&#]*/g;

/** Fastify's own request serializer, with the URL's secrets masked. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(SECRET_QUERY, '$1[redacted]'),
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
