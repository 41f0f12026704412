import type { MyPrecheck } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { MerchantOverview } from './merchant-overview';

function summary(n: number, type: MyPrecheck['type'], review: Partial<MyPrecheck> = {}): MyPrecheck {
  return {
    id: `id-${n}`,
    type,
    company: `My Shop ${n}`,
    contact: 'Me',
    createdAt: '2024-01-05T12:00:00.000Z',
    status: 'submitted',
    statusChangedAt: '2024-01-05T12:00:00.000Z',
    ...review,
  };
}

/** GET /me/prechecks over `items` (already newest first), paged like the API. */
function ownApi(items: MyPrecheck[]) {
  return mockFetch(({ url }) => {
    if (url.pathname.endsWith('/pdf')) {
      return new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 });
    }
    const page = Number(url.searchParams.get('page'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    return jsonResponse(200, {
      items: items.slice((page - 1) * pageSize, page * pageSize),
      total: items.length,
      totalCapped: false,
      page,
      pageSize,
    });
  });
}

function renderOverview(entry = '/merchant') {
  return renderRoutes([{ path: '/merchant', element: <MerchantOverview /> }], { entries: [entry] });
}

describe('merchant overview', () => {
  it("lists the user's own pre-checks of both kinds with View links to the right detail", async () => {
    const { calls } = ownApi([summary(2, 'ECOM'), summary(1, 'POS')]);
    renderOverview();
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add POS pre-check' })).toHaveAttribute(
      'href',
      '/add-precheck-pos',
    );
    expect(screen.getByRole('link', { name: 'Add eCommerce pre-check' })).toHaveAttribute(
      'href',
      '/add-precheck',
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    const section = screen.getByRole('region', { name: 'My pre-checks' });
    const rows = (await within(section).findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(2);
    const [ecom, pos] = rows as [HTMLElement, HTMLElement];
    expect(ecom).toHaveTextContent('ECOM');
    expect(ecom).toHaveTextContent('My Shop 2');
    expect(ecom).toHaveTextContent('Jan 5, 2024');
    expect(within(ecom).getByRole('link', { name: 'View the pre-check of My Shop 2' })).toHaveAttribute(
      'href',
      '/precheck/id-2',
    );
    expect(within(pos).getByRole('link', { name: 'View the pre-check of My Shop 1' })).toHaveAttribute(
      'href',
      '/precheck-pos/id-1',
    );
    expect(calls[0]?.url.pathname).toBe('/api/me/prechecks');
    expect(calls[0]?.url.searchParams.get('page')).toBe('1');
    // One page: no pagination control.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows where each stands and, while the team waits for an answer, its question and the way to answer', async () => {
    ownApi([
      summary(2, 'ECOM', { status: 'information_requested', message: 'Which payment methods?' }),
      summary(1, 'POS', { status: 'approved' }),
    ]);
    renderOverview();
    const section = screen.getByRole('region', { name: 'My pre-checks' });
    const [asked, approved] = (await within(section).findAllByRole('row')).slice(1) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(asked).toHaveTextContent('Waiting for the applicant');
    expect(asked).toHaveTextContent('Which payment methods?');
    expect(
      within(asked).getByRole('link', { name: "Answer the team's question about My Shop 2" }),
    ).toHaveAttribute('href', '/merchant/update/ecom/id-2');
    expect(approved).toHaveTextContent('Approved');
    expect(within(approved).queryByRole('link', { name: /Answer/ })).not.toBeInTheDocument();
  });

  it('opens the PDF of the right kind in the UI language', async () => {
    await i18n.changeLanguage('it');
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/pdf-1');
    URL.revokeObjectURL = vi.fn();
    const { calls } = ownApi([summary(2, 'ECOM'), summary(1, 'POS')]);
    const { user } = renderOverview();
    await user.click(
      await screen.findByRole('button', { name: 'Apra il PDF della preverifica di My Shop 2' }),
    );
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/pdf-1'));
    const pdfCall = calls.find((call) => call.url.pathname.endsWith('/pdf'));
    expect(pdfCall?.url.pathname).toBe('/api/precheck/id-2/pdf');
    expect(pdfCall?.url.searchParams.get('language')).toBe('it');
  });

  it('pages through many pre-checks with the pagination control', async () => {
    const items = Array.from({ length: 45 }, (_, i) => summary(45 - i, i % 2 ? 'POS' : 'ECOM'));
    ownApi(items);
    const { user, router } = renderOverview();
    expect(await screen.findByText('1 - 20 out of 45 results')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('41 - 45 out of 45 results')).toBeInTheDocument();
    expect(screen.getByText('My Shop 1')).toBeInTheDocument();
    expect(router.location().search).toBe('?page=3');
  });

  it('invites the user to submit a first pre-check when there are none', async () => {
    ownApi([]);
    renderOverview();
    expect(await screen.findByText('You have not submitted any pre-checks yet.')).toBeInTheDocument();
    expect(
      screen.getByText('Submit your first pre-check with one of the buttons above.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    mockFetch(() => errorResponse(500, 'internal_error', 'Something went wrong'));
    renderOverview();
    expect(await screen.findByText('Error fetching your pre-checks.')).toBeInTheDocument();
  });
});
