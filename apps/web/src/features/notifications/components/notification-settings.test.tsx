import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { NotificationSettings } from './notification-settings';

/** The admin's stored choice, which PUT replaces unless `refuse` says why not. */
function notificationsApi(refuse?: string) {
  let newPrecheck = false;
  return mockFetch(({ method, url, body }) => {
    if (url.pathname !== '/api/me/notifications') return errorResponse(404, 'not_found', 'Not found');
    if (method === 'PUT') {
      if (refuse) return errorResponse(503, 'service_unavailable', refuse);
      newPrecheck = (body as { newPrecheck: boolean }).newPrecheck;
    }
    return jsonResponse(200, { newPrecheck });
  });
}

const render = () => renderRoutes([{ path: '/', element: <NotificationSettings /> }], { entries: ['/'] });

describe("an admin's choice of a mail for each new pre-check", () => {
  it('starts as stored, and is saved when ticked and unticked', async () => {
    const { calls } = notificationsApi();
    const { user } = render();
    const box = await screen.findByRole('checkbox', { name: 'Mail me each new pre-check' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/type, company, region, services and reference/);
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { newPrecheck: true } });
    await waitFor(() => expect(box).toBeEnabled());
    await user.click(box);
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { newPrecheck: false } }));
    await waitFor(() => expect(box).not.toBeChecked());
  });

  it('says so when the choice could not be saved, and shows what is still stored', async () => {
    notificationsApi('Database unavailable');
    const { user } = render();
    const box = await screen.findByRole('checkbox', { name: 'Mail me each new pre-check' });
    await user.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your choice could not be saved. Database unavailable',
    );
    expect(box).not.toBeChecked();
  });
});
