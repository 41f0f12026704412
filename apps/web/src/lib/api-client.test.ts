import { userSchema } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { ApiError, apiRequest } from './api-client';
import { i18n } from './i18n';

const user = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  role: 'admin',
  languagePreference: 'en',
  createdAt: '2026-01-05T10:00:00.000Z',
};

describe('apiRequest', () => {
  it('sends the bearer token, the UI language and JSON, and returns the checked answer', async () => {
    localStorage.setItem('authToken', 'token-1');
    await i18n.changeLanguage('de');
    const { calls } = mockFetch(() => jsonResponse(200, user));

    const result = await apiRequest('/users', { method: 'POST', body: { name: 'Ada' }, schema: userSchema });

    expect(result).toEqual(user);
    expect(calls[0]?.url.pathname).toBe('/api/users');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(calls[0]?.headers.get('Accept-Language')).toBe('de');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ name: 'Ada' });
  });

  it('sends no Authorization header without a token, and leaves empty query values out', async () => {
    const { calls } = mockFetch(() => jsonResponse(204));
    await apiRequest('/users', { query: { q: '', page: 2, pageSize: undefined } });
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[0]?.url.search).toBe('?page=2');
  });

  it('turns an error answer into an ApiError with the server message and field errors', async () => {
    mockFetch(() =>
      jsonResponse(400, {
        code: 'validation_failed',
        message: 'Please fix the following errors',
        errors: [{ path: 'email', code: 'invalid', message: 'Invalid' }],
      }),
    );
    const error = await apiRequest('/users', { schema: userSchema }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please fix the following errors',
      errors: [{ path: 'email', message: 'Invalid' }],
    });
  });

  it('uses a translated message when an error answer is not ours (e.g. a proxy page)', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/users')).rejects.toMatchObject({
      status: 502,
      message: 'The request failed. Please try again.',
    });
  });

  it('rejects an answer that does not match the schema instead of passing it on', async () => {
    mockFetch(() => jsonResponse(200, { ...user, role: 'root' }));
    await expect(apiRequest('/users/u1', { schema: userSchema })).rejects.toMatchObject({
      message: 'The server sent an unexpected answer.',
    });
  });

  it('forgets a token the server rejects', async () => {
    localStorage.setItem('authToken', 'revoked');
    mockFetch(() => errorResponse(401, 'unauthorized', 'Please sign in'));
    await expect(apiRequest('/users')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('keeps the token on other failures', async () => {
    localStorage.setItem('authToken', 'token-1');
    mockFetch(() => errorResponse(403, 'forbidden', 'You are not allowed to do this'));
    await expect(apiRequest('/users')).rejects.toMatchObject({ status: 403 });
    expect(localStorage.getItem('authToken')).toBe('token-1');
  });
});
