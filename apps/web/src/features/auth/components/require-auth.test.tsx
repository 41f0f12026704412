import type { CurrentUser } from '@portal/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { landing, renderRoutes } from '@/test/render';
import { RequireAuth, type RequireAuthProps } from './require-auth';

const admin: CurrentUser = {
  id: 'u1',
  name: 'Ada Admin',
  email: 'ada@example.com',
  role: 'admin',
  languagePreference: 'en',
};
const merchant: CurrentUser = { ...admin, id: 'u2', role: 'merchant' };

function renderGuard(props: Omit<RequireAuthProps, 'children'> = {}) {
  return renderRoutes(
    [
      { path: '/previous', element: <p>previous page</p> },
      { path: '/secret', element: <RequireAuth {...props}>{<p>secret page</p>}</RequireAuth> },
      landing('/auth'),
    ],
    { entries: ['/previous', '/secret'] },
  );
}

describe('RequireAuth', () => {
  it("shows 'Loading...' while the token is being checked", async () => {
    localStorage.setItem('authToken', 'token-1');
    mockFetch(() => new Promise<Response>(() => undefined));
    renderGuard();
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();
  });

  it('renders the page when the token validates and no role is required', async () => {
    localStorage.setItem('authToken', 'token-1');
    const { calls } = mockFetch(() => jsonResponse(200, merchant));
    renderGuard();
    expect(await screen.findByText('secret page')).toBeInTheDocument();
    expect(calls[0]?.url.pathname).toBe('/api/auth/validate-token');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('renders the page when the role matches exactly', async () => {
    localStorage.setItem('authToken', 'token-1');
    mockFetch(() => jsonResponse(200, admin));
    renderGuard({ roles: ['admin'] });
    expect(await screen.findByText('secret page')).toBeInTheDocument();
  });

  it('replaces the entry with /auth and forgets the token when the server rejects it (401)', async () => {
    localStorage.setItem('authToken', 'stale');
    mockFetch(() => errorResponse(401, 'unauthorized', 'Please sign in'));
    const { router } = renderGuard();
    expect(await screen.findByText('landed on /auth')).toBeInTheDocument();
    expect(router.action()).toBe('REPLACE');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();
  });

  it('redirects to /auth on a role mismatch, keeping the still valid token', async () => {
    localStorage.setItem('authToken', 'token-1');
    mockFetch(() => jsonResponse(200, merchant));
    const { router } = renderGuard({ roles: ['admin'] });
    expect(await screen.findByText('landed on /auth')).toBeInTheDocument();
    expect(router.action()).toBe('REPLACE');
    expect(localStorage.getItem('authToken')).toBe('token-1');
  });

  it('redirects to /auth without asking the server when no token is stored', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, admin));
    renderGuard();
    expect(await screen.findByText('landed on /auth')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('redirects to /auth when the check cannot reach the server', async () => {
    localStorage.setItem('authToken', 'token-1');
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderGuard();
    expect(await screen.findByText('landed on /auth')).toBeInTheDocument();
  });

  it('treats an answer of the wrong shape as a failed check', async () => {
    localStorage.setItem('authToken', 'token-1');
    mockFetch(() => jsonResponse(200, { ...admin, role: 'superuser' }));
    renderGuard();
    expect(await screen.findByText('landed on /auth')).toBeInTheDocument();
  });
});
