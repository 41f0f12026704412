import type { EcomPrecheckListItem } from '@portal/shared';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { findRowByCell, rowByCell } from '@/test/table';
import { EcomPrechecksList } from './ecom-prechecks-list';

function makeItem(n: number, overrides: Partial<EcomPrecheckListItem> = {}): EcomPrecheckListItem {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    reference: `E-0000-${String(n).padStart(4, '0')}`,
    reg: 'us',
    srv: ['creditCard'],
    createdAt: '2024-01-05T12:00:00.000Z',
    genInfo: { genComp: `Company ${n}`, genFullName: `Person ${n}`, genEmail: `person${n}@example.com` },
    status: 'submitted',
    statusChangedAt: '2024-01-05T12:00:00.000Z',
    assignee: null,
    overdue: false,
    ...overrides,
  };
}

/** The list endpoint over `items`, searched and paged like the API. */
function listApi(items: EcomPrecheckListItem[]) {
  return mockFetch(({ url }) => {
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const page = Number(url.searchParams.get('page'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    const matching = items.filter((item) => item.genInfo.genComp.toLowerCase().includes(q));
    return jsonResponse(200, {
      items: matching.slice((page - 1) * pageSize, page * pageSize),
      total: matching.length,
      totalCapped: false,
      page,
      pageSize,
    });
  });
}

function renderList(entry = '/precheck', advanceTimers?: (ms: number) => unknown) {
  return renderRoutes([{ path: '/precheck', element: <EcomPrechecksList /> }], {
    entries: [entry],
    advanceTimers,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('e-commerce pre-check list', () => {
  it('shows company, contact with mailto, region in upper case, service badges, the date and View', async () => {
    const { calls } = listApi([
      makeItem(1, { reg: 'eu', srv: ['alternativeBilling', 'creditCard', 'incorporation'] }),
      makeItem(2, { reg: 'other' }),
    ]);
    renderList();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'eCommerce Pre-checks' })).toBeInTheDocument();

    const first = await findRowByCell('Company 1');
    expect(within(first).getByText('Person 1')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'person1@example.com' })).toHaveAttribute(
      'href',
      'mailto:person1@example.com',
    );
    expect(within(first).getByText('EU')).toHaveAttribute('title', 'Europe');
    // Badges in the form's order, translated.
    const badges = ['Credit card processing', 'Alternative billing EU', 'Company incorporation'];
    const shown = within(first)
      .getAllByText(new RegExp(badges.join('|')))
      .map((badge) => badge.textContent);
    expect(shown).toEqual(badges);
    expect(within(first).getByText('Jan 5, 2024')).toBeInTheDocument();
    expect(
      within(first).getByRole('link', { name: 'View the eCommerce pre-check of Company 1' }),
    ).toHaveAttribute('href', '/precheck/00000000-0000-4000-8000-000000000001');

    const second = rowByCell('Company 2');
    expect(within(second).getByText('OTHER')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Add eCommerce pre-check' })).toHaveAttribute(
      'href',
      '/add-precheck',
    );
    expect(calls[0]?.url.pathname).toBe('/api/precheck');
    expect(calls[0]?.url.searchParams.get('pageSize')).toBe('20');
  });

  it('translates badges, regions and dates into the UI language', async () => {
    await i18n.changeLanguage('es');
    listApi([makeItem(1, { srv: ['affiliate'] }), makeItem(2, { reg: 'other' })]);
    renderList();
    const row = await findRowByCell('Company 1');
    expect(within(row).getByText('Programa de pagos a afiliados')).toBeInTheDocument();
    expect(within(row).getByText('EE. UU.')).toHaveAttribute('title', 'Estados Unidos');
    expect(within(rowByCell('Company 2')).getByText('OTRAS')).toBeInTheDocument();
    expect(within(row).getByText('5 ene 2024')).toBeInTheDocument();
  });

  it("says 'No eCommerce Pre-checks found.' when there are none", async () => {
    listApi([]);
    renderList();
    expect(await screen.findByText('No eCommerce Pre-checks found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('debounces the search, keeps it in the URL, starts again at page 1, and says when nothing matches', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const items = Array.from({ length: 45 }, (_, i) => makeItem(i + 1));
    const { calls } = listApi(items);
    const { user, router } = renderList('/precheck?page=2', vi.advanceTimersByTime);
    expect(await screen.findByText('Company 21')).toBeInTheDocument();
    expect(screen.getByText('21 - 40 out of 45 results')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(calls.filter((call) => call.url.searchParams.get('q'))).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    expect(await screen.findByText('No prechecks found for your search.')).toBeInTheDocument();
    expect(router.location().search).toBe('?q=zzz');
    expect(calls.filter((call) => call.url.searchParams.get('q') === 'zzz')).toHaveLength(1);
  });

  it("shows 'Error: Error fetching prechecks' when the list fails", async () => {
    mockFetch(() => errorResponse(500, 'internal_error', 'Internal error'));
    renderList();
    expect(await screen.findByText('Error: Error fetching prechecks')).toBeInTheDocument();
  });
});
