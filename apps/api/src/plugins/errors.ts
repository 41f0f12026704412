import { hasMessage, translate } from '@portal/i18n';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from '@portal/shared/zod';
import { isTransientDatabaseError } from '../db/transient.ts';
import { type ErrorBody, type FieldErrorCode, plainText } from '@portal/shared';
import {
  AppError,
  type ApiErrorCode,
  codeOfStatus,
  type FieldError,
  serviceUnavailable,
} from '../lib/app-error.ts';
import { requestLanguage } from '../lib/http/request-language.ts';

type Issue = { instancePath: string; message?: string; keyword?: string; params?: Record<string, unknown> };

/** What each part of a request that Fastify validates held, as the schema was given it. */
const VALIDATED: Record<'body' | 'querystring' | 'params' | 'headers', (request: FastifyRequest) => unknown> =
  {
    body: (request) => request.body,
    querystring: (request) => request.query,
    params: (request) => request.params,
    headers: (request) => request.headers,
  };

/** Nothing given where something must be: absent, null, blank text or an empty list. */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** The value a refused field held, found by its path in the part of the request that was validated. */
function valueAt(part: unknown, path: string): unknown {
  if (!path) return part;
  return path.split('.').reduce<unknown>((node, key) => {
    if (node === null || typeof node !== 'object') return undefined;
    return (node as Record<string, unknown>)[key];
  }, part);
}

/**
 * A schema's verdict on one field as a program reads it (FIELD_ERROR_CODES). Characters that are not
 * allowed make a value invalid even where nothing else is in it (a lone line separator).
 */
function fieldCode(issue: Issue, given: unknown): FieldErrorCode {
  if (issue.message === plainText.error) return 'invalid';
  if (isBlank(given)) return 'required';
  // zod names what was too big: a number over its maximum is invalid, text or a list too long.
  const origin = issue.params?.origin;
  const long = issue.keyword === 'too_big' && (origin === 'string' || origin === 'array');
  return long ? 'too_long' : 'invalid';
}

/** Schema messages are catalogue keys; anything else (a library's own text) becomes a generic key. */
function issueToFieldErrors(issue: Issue, part: string | undefined, input: unknown): FieldError[] {
  const base = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const prefix = part === 'body' || !part ? '' : `${part}.`;
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
    return (issue.params.keys as string[]).map((key) => ({
      path: prefix + (base ? `${base}.${key}` : key),
      code: 'unknown_field',
      message: 'validation.unknownField',
    }));
  }
  const message = issue.message && hasMessage(issue.message) ? issue.message : 'validation.invalid';
  return [{ path: prefix + base, code: fieldCode(issue, valueAt(input, base)), message }];
}

/**
 * A body checked by a service rather than by its route (its schema depends on what the body is for)
 * refused the way a route's schema refuses one: the same field errors, the same codes.
 */
export function validationFailed(error: z.ZodError, input: unknown): AppError {
  const fieldErrors = error.issues.flatMap((issue) => {
    const { path, code, message, ...params } = issue;
    return issueToFieldErrors(
      { instancePath: `/${path.join('/')}`, keyword: code, message, params },
      'body',
      input,
    );
  });
  return new AppError('validation_failed', { fieldErrors });
}

/** An error's body in the request's language: what the error handler sends, and routes that answer an error themselves. */
export function errorBody(request: FastifyRequest, code: ApiErrorCode, errors?: FieldError[]): ErrorBody {
  const t = (key: string) => translate(requestLanguage(request), key);
  return {
    code,
    message: t(`apiErrors.${code}`),
    ...(errors && { errors: errors.map((e) => ({ path: e.path, code: e.code, message: t(e.message) })) }),
  };
}

/**
 * Every failure leaves as `{code, message, errors?}` (DESIGN §10): a stable code for programs, the
 * message in the caller's language for people, never a stack trace.
 */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    const body = (code: ApiErrorCode, errors?: FieldError[]) => errorBody(request, code, errors);

    let error = thrown;
    // A lost database connection is no fault of the request: the same 503 the services throw.
    if (!(error instanceof AppError) && isTransientDatabaseError(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      error = serviceUnavailable();
    }
    if (error instanceof AppError) {
      // A fault of the server that has a code of its own (a secret that does not decrypt) is logged too.
      if (error.status === 500) request.log.error({ err: error }, 'request failed');
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.status).send(body(error.code, error.fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext;
      const input = part && VALIDATED[part](request);
      const errors = error.validation.flatMap((issue) => issueToFieldErrors(issue as Issue, part, input));
      return reply.status(400).send(body('validation_failed', errors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send(body(codeOfStatus(status)));
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body('internal_error'));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
