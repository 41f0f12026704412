import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import defaultLogoUrl from '@/assets/logo.svg';
import ppLogoUrl from '@/assets/logo-pp.svg';
import { serverFor } from '@/test/app-server';
import { jsonResponse } from '@/test/fetch-mock';
import { renderRoutes, slow } from '@/test/render';
import { createRoutes } from './router';
import { FULL_ECOM_RECORD, RECEIVED_REVIEW } from '@portal/shared/testing';

vi.mock('@/features/captcha/altcha-widget', () => ({
  default: () => <button type="button">Solve the captcha</button>,
}));

/** As GET /precheck/{id} answers: one service's group beside the general information. */
const record = {
  id: '00000000-0000-4000-8000-000000000042',
  reference: 'E-0000-0042',
  reg: 'other',
  srv: ['affiliate'],
  createdAt: '2024-01-05T12:00:00.000Z',
  ...RECEIVED_REVIEW,
  genInfo: FULL_ECOM_RECORD.genInfo,
  apInfo: FULL_ECOM_RECORD.apInfo,
};

const withRecord = (url: URL) =>
  url.pathname === `/api/precheck/${record.id}` ? jsonResponse(200, record) : undefined;

describe('e-commerce pre-check routes', () => {
  it('serves the public form without sign-in, with the default logo, language menu and captcha', async () => {
    const { calls } = serverFor(null, withRecord);
    renderRoutes(createRoutes(), { entries: ['/p/add-precheck'] });
    expect(await screen.findByRole('heading', { name: 'Pre-check Form' }, slow)).toBeInTheDocument();
    // The captcha waits at the end of the review; using the form starts it.
    fireEvent.focus(await screen.findByRole('combobox', { name: /^Region/ }, slow));
    await waitFor(() => expect(calls.some((call) => call.url.pathname === '/api/captcha/config')).toBe(true));
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    // The portal's mark only repeats the name beside it, so it is a decorative image in the banner.
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('presentation')).toHaveAttribute('src', defaultLogoUrl);
    expect(screen.queryByRole('img', { name: 'PP' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname === '/api/auth/validate-token')).toBe(false);
  });

  it('shows the pp logo for ?brand=pp', async () => {
    serverFor(null, withRecord);
    renderRoutes(createRoutes(), { entries: ['/p/add-precheck?brand=pp'] });
    expect(await screen.findByRole('heading', { name: 'Pre-check Form' }, slow)).toBeInTheDocument();
    expect(ppLogoUrl).not.toBe(defaultLogoUrl);
    // The pp monogram names its brand, in the banner, instead of the portal's decorative mark.
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('img', { name: 'PP' })).toHaveAttribute('src', ppLogoUrl);
    expect(within(banner).queryByRole('presentation')).not.toBeInTheDocument();
  });

  it('gives merchants the internal form without captcha and their pre-check without Delete', async () => {
    serverFor('merchant', withRecord);
    const { router } = renderRoutes(createRoutes(), { entries: ['/add-precheck'] });
    expect(await screen.findByRole('heading', { name: 'Pre-check Form' }, slow)).toBeInTheDocument();
    expect(screen.queryByText('Security check')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'eCommerce' })).toHaveAttribute('href', '/add-precheck');

    await router.navigate(`/precheck/${record.id}`);
    expect(
      await screen.findByRole('heading', { name: 'eCommerce Pre-check for Nordlicht Commerce GmbH' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('offers admins Delete on the detail and the list from the sidebar', async () => {
    serverFor('admin', withRecord);
    const { user: clicker, router } = renderRoutes(createRoutes(), { entries: [`/precheck/${record.id}`] });
    expect(await screen.findByRole('button', { name: 'Delete' }, slow)).toBeInTheDocument();

    await router.navigate('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' }, slow);
    await clicker.click(screen.getByRole('link', { name: 'eCommerce' }));
    expect(await screen.findByRole('heading', { name: 'eCommerce Pre-checks' }, slow)).toBeInTheDocument();
    expect(await screen.findByText('No eCommerce Pre-checks found.', {}, slow)).toBeInTheDocument();
  });

  it('keeps merchants out of the list', async () => {
    serverFor('merchant', withRecord);
    const { router } = renderRoutes(createRoutes(), { entries: ['/precheck'] });
    expect(await screen.findByRole('heading', { name: 'Overview', level: 1 }, slow)).toBeInTheDocument();
    expect(router.location().pathname).toBe('/merchant');
  });
});
