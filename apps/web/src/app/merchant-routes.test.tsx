import type { DashboardStats } from '@portal/shared';
import { QUIET_REVIEW_FIGURES } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serverFor } from '@/test/app-server';
import { jsonResponse } from '@/test/fetch-mock';
import { renderRoutes, slow } from '@/test/render';
import { createRoutes } from './router';

// recharts draws nothing in jsdom; the lazily loaded chart module is replaced by a marker.
vi.mock('@/features/dashboard/components/monthly-chart', () => ({
  default: () => <div data-testid="monthly-chart" />,
}));

const stats: DashboardStats = {
  months: [{ month: '2024-01', pos: 1, ecom: 2 }],
  latest: [
    { id: 'p1', type: 'POS', company: 'ACME', contact: 'JANE', createdAt: '2024-01-05T12:00:00.000Z' },
  ],
  ...QUIET_REVIEW_FIGURES,
};

const dashboard = (url: URL) =>
  url.pathname === '/api/stats/dashboard' ? jsonResponse(200, stats) : undefined;

describe('dashboard, merchant and overview routes', () => {
  it("loads the admin dashboard's chart and latest list", async () => {
    serverFor('admin', dashboard);
    renderRoutes(createRoutes(), { entries: ['/dashboard'] });
    expect(await screen.findByTestId('monthly-chart', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the pre-check of Acme' })).toHaveAttribute(
      'href',
      '/precheck-pos/p1',
    );
  });

  it('lets admins open the merchant list from the sidebar', async () => {
    serverFor('admin', dashboard);
    const { user: clicker } = renderRoutes(createRoutes(), { entries: ['/dashboard'] });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, slow);
    await clicker.click(await within(nav).findByRole('link', { name: 'Merchants' }, slow));
    expect(await screen.findByRole('heading', { name: 'Merchants' }, slow)).toBeInTheDocument();
    expect(await screen.findByText('No merchants found', {}, slow)).toBeInTheDocument();
  });

  it('keeps merchants out of the merchant list and detail', async () => {
    serverFor('merchant', dashboard);
    const { router } = renderRoutes(createRoutes(), { entries: ['/merchants/5'] });
    expect(await screen.findByRole('heading', { name: 'Overview', level: 1 }, slow)).toBeInTheDocument();
    expect(router.location().pathname).toBe('/merchant');
  });

  it("opens the merchant's overview from the sidebar's Overview link", async () => {
    const { calls } = serverFor('merchant', dashboard);
    const { user: clicker, router } = renderRoutes(createRoutes(), { entries: ['/dashboard'] });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, slow);
    await clicker.click(await within(nav).findByRole('link', { name: 'Overview' }, slow));
    expect(await screen.findByRole('heading', { name: 'Overview' }, slow)).toBeInTheDocument();
    expect(router.location().pathname).toBe('/merchant');
    expect(
      await screen.findByText('You have not submitted any pre-checks yet.', {}, slow),
    ).toBeInTheDocument();
    // A merchant's dashboard never asks for the admin statistics.
    expect(calls.some((call) => call.url.pathname === '/api/stats/dashboard')).toBe(false);
  });
});
