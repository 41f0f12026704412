import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { SessionsList } from './sessions-list';

const CURRENT = '00000000-0000-4000-8000-0000000000c1';
const PHONE = '00000000-0000-4000-8000-0000000000c2';
const SCRIPT = '00000000-0000-4000-8000-0000000000c3';
const session = (id: string, userAgent: string | null, current = false) => ({
  id,
  createdAt: '2026-12-01T09:00:00.000Z',
  lastUsedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  ip: '203.0.113.7',
  userAgent,
  method: 'email-code',
  current,
});

/** One user's sessions; ending them takes them off the list. */
function sessionsApi() {
  let items = [
    session(CURRENT, 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', true),
    session(
      PHONE,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Version/18.1 Mobile/15E148 Safari/604.1',
    ),
    session(SCRIPT, 'curl/8.5.0'),
  ];
  return mockFetch(({ method, url }) => {
    if (method === 'GET') return jsonResponse(200, { items });
    if (url.pathname === '/api/me/sessions') {
      const ended = items.length - 1;
      items = items.filter((item) => item.current);
      return jsonResponse(200, { ended });
    }
    items = items.filter((item) => !url.pathname.endsWith(item.id));
    return jsonResponse(204);
  });
}

const renderList = () => renderRoutes([{ path: '/', element: <SessionsList /> }], { entries: ['/'] });

describe('the sessions list', () => {
  it('names each device, marks the current session, and ends another on its own', async () => {
    const { calls } = sessionsApi();
    const { user } = renderList();
    await screen.findByText('Firefox on Linux');
    const current = screen
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText('Firefox on Linux'))!;
    expect(within(current).getByText('This session')).toBeInTheDocument();
    expect(within(current).getByText('From 203.0.113.7')).toBeInTheDocument();
    expect(within(current).getByText('Last used 2 hours ago')).toBeInTheDocument();
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Unknown device')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(await screen.findByText('The session was signed out.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url.pathname).toBe(`/api/me/sessions/${PHONE}`);
    expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument();
  });

  it('signs out all the others after a confirmation, and says how many', async () => {
    sessionsApi();
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out all other sessions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out all other sessions' }));
    expect(await screen.findByText('Other sessions signed out: 2')).toBeInTheDocument();
    expect(await screen.findByText('No other sessions.')).toBeInTheDocument();
  });
});
