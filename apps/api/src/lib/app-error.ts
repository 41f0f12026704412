import type { Messages } from '@portal/i18n';

/** What an error answer says, as a key of the apiErrors catalogue: translated when the answer is sent. */
export type ApiErrorCode = keyof Messages['apiErrors'];

export type FieldError = { path: string; message: string };

/** The one error the services throw; the error handler turns it into a localized HTTP answer. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    readonly fieldErrors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(404, 'notFound');
export const forbidden = () => new AppError(403, 'forbidden');
export const unauthorized = () => new AppError(401, 'unauthorized');
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'tooManyRequests', undefined, { 'retry-after': String(retryAfterSeconds) });
/** A dependency (database, Redis, the PDF pool) cannot serve now; the client may retry shortly. */
export const serviceUnavailable = (retryAfterSeconds = 1) =>
  new AppError(503, 'serviceUnavailable', undefined, { 'retry-after': String(retryAfterSeconds) });
