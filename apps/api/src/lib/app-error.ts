import type { Messages } from '@portal/i18n';
import { API_ERRORS, type ApiErrorCode, type FieldErrorCode } from '@portal/shared';
import { type Policy, rateLimitFields } from './rate-limit/rate-limit-fields.ts';

export type { ApiErrorCode };

/** Every code has its message in the `apiErrors` catalogue, and the catalogue no message without a code. */
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const catalogueMatchesCodes: Exactly<keyof Messages['apiErrors'], ApiErrorCode> = true;
void catalogueMatchesCodes;

/** A field's error as a service or the schema reports it; `message` is a catalogue key. */
export type FieldError = { path: string; code: FieldErrorCode; message: string };

/** An error code that is about one field: the field error that says so with the code's own message. */
export const fieldError = (path: string, code: ApiErrorCode & FieldErrorCode): FieldError => ({
  path,
  code,
  message: `apiErrors.${code}`,
});

/** The code a bare status from the framework (a 413, a 415…) answers with; other 4xx read as a bad request. */
export function codeOfStatus(status: number): ApiErrorCode {
  const entry = Object.entries(API_ERRORS).find(([, s]) => s === status);
  if (entry) return entry[0] as ApiErrorCode;
  return status >= 500 ? 'internal_error' : 'bad_request';
}

type AppErrorDetails = {
  fieldErrors?: FieldError[];
  headers?: Record<string, string>;
  /** The budget a `rate_limited` refusal found spent: its policy's name, which the metrics count by. */
  budget?: string;
};

/** The one error the services throw: a code, and what the answer needs beyond it. */
export class AppError extends Error {
  readonly fieldErrors?: FieldError[];
  readonly headers?: Record<string, string>;
  readonly budget?: string;

  constructor(
    readonly code: ApiErrorCode,
    details: AppErrorDetails = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.fieldErrors = details.fieldErrors;
    this.headers = details.headers;
    this.budget = details.budget;
  }

  get status(): number {
    return API_ERRORS[this.code];
  }
}

export const notFound = () => new AppError('not_found');
export const forbidden = () => new AppError('forbidden');
export const unauthorized = () => new AppError('unauthorized');
export const tooManyRequests = (retryAfterSeconds: number, policy: Policy) =>
  new AppError('rate_limited', {
    headers: { 'retry-after': String(retryAfterSeconds), ...rateLimitFields(policy, 0, retryAfterSeconds) },
    budget: policy.name,
  });
/** The first request with this `Idempotency-Key` is still running (or its claim was taken over). */
export const idempotencyInProgress = () =>
  new AppError('idempotency_in_progress', { headers: { 'retry-after': '1' } });
/** A dependency (database, Redis, the PDF pool) cannot serve now; the client may retry shortly. */
export const serviceUnavailable = (retryAfterSeconds = 1) =>
  new AppError('service_unavailable', { headers: { 'retry-after': String(retryAfterSeconds) } });
