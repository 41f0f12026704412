import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { UnsubscribePage } from './unsubscribe-page';

/** The one-click endpoint: the token `valid` works once, anything else is unknown. */
function unsubscribeApi() {
  let used = false;
  return mockFetch(({ method, url }) => {
    const token = url.searchParams.get('token');
    if (method !== 'POST' || url.pathname !== '/api/notifications/unsubscribe' || token !== 'valid' || used)
      return errorResponse(404, 'not_found', 'Not found');
    used = true;
    return jsonResponse(204);
  });
}

const render = (token: string | null) =>
  renderRoutes([{ path: '/', element: <UnsubscribePage token={token} /> }], { entries: ['/'] });

describe('the unsubscribe page of a team notice', () => {
  it('asks first, then turns the notices off with the link’s token', async () => {
    const { calls } = unsubscribeApi();
    const { user } = render('valid');
    expect(screen.getByRole('heading', { name: 'Stop new pre-check emails' })).toBeInTheDocument();
    // Opening the page alone changes nothing: a link scanner must not unsubscribe anyone.
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Stop these emails' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/no longer receive an email/);
    expect(calls.map((c) => c.url.searchParams.get('token'))).toEqual(['valid']);
  });

  it('says a spent or forged link is no longer valid', async () => {
    unsubscribeApi();
    const { user } = render('forged');
    await user.click(screen.getByRole('button', { name: 'Stop these emails' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/already been used or is not valid/);
    expect(screen.queryByRole('button', { name: 'Stop these emails' })).not.toBeInTheDocument();
  });

  it('without a token offers nothing to press', () => {
    unsubscribeApi();
    render(null);
    expect(screen.getByRole('alert')).toHaveTextContent(/already been used or is not valid/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
