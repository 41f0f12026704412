import type { CurrentUser } from '@portal/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { landing, renderRoutes } from '@/test/render';
import type { RouteObject } from 'react-router';
import { createRoutes, preloadRoutes } from './router';
import { RootLayout } from './routes/root-layout';

const admin: CurrentUser = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  role: 'admin',
  languagePreference: 'en',
};

function signedInAs(role: CurrentUser['role']) {
  localStorage.setItem('authToken', 'token-1');
  return mockFetch(({ url }) =>
    url.pathname === '/api/auth/validate-token'
      ? jsonResponse(200, { ...admin, role })
      : jsonResponse(200, { items: [], total: 0, totalCapped: false, page: 1, pageSize: 20 }),
  );
}

describe('router', () => {
  it('sends an unknown path to the dashboard', async () => {
    signedInAs('admin');
    const { router } = renderRoutes(createRoutes(), { entries: ['/no/such/page'] });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.location().pathname).toBe('/dashboard');
  });

  it('shows the dashboard at / with the admin buttons', async () => {
    signedInAs('admin');
    renderRoutes(createRoutes(), { entries: ['/'] });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add user' })).toHaveAttribute('href', '/add-user');
    expect(screen.getByRole('link', { name: 'Add POS pre-check' })).toHaveAttribute(
      'href',
      '/add-precheck-pos',
    );
    expect(screen.getByRole('link', { name: 'Add eCommerce pre-check' })).toHaveAttribute(
      'href',
      '/add-precheck',
    );
  });

  it('gives merchants only the two pre-check buttons on the dashboard', async () => {
    signedInAs('merchant');
    renderRoutes(createRoutes(), { entries: ['/dashboard'] });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add user' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add POS pre-check' })).toBeInTheDocument();
  });

  it('keeps the dashboard reachable at /dashboard after it was loaded at /', async () => {
    signedInAs('admin');
    const { user } = renderRoutes(createRoutes(), { entries: ['/'] });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Users' }));
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('lets admins open the user list', async () => {
    signedInAs('admin');
    renderRoutes(createRoutes(), { entries: ['/users'] });
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
  });

  it('lets admins open the outgoing messages from the sidebar', async () => {
    signedInAs('admin');
    const { user, router } = renderRoutes(createRoutes(), { entries: ['/dashboard'] });
    await user.click(await screen.findByRole('link', { name: 'Outgoing' }));
    expect(await screen.findByRole('heading', { name: 'Outgoing' })).toBeInTheDocument();
    expect(router.location().pathname).toBe('/outgoing');
    expect(document.title).toMatch(/^Outgoing/);
  });

  it('lets admins open the API keys from the sidebar', async () => {
    signedInAs('admin');
    const { user, router } = renderRoutes(createRoutes(), { entries: ['/dashboard'] });
    await user.click(await screen.findByRole('link', { name: 'API keys' }));
    expect(await screen.findByRole('heading', { name: 'API keys' })).toBeInTheDocument();
    expect(router.location().pathname).toBe('/api-keys');
    expect(document.title).toMatch(/^API keys/);
  });

  it('lets admins open the webhooks from the sidebar, and an endpoint at its own address', async () => {
    signedInAs('admin');
    const { user, router } = renderRoutes(createRoutes(), { entries: ['/dashboard'] });
    await user.click(await screen.findByRole('link', { name: 'Webhooks' }));
    expect(await screen.findByRole('heading', { name: 'Webhooks', level: 1 })).toBeInTheDocument();
    expect(router.location().pathname).toBe('/webhooks');
    expect(document.title).toMatch(/^Webhooks/);
    await router.navigate('/webhooks/00000000-0000-4000-8000-00000000000a');
    // This test's server answers every list alike, which no endpoint is: its page says it could not load it.
    expect(await screen.findByText('Error fetching the webhook endpoint')).toBeInTheDocument();
    expect(document.title).toMatch(/^Webhook endpoint/);
  });

  it('turns a merchant away from admin screens (via /auth, which knows them, to their overview)', async () => {
    signedInAs('merchant');
    const { router } = renderRoutes(createRoutes(), { entries: ['/users'] });
    expect(await screen.findByRole('heading', { name: 'Overview', level: 1 })).toBeInTheDocument();
    expect(router.location().pathname).toBe('/merchant');
    expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('sends the user to sign-in when the token dies while a list loads (401)', async () => {
    localStorage.setItem('authToken', 'token-1');
    let revoked = false;
    mockFetch(({ url }) => {
      if (url.pathname === '/api/auth/validate-token' && !revoked) return jsonResponse(200, admin);
      revoked = true;
      return errorResponse(401, 'unauthorized', 'Please sign in');
    });
    const { router } = renderRoutes(createRoutes(), { entries: ['/users'] });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.location().pathname).toBe('/auth');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('sends visitors without a token to sign-in', async () => {
    mockFetch(() => jsonResponse(500));
    renderRoutes(createRoutes(), { entries: ['/users'] });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it("shows 'Unexpected Application Error!' when a screen fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    const { router } = renderRoutes([
      { element: <RootLayout />, children: [{ path: '/', element: <Broken /> }, landing('/auth')] },
    ]);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    // Another address clears it.
    await router.navigate('/auth');
    expect(await screen.findByText('landed on /auth')).toBeInTheDocument();
  });
});

describe('preloadRoutes', () => {
  /** The routes with every fetch-ahead replaced by a note of which route it is. */
  function recordingRoutes() {
    const fetched: string[] = [];
    const record = (routes: RouteObject[], depth: number) => {
      for (const route of routes) {
        // Not `route.children`: the lint takes that for a DOM node's.
        const { children = [] } = route;
        if (route.handle) {
          const name = route.index ? 'index' : (route.path ?? `layout ${depth}`);
          route.handle = { preload: () => fetched.push(name) };
        }
        record(children, depth + 1);
      }
    };
    const routes = createRoutes();
    record(routes, 0);
    return { routes, fetched };
  }

  it('fetches every lazy layout and the screen of a signed-in address at once', () => {
    const { routes, fetched } = recordingRoutes();
    preloadRoutes(routes, '/users');
    expect(fetched).toEqual(['layout 1', 'layout 2', 'layout 3', '/users']);
  });

  it('fetches only its own screen for a public form: no staff layout, no react-query', () => {
    const { routes, fetched } = recordingRoutes();
    preloadRoutes(routes, '/p/add-precheck-pos');
    expect(fetched).toEqual(['/p/add-precheck-pos']);
  });

  it('fetches the dashboard for the start address', () => {
    const { routes, fetched } = recordingRoutes();
    preloadRoutes(routes, '/');
    expect(fetched).toEqual(['layout 1', 'layout 2', 'layout 3', 'index']);
  });
});
