import type { MerchantListItem } from '@portal/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { findRowByCell, rowByCell } from '@/test/table';
import { MerchantsList } from './merchants-list';

function makeItem(n: number, overrides: Partial<MerchantListItem> = {}): MerchantListItem {
  return {
    id: n,
    company: `Company ${n}`,
    contactPerson: `Person ${n}`,
    email: `person${n}@example.com`,
    industry: 'Retail',
    createdAt: '2024-01-05T12:00:00.000Z',
    ...overrides,
  };
}

/** The list endpoint over `items`, searched and paged like the API. */
function listApi(items: MerchantListItem[]) {
  return mockFetch(({ url }) => {
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const page = Number(url.searchParams.get('page'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    const matching = items.filter((item) => item.company.toLowerCase().includes(q));
    return jsonResponse(200, {
      items: matching.slice((page - 1) * pageSize, page * pageSize),
      total: matching.length,
      totalCapped: false,
      page,
      pageSize,
    });
  });
}

function renderList(entry = '/merchants', advanceTimers?: (ms: number) => unknown) {
  return renderRoutes([{ path: '/merchants', element: <MerchantsList /> }], {
    entries: [entry],
    advanceTimers,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('merchant list', () => {
  it('shows company, contact with mailto, industry, the created date and a View link', async () => {
    const { calls } = listApi([
      makeItem(1),
      makeItem(2, { contactPerson: null, industry: null, email: 'nobody@example.com' }),
    ]);
    renderList();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Merchants' })).toBeInTheDocument();

    const first = await findRowByCell('Company 1');
    expect(within(first).getByText('Person 1')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'person1@example.com' })).toHaveAttribute(
      'href',
      'mailto:person1@example.com',
    );
    expect(within(first).getByText('Retail')).toBeInTheDocument();
    expect(within(first).getByText('Jan 5, 2024')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View the merchant Company 1' })).toHaveAttribute(
      'href',
      '/merchants/1',
    );

    // No contact person reads N/A; no industry a dash.
    const second = rowByCell('Company 2');
    expect(within(second).getByText('N/A')).toBeInTheDocument();
    expect(within(second).getByText('-')).toBeInTheDocument();

    expect(calls[0]?.url.pathname).toBe('/api/merchant');
    expect(calls[0]?.url.search).toBe('?page=1&pageSize=10');
    // Ten rows or fewer: no previous/next and no page indicator.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByText(/Page \d+ of/)).not.toBeInTheDocument();
  });

  it('hides the pager at exactly 10 rows', async () => {
    listApi(Array.from({ length: 10 }, (_, i) => makeItem(i + 1)));
    renderList();
    await screen.findByText('Company 10');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Page \d+ of/)).not.toBeInTheDocument();
  });

  it("pages with previous/next and 'Page x of y' above 10 rows, keeping the page in the URL", async () => {
    listApi(Array.from({ length: 23 }, (_, i) => makeItem(i + 1)));
    const { user, router } = renderList();
    await screen.findByText('Company 1');
    const pager = screen.getByRole('navigation', { name: 'Merchant pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Company 11')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(router.location().search).toBe('?page=2');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Company 21')).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('debounces the search, keeps it in the URL and starts again at page 1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = listApi(Array.from({ length: 25 }, (_, i) => makeItem(i + 1)));
    const { user, router } = renderList('/merchants?page=2', (ms) => vi.advanceTimersByTime(ms));
    await screen.findByText('Company 11');

    await user.type(screen.getByRole('searchbox', { name: 'Search merchants' }), 'Company 2');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(calls.some((call) => call.url.searchParams.has('q'))).toBe(false);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    await waitFor(() => expect(router.location().search).toBe('?q=Company+2'));
    await screen.findByText('Company 20');
    const searches = calls.filter((call) => call.url.searchParams.has('q'));
    expect(searches).toHaveLength(1);
    expect(searches[0]?.url.searchParams.get('page')).toBe('1');
  });

  it("says 'No merchants found' when there are none", async () => {
    listApi([]);
    renderList();
    expect(await screen.findByText('No merchants found')).toBeInTheDocument();
  });

  it('says so when a search finds nothing', async () => {
    listApi([makeItem(1)]);
    renderList('/merchants?q=zzz');
    expect(await screen.findByText('No merchants found for your search.')).toBeInTheDocument();
  });

  it('translates the empty message, N/A and the dates', async () => {
    await i18n.changeLanguage('es');
    listApi([]);
    const { unmount } = renderList();
    expect(await screen.findByText('No se encontraron comercios')).toBeInTheDocument();
    unmount();

    await i18n.changeLanguage('de');
    listApi([makeItem(1, { contactPerson: null })]);
    renderList();
    expect(await screen.findByText('5. Jan. 2024')).toBeInTheDocument();
    expect(screen.getByText('k. A.')).toBeInTheDocument();
  });

  it("shows 'Error fetching merchants' when the list fails", async () => {
    mockFetch(() => errorResponse(500, 'internal_error', 'Something went wrong'));
    renderList();
    expect(await screen.findByText('Error fetching merchants')).toBeInTheDocument();
  });
});
