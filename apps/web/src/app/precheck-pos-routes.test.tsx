import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serverFor } from '@/test/app-server';
import { seedReviewedDraft } from '@/test/precheck-form';
import { renderRoutes, slow } from '@/test/render';
import { createRoutes } from './router';

vi.mock('@/features/captcha/altcha-widget', () => ({
  default: () => <button type="button">Solve the captcha</button>,
}));

describe('POS pre-check routes', () => {
  it('serves the public form without sign-in, without the sidebar, with language menu and captcha', async () => {
    const { calls } = serverFor(null);
    // Left while reviewing: the form reopens at its review, where the captcha is.
    seedReviewedDraft('precheck-pos:public');
    renderRoutes(createRoutes(), { entries: ['/p/add-precheck-pos'] });
    expect(await screen.findByRole('heading', { name: 'POS Pre-check' }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Check your answers' }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Solve the captcha' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname === '/api/auth/validate-token')).toBe(false);
  });

  it('gives merchants the internal form, without captcha, and keeps them out of the list', async () => {
    serverFor('merchant');
    const { router } = renderRoutes(createRoutes(), { entries: ['/add-precheck-pos'] });
    expect(await screen.findByRole('heading', { name: 'POS Pre-check' }, slow)).toBeInTheDocument();
    expect(screen.queryByText('Security check')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'POS' })).toHaveAttribute('href', '/add-precheck-pos');

    await router.navigate('/precheck-pos');
    // Via /auth, which knows the user and sends them on to their overview: a few lazy screens load.
    expect(await screen.findByRole('heading', { name: 'Overview', level: 1 }, slow)).toBeInTheDocument();
    expect(router.location().pathname).toBe('/merchant');
  });

  it('lets admins open the list from the sidebar', async () => {
    serverFor('admin');
    const { user: clicker } = renderRoutes(createRoutes(), { entries: ['/dashboard'] });
    await screen.findByRole('heading', { name: 'Dashboard' }, slow);
    await clicker.click(screen.getByRole('link', { name: 'POS' }));
    expect(await screen.findByRole('heading', { name: 'POS Pre-checks' }, slow)).toBeInTheDocument();
    expect(await screen.findByText('No POS Pre-checks found.', {}, slow)).toBeInTheDocument();
  });
});
