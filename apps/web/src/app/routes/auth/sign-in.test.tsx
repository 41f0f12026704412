import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { landing, renderRoutes } from '@/test/render';
import SignInRoute from './sign-in';

function renderRoute() {
  return renderRoutes([{ path: '/auth', element: <SignInRoute /> }, landing('/dashboard')], {
    entries: ['/auth'],
  });
}

describe('sign-in screen on load', () => {
  it('goes to /dashboard when the stored token validates', async () => {
    localStorage.setItem('authToken', 'token-1');
    mockFetch(() =>
      jsonResponse(200, {
        id: 'u1',
        name: 'Ada',
        email: 'ada@example.com',
        role: 'admin',
        languagePreference: 'en',
      }),
    );
    renderRoute();
    expect(await screen.findByText('landed on /dashboard')).toBeInTheDocument();
  });

  it('forgets a stored token that fails and shows the form', async () => {
    localStorage.setItem('authToken', 'stale');
    mockFetch(() => errorResponse(401, 'unauthorized', 'Please sign in'));
    renderRoute();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('shows the form at once without a stored token, asking only which sign-in methods exist', async () => {
    const { calls } = mockFetch(() => jsonResponse(500));
    renderRoute();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/auth/methods']);
  });
});
