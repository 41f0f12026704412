import type { ApiErrorCode, FieldErrorBody } from '@portal/shared';
import { vi } from 'vitest';

export type MockRequest = { method: string; url: URL; headers: Headers; body: unknown };
type Handler = (request: MockRequest) => Response | Promise<Response>;

export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  if (body === undefined) return new Response(null, { status, headers });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** An error answer as the API sends it (DESIGN §10): a code, its message, the field errors if any. */
export function errorResponse(
  status: number,
  code: ApiErrorCode,
  message: string,
  headers: Record<string, string> = {},
  errors?: FieldErrorBody[],
): Response {
  return jsonResponse(status, { code, message, ...(errors && { errors }) }, headers);
}

/** Replaces global fetch; every call is recorded with its parsed URL and JSON body. */
export function mockFetch(handler: Handler) {
  const calls: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: MockRequest = {
      method: init.method ?? 'GET',
      url: new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost'),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(request);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
