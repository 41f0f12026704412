import type { Messages } from '@portal/i18n';

/** What went wrong, as a key of the apiErrors catalogue: translated when the answer is sent. */
export type ApiErrorCode = keyof Messages['apiErrors'];

export type FieldError = { path: string; message: string };

/**
 * The HTTP status of each error code: the one place a status is chosen. Services speak in codes
 * only; the error handler looks the status up here. A `Record` over every code, so a new catalogue
 * key without a status fails the typecheck. For a status the framework raises on its own, the first
 * code listed with it is the one answered.
 */
export const ERROR_STATUS = {
  badRequest: 400,
  validationFailed: 400,
  captchaRequired: 400,
  captchaInvalid: 400,
  wrongCode: 400,
  unauthorized: 401,
  invalidCode: 401,
  ticketExpired: 401,
  forbidden: 403,
  ownSecondFactor: 403,
  notFound: 404,
  requestTimeout: 408,
  conflictEmail: 409,
  lastAdmin: 409,
  alreadyEnrolled: 409,
  payloadTooLarge: 413,
  uriTooLong: 414,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  headersTooLarge: 431,
  internal: 500,
  serviceUnavailable: 503,
  captchaUnavailable: 503,
} as const satisfies Record<ApiErrorCode, number>;

/** The code a bare status from the framework (a 413, a 415…) answers with; other 4xx read as a bad request. */
export function codeOfStatus(status: number): ApiErrorCode {
  const entry = Object.entries(ERROR_STATUS).find(([, s]) => s === status);
  if (entry) return entry[0] as ApiErrorCode;
  return status >= 500 ? 'internal' : 'badRequest';
}

type AppErrorDetails = { fieldErrors?: FieldError[]; headers?: Record<string, string> };

/** The one error the services throw: a code, and what the answer needs beyond it. */
export class AppError extends Error {
  readonly fieldErrors?: FieldError[];
  readonly headers?: Record<string, string>;

  constructor(
    readonly code: ApiErrorCode,
    details: AppErrorDetails = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.fieldErrors = details.fieldErrors;
    this.headers = details.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = () => new AppError('notFound');
export const forbidden = () => new AppError('forbidden');
export const unauthorized = () => new AppError('unauthorized');
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError('tooManyRequests', { headers: { 'retry-after': String(retryAfterSeconds) } });
/** A dependency (database, Redis, the PDF pool) cannot serve now; the client may retry shortly. */
export const serviceUnavailable = (retryAfterSeconds = 1) =>
  new AppError('serviceUnavailable', { headers: { 'retry-after': String(retryAfterSeconds) } });
