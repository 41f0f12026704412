import type { CurrentUser } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { landing, renderRoutes } from '@/test/render';
import { ProtectedLayout } from './protected-layout';

const admin: CurrentUser = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  role: 'admin',
  languagePreference: 'en',
};

function renderLayout() {
  return renderRoutes(
    [
      { element: <ProtectedLayout />, children: [{ path: '/dashboard', element: <p>page body</p> }] },
      landing('/auth'),
    ],
    { entries: ['/dashboard'] },
  );
}

function sidebarLinks() {
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('ProtectedLayout', () => {
  it("shows the admin's links, including the Pre-checks group", async () => {
    localStorage.setItem('authToken', 'token-1');
    mockFetch(() => jsonResponse(200, admin));
    renderLayout();
    await screen.findByRole('link', { name: 'Users' });
    expect(sidebarLinks()).toEqual([
      ['Dashboard', '/dashboard'],
      ['Users', '/users'],
      ['Merchants', '/merchants'],
      ['POS', '/precheck-pos'],
      ['eCommerce', '/precheck'],
      ['Audit log', '/audit'],
      ['Outgoing', '/outgoing'],
      ['API keys', '/api-keys'],
      ['Webhooks', '/webhooks'],
      ['Backups', '/backups'],
      ['Privacy', '/privacy'],
      ['Security', '/security'],
    ]);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('page body')).toBeInTheDocument();
  });

  it('folds the Pre-checks group from the keyboard', async () => {
    localStorage.setItem('authToken', 'token-1');
    mockFetch(() => jsonResponse(200, admin));
    const { user } = renderLayout();
    const group = await screen.findByRole('button', { name: 'Pre-checks' });
    expect(group).toHaveAttribute('aria-expanded', 'true');
    group.focus();
    await user.keyboard('{Enter}');
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows the merchant's links", async () => {
    localStorage.setItem('authToken', 'token-1');
    mockFetch(() => jsonResponse(200, { ...admin, role: 'merchant' }));
    renderLayout();
    await screen.findByRole('link', { name: 'Overview' });
    expect(sidebarLinks()).toEqual([
      ['Overview', '/merchant'],
      ['POS', '/add-precheck-pos'],
      ['eCommerce', '/add-precheck'],
      ['Security', '/security'],
    ]);
  });

  it("renders no links and logs 'Token error' when the token check fails", async () => {
    localStorage.setItem('authToken', 'token-1');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => errorResponse(500, 'internal_error', 'Something went wrong'));
    renderLayout();
    await waitFor(() => expect(log).toHaveBeenCalledWith('Token error', expect.anything()));
    expect(sidebarLinks()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('signs out: revokes the token on the server, forgets it and goes to /auth', async () => {
    localStorage.setItem('authToken', 'token-1');
    const { calls } = mockFetch(({ url }) =>
      url.pathname === '/api/auth/logout' ? jsonResponse(204) : jsonResponse(200, admin),
    );
    const { user, router } = renderLayout();
    await screen.findByRole('link', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('landed on /auth')).toBeInTheDocument();
    const logout = calls.find((call) => call.url.pathname === '/api/auth/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(router.action()).toBe('REPLACE');
  });

  it('signs out even when the server cannot be reached', async () => {
    localStorage.setItem('authToken', 'token-1');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch(({ url }) =>
      url.pathname === '/api/auth/logout'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : jsonResponse(200, admin),
    );
    const { user } = renderLayout();
    await screen.findByRole('link', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('landed on /auth')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('switches the language at once from the menu at the top', async () => {
    localStorage.setItem('authToken', 'token-1');
    mockFetch(() => jsonResponse(200, admin));
    const { user } = renderLayout();
    await screen.findByRole('link', { name: 'Users' });

    const menu = screen.getByRole('combobox', { name: 'Language' });
    expect(menu).toHaveDisplayValue('English');
    await user.selectOptions(menu, 'Deutsch');

    expect(await screen.findByRole('link', { name: 'Benutzer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveDisplayValue('Deutsch');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('language')).toBe('de');
  });
});
