import type { User } from '@portal/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { findRowByCell } from '@/test/table';
import { UsersList } from './users-list';

function makeUser(n: number): User {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `User ${n}`,
    email: `user${n}@example.com`,
    role: n === 1 ? 'admin' : 'merchant',
    languagePreference: 'en',
    createdAt: '2026-01-05T10:00:00.000Z',
  };
}

/** A users endpoint over `total` users, paged and searched like the API. */
function usersApi(total: number) {
  const all = Array.from({ length: total }, (_, index) => makeUser(index + 1));
  return mockFetch(({ url }) => {
    const q = url.searchParams.get('q') ?? '';
    const page = Number(url.searchParams.get('page'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    const matching = all.filter((user) => user.name.toLowerCase().includes(q.toLowerCase()));
    const items = matching.slice((page - 1) * pageSize, page * pageSize);
    return jsonResponse(200, { items, total: matching.length, totalCapped: false, page, pageSize });
  });
}

function renderList(entry = '/users', advanceTimers?: (ms: number) => unknown) {
  return renderRoutes([{ path: '/users', element: <UsersList /> }], { entries: [entry], advanceTimers });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('UsersList', () => {
  it('shows the page from the URL with translated roles and edit links', async () => {
    const { calls } = usersApi(45);
    renderList('/users?page=2');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const row = await findRowByCell('User 21');
    expect(within(row).getByText('Merchant')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit User 21' })).toHaveAttribute(
      'href',
      '/edit-user/00000000-0000-4000-8000-000000000021',
    );
    expect(calls[0]?.url.search).toBe('?page=2&pageSize=20');
    expect(screen.getByText('21 - 40 out of 45 results')).toBeInTheDocument();
  });

  it('debounces the search by 500 ms and starts the new search at page 1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = usersApi(45);
    const { user, router } = renderList('/users?page=3', (ms) => vi.advanceTimersByTime(ms));
    await screen.findByText('User 41');

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'User 1');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(calls.some((call) => call.url.searchParams.has('q'))).toBe(false);

    act(() => {
      vi.advanceTimersByTime(100);
    });
    await waitFor(() => expect(router.location().search).toBe('?q=User+1'));
    await screen.findByText('User 10');
    const searches = calls.filter((call) => call.url.searchParams.has('q'));
    expect(searches).toHaveLength(1);
    expect(searches[0]?.url.searchParams.get('q')).toBe('User 1');
    expect(searches[0]?.url.searchParams.get('page')).toBe('1');
  });

  it('moves between pages through the URL', async () => {
    usersApi(45);
    const { user, router } = renderList();
    await screen.findByText('User 1');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('User 41')).toBeInTheDocument();
    expect(router.location().search).toBe('?page=3');
  });

  it('says so when there are no users', async () => {
    usersApi(0);
    renderList();
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it('says so when a search finds nobody', async () => {
    usersApi(3);
    renderList('/users?q=zzz');
    expect(await screen.findByText('No users found for your search.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('zzz');
  });

  it("shows 'Error fetching users.' when the list fails", async () => {
    mockFetch(() => errorResponse(500, 'internal_error', 'Something went wrong'));
    renderList();
    expect(await screen.findByText('Error fetching users.')).toBeInTheDocument();
  });
});
