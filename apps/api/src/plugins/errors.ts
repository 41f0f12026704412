import { hasMessage, translate } from '@portal/i18n';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isTransientDatabaseError } from '../db/transient.ts';
import {
  AppError,
  codeOfStatus,
  ERROR_STATUS,
  type FieldError,
  serviceUnavailable,
} from '../lib/app-error.ts';
import { requestLanguage } from '../lib/language.ts';

type Issue = { instancePath: string; message?: string; keyword?: string; params?: Record<string, unknown> };

/** Schema messages are catalogue keys; anything else (a library's own text) becomes a generic key. */
function issueToFieldErrors(issue: Issue, part: string | undefined): FieldError[] {
  const base = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const prefix = part === 'body' || !part ? '' : `${part}.`;
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
    return (issue.params.keys as string[]).map((key) => ({
      path: prefix + (base ? `${base}.${key}` : key),
      message: 'validation.unknownField',
    }));
  }
  const message = issue.message && hasMessage(issue.message) ? issue.message : 'validation.invalid';
  return [{ path: prefix + base, message }];
}

/** Every failure leaves as `{message, errors?}` in the caller's language, never with a stack trace. */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    const language = requestLanguage(request);
    const t = (key: string) => translate(language, key);

    let error = thrown;
    // A lost database connection is no fault of the request: the same 503 the services throw.
    if (!(error instanceof AppError) && isTransientDatabaseError(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      error = serviceUnavailable();
    }
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.status).send({
        message: t(`apiErrors.${error.code}`),
        ...(error.fieldErrors && {
          errors: error.fieldErrors.map((e) => ({ path: e.path, message: t(e.message) })),
        }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation
        .flatMap((issue) => issueToFieldErrors(issue as Issue, error.validationContext))
        .map((e) => ({ path: e.path, message: t(e.message) }));
      return reply
        .status(ERROR_STATUS.validationFailed)
        .send({ message: t('apiErrors.validationFailed'), errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: t(`apiErrors.${codeOfStatus(status)}`) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(ERROR_STATUS.internal).send({ message: t('apiErrors.internal') });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
