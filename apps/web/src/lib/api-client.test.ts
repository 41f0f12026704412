import { userSchema } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { ApiError, apiRequest, setStepUpHandler } from './api-client';
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

  describe('a grave action refused for want of a step-up', () => {
    const refusal = () => errorResponse(403, 'step_up_required', 'Confirm it is you');

    it('asks the user once, then sends the same request again', async () => {
      let asked = 0;
      setStepUpHandler(async () => {
        asked++;
        return true;
      });
      const { calls } = mockFetch((request) =>
        request.url.pathname === '/api/webhooks' && calls.length === 1 ? refusal() : jsonResponse(200, user),
      );
      await expect(
        apiRequest('/webhooks', { method: 'POST', body: { url: 'x' }, schema: userSchema }),
      ).resolves.toEqual(user);
      expect(asked).toBe(1);
      expect(calls.map((call) => call.body)).toEqual([{ url: 'x' }, { url: 'x' }]);
      setStepUpHandler(null);
    });

    it('passes the refusal on when the user declines, or the server refuses again', async () => {
      setStepUpHandler(async () => false);
      mockFetch(refusal);
      await expect(apiRequest('/webhooks', { method: 'POST' })).rejects.toMatchObject({
        code: 'step_up_required',
      });
      let asked = 0;
      setStepUpHandler(async () => ++asked > 0);
      const { calls } = mockFetch(refusal);
      await expect(apiRequest('/webhooks', { method: 'POST' })).rejects.toMatchObject({
        code: 'step_up_required',
      });
      expect([asked, calls.length]).toEqual([1, 2]);
      setStepUpHandler(null);
    });
  });
});
