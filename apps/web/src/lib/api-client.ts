import type { ApiErrorCode } from '@portal/shared';
import type { z } from 'zod';
import { clearAuthToken, getAuthToken } from './auth-token';
import { currentLanguage, i18n } from './i18n';

export const API_BASE_URL = '/api';

export type ApiFieldError = { path: string; message: string };

/** A non-2xx answer (or a 2xx answer of the wrong shape). `message` is always fit to show to the user. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiFieldError[];
  /** The server's code (DESIGN §10); null when the answer was not the API's own (a proxy's page). */
  readonly code: ApiErrorCode | null;

  constructor(
    status: number,
    message: string,
    errors: ApiFieldError[] = [],
    code: ApiErrorCode | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.code = code;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** What a refused call said of the field at `path`, if anything. */
export function fieldFailure(error: unknown, path: string): string | undefined {
  return isApiError(error) ? error.errors.find((fieldError) => fieldError.path === path)?.message : undefined;
}

/** What to tell of a failed call: the API's own message, else that the request failed (a lost connection). */
export function failureMessage(error: unknown): string {
  return isApiError(error) ? error.message : i18n.t('common.requestFailed');
}

/**
 * Whether a failed read (a screen's query, a public form's captcha settings) is asked again: a
 * refusal (4xx) will not change, a lost question or a server error gets one more try.
 */
export function retriesRead(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status < 500) return false;
  return failureCount < 1;
}

export type QueryValue = string | number | undefined;

/**
 * What checks an answer's body: a zod schema of `@portal/shared`, or a check of the same contract
 * written without zod for what a public form asks on its first load (`captchaConfigCheck`).
 */
export type AnswerCheck<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
};

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Extra request headers, e.g. `X-Captcha-Token` on anonymous form posts. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** The address of an API path with its query, as a link or a request names it. */
export function apiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE_URL}${path}${search ? `?${search}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  // Fetched on the first failure: zod is not part of a public form's first load (lazy-resolver.ts).
  const { errorBodySchema } = await import('@/lib/error-body-schema');
  const body = errorBodySchema.safeParse(await readJson(response));
  // The server localizes its messages from Accept-Language; anything else (a proxy's HTML page) gets ours.
  if (!body.success) return new ApiError(response.status, i18n.t('common.requestFailed'));
  return new ApiError(response.status, body.data.message, body.data.errors ?? [], body.data.code);
}

/**
 * Calls the API with the bearer token and the UI language, and checks the answer against `schema`
 * so screens only ever see data of the shape the shared contract promises. Without a schema the
 * answer's body is ignored (204 endpoints).
 */
export function apiRequest<S extends z.ZodType>(
  path: string,
  options: ApiRequestOptions & { schema: S },
): Promise<z.output<S>>;
export function apiRequest<T>(
  path: string,
  options: ApiRequestOptions & { schema: AnswerCheck<T> },
): Promise<T>;
export function apiRequest(path: string, options?: ApiRequestOptions): Promise<void>;
export async function apiRequest(
  path: string,
  options: ApiRequestOptions & { schema?: AnswerCheck<unknown> } = {},
): Promise<unknown> {
  const response = await send(path, options, 'application/json');
  if (!options.schema) return undefined;
  return parseAnswer(response, options.schema);
}

/** The answer's JSON body as `schema` promises it, or an ApiError fit to show. */
async function parseAnswer<T>(response: Response, schema: AnswerCheck<T>): Promise<T> {
  const parsed = schema.safeParse(await readJson(response));
  if (!parsed.success) throw new ApiError(response.status, i18n.t('common.unexpectedResponse'));
  return parsed.data;
}

/**
 * The header naming the version a change was made on (`If-Match`, DESIGN §10): without a tag none is
 * sent, and the server refuses the change (428) rather than overwrite blindly.
 */
export const ifMatch = (etag: string | null) => (etag ? { 'If-Match': etag } : undefined);

/**
 * A record that can be updated, with the `ETag` its update must name in `If-Match` (DESIGN §10): as
 * read, or as an update's answer left it.
 */
export async function apiVersioned<S extends z.ZodType>(
  path: string,
  options: ApiRequestOptions & { schema: S },
): Promise<{ data: z.output<S>; etag: string | null }> {
  const response = await send(path, options, 'application/json');
  return { data: await parseAnswer(response, options.schema), etag: response.headers.get('etag') };
}

/**
 * A binary answer (PDFs) fetched with the bearer token, which a plain link could not send. Errors
 * arrive as JSON like everywhere else and become an ApiError.
 */
export async function apiBlob(path: string, options: Omit<ApiRequestOptions, 'body'> = {}): Promise<Blob> {
  return (await apiFile(path, options)).blob;
}

/** The `filename` of an `attachment` Content-Disposition, where the server named the file. */
function attachmentName(disposition: string | null): string | null {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? null;
}

/** A download (CSV exports, a subject's data): the file and the name the server gave it. */
export async function apiFile(
  path: string,
  options: ApiRequestOptions = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await send(path, options, '*/*');
  return {
    blob: await response.blob(),
    filename: attachmentName(response.headers.get('content-disposition')),
  };
}

/**
 * What asks the signed-in user to prove themselves again (DESIGN §14): resolves true once the session
 * has stepped up, false when they declined. Set by the signed-in layout; null elsewhere.
 */
export type StepUpHandler = () => Promise<boolean>;
let stepUpHandler: StepUpHandler | null = null;

export function setStepUpHandler(handler: StepUpHandler | null): void {
  stepUpHandler = handler;
}

async function send(
  path: string,
  options: ApiRequestOptions,
  accept: string,
  steppedUp = false,
): Promise<Response> {
  const { method = 'GET', body, query, headers: extraHeaders, signal } = options;
  const token = getAuthToken();
  const headers = new Headers({ Accept: accept, 'Accept-Language': currentLanguage(), ...extraHeaders });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');

  const response = await fetch(apiUrl(path, query), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });

  if (!response.ok) {
    // A rejected token never becomes valid again: forget it so every screen treats the user as signed out.
    if (response.status === 401 && token) clearAuthToken();
    const error = await toApiError(response);
    // A grave action asks for a fresh second factor: asked once, then the same request again.
    if (error.code === 'step_up_required' && !steppedUp && stepUpHandler && (await stepUpHandler()))
      return send(path, options, accept, true);
    throw error;
  }
  return response;
}
