import type { CurrentUser } from '@portal/shared';
import { errorResponse, jsonResponse, mockFetch } from './fetch-mock';

const testUser: CurrentUser = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  role: 'admin',
  languagePreference: 'en',
};

/**
 * The API as the whole app finds it for a visitor with `role` (signed out without one): who they are,
 * the captcha's provider, what `answer` gives for the paths a test cares about, and an empty page for
 * every list.
 */
export function serverFor(
  role: CurrentUser['role'] | null,
  answer: (url: URL) => Response | undefined = () => undefined,
) {
  if (role) localStorage.setItem('authToken', 'token-1');
  return mockFetch(({ url }) => {
    if (url.pathname === '/api/auth/validate-token') {
      return role
        ? jsonResponse(200, { ...testUser, role })
        : errorResponse(401, 'unauthorized', 'Please sign in');
    }
    if (url.pathname === '/api/captcha/config') return jsonResponse(200, { provider: 'altcha' });
    return (
      answer(url) ?? jsonResponse(200, { items: [], total: 0, totalCapped: false, page: 1, pageSize: 20 })
    );
  });
}
