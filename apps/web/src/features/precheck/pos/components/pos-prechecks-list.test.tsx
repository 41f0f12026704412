import type { PosPrecheckListItem } from '@portal/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { findRowByCell, rowByCell } from '@/test/table';
import { PosPrechecksList } from './pos-prechecks-list';

function makeItem(n: number, overrides: Partial<PosPrecheckListItem> = {}): PosPrecheckListItem {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    reference: `P-0000-${String(n).padStart(4, '0')}`,
    company: `Company ${n}`,
    contactPerson: `Person ${n}`,
    email: `person${n}@example.com`,
    additionalServices: [],
    createdAt: '2024-01-05T12:00:00.000Z',
    status: 'submitted',
    statusChangedAt: '2024-01-05T12:00:00.000Z',
    assignee: null,
    overdue: false,
    ...overrides,
  };
}

/** The list endpoint over `items`, searched and paged like the API. */
function listApi(items: PosPrecheckListItem[]) {
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

function renderList(entry = '/precheck-pos', advanceTimers?: (ms: number) => unknown) {
  return renderRoutes([{ path: '/precheck-pos', element: <PosPrechecksList /> }], {
    entries: [entry],
    advanceTimers,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('POS pre-check list', () => {
  it('shows each review and asks the API for the queue the filters name, in the URL', async () => {
    const { calls } = listApi([
      makeItem(1, { status: 'in_review', assignee: { id: 'u1', name: 'Rita First' }, overdue: true }),
    ]);
    const { user, router } = renderList();
    const row = await findRowByCell('Company 1');
    expect(within(row).getByText('In review')).toBeInTheDocument();
    expect(within(row).getByText('Rita First')).toBeInTheDocument();
    expect(within(row).getByText('Overdue')).toBeInTheDocument();

    const filters = screen.getByRole('group', { name: 'Review queue' });
    await user.selectOptions(within(filters).getByLabelText('Status'), 'In review');
    await user.selectOptions(within(filters).getByLabelText('Assigned to'), 'Me');
    await user.selectOptions(within(filters).getByLabelText('Order'), 'Waiting longest first');
    await user.click(within(filters).getByRole('checkbox', { name: 'Overdue only' }));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('overdue')).toBe('true'));
    const asked = calls.at(-1)!.url.searchParams;
    expect(
      Object.fromEntries(['status', 'assignee', 'sort', 'page'].map((key) => [key, asked.get(key)])),
    ).toEqual({
      status: 'in_review',
      assignee: 'me',
      sort: 'waiting',
      page: '1',
    });
    expect(router.location().search).toBe('?status=in_review&assignee=me&sort=waiting&overdue=true');
  });

  it('shows company, contact with mailto, service chips, the date and a View link', async () => {
    const { calls } = listApi([
      makeItem(1, { additionalServices: ['cashPooling', 'dcc'] }),
      makeItem(2, { contactPerson: '', email: '' }),
    ]);
    renderList();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'POS Pre-checks' })).toBeInTheDocument();

    const first = await findRowByCell('Company 1');
    expect(within(first).getByText('Person 1')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'person1@example.com' })).toHaveAttribute(
      'href',
      'mailto:person1@example.com',
    );
    expect(within(first).getByText('Cash pooling')).toBeInTheDocument();
    expect(within(first).getByText('DCC')).toBeInTheDocument();
    expect(within(first).getByText('Jan 5, 2024')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View the pre-check of Company 1' })).toHaveAttribute(
      'href',
      '/precheck-pos/00000000-0000-4000-8000-000000000001',
    );

    // A missing contact is a dash; so is an empty list of services.
    const second = rowByCell('Company 2');
    expect(within(second).getAllByText('-')).toHaveLength(2);
    expect(within(second).queryByRole('link', { name: /@/ })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Add POS pre-check' })).toHaveAttribute(
      'href',
      '/add-precheck-pos',
    );
    expect(screen.getByPlaceholderText('Search by company, contact person or email')).toBeInTheDocument();
    expect(calls[0]?.url.search).toBe('?page=1&pageSize=20');
  });

  it('translates chips and dates into the UI language', async () => {
    await i18n.changeLanguage('de');
    listApi([makeItem(1, { additionalServices: ['documentArchiving'] })]);
    renderList();
    expect(await screen.findByText('Online-Dokumentenarchivierung')).toBeInTheDocument();
    expect(screen.getByText('5. Jan. 2024')).toBeInTheDocument();
  });

  it('debounces the search, keeps it in the URL and starts again at page 1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = listApi(Array.from({ length: 45 }, (_, i) => makeItem(i + 1)));
    const { user, router } = renderList('/precheck-pos?page=2', (ms) => vi.advanceTimersByTime(ms));
    await screen.findByText('Company 21');
    expect(screen.getByText('21 - 40 out of 45 results')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search POS pre-checks' }), 'Company 4');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(calls.some((call) => call.url.searchParams.has('q'))).toBe(false);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    await waitFor(() => expect(router.location().search).toBe('?q=Company+4'));
    await screen.findByText('Company 40');
    const searches = calls.filter((call) => call.url.searchParams.has('q'));
    expect(searches).toHaveLength(1);
    expect(searches[0]?.url.searchParams.get('page')).toBe('1');
  });

  it('says so when there are no pre-checks', async () => {
    listApi([]);
    renderList();
    expect(await screen.findByText('No POS Pre-checks found.')).toBeInTheDocument();
  });

  it('says so when a search finds nothing', async () => {
    listApi([makeItem(1)]);
    renderList('/precheck-pos?q=zzz');
    expect(await screen.findByText('No POS Pre-checks found for your search.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search POS pre-checks' })).toHaveValue('zzz');
  });

  it("shows 'Error fetching POS Pre-checks.' when the list fails", async () => {
    mockFetch(() => errorResponse(500, 'internal_error', 'Something went wrong'));
    renderList();
    expect(await screen.findByText('Error fetching POS Pre-checks.')).toBeInTheDocument();
  });
});
