import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { PasskeysList } from './passkeys-list';

const browser = vi.hoisted(() => ({ startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

const LAPTOP = '00000000-0000-4000-8000-0000000000a1';
const passkey = (id: string, name: string) => ({
  id,
  name,
  createdAt: '2026-12-01T09:00:00.000Z',
  lastUsedAt: null,
});

/** One user's passkeys: options, the browser's answer kept, a removal. */
function passkeysApi(available = true) {
  let items = [passkey(LAPTOP, 'Laptop')];
  return mockFetch(({ method, url, body }) => {
    if (method === 'GET') return jsonResponse(200, { items, available });
    if (url.pathname === '/api/me/passkeys/options')
      return jsonResponse(200, { challenge: 'c2FsdA', rp: {} });
    if (url.pathname === '/api/me/passkeys') {
      const created = passkey('00000000-0000-4000-8000-0000000000a2', (body as { name: string }).name);
      items = [...items, created];
      return jsonResponse(201, created);
    }
    items = items.filter((item) => !url.pathname.endsWith(item.id));
    return jsonResponse(204);
  });
}

beforeEach(() => {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  browser.startRegistration.mockReset();
});

describe('PasskeysList', () => {
  it('adds a passkey under its name: the server’s options to the browser, its answer back', async () => {
    browser.startRegistration.mockResolvedValue({ id: 'cred', type: 'public-key', response: {} });
    const { calls } = passkeysApi();
    const { user } = renderRoutes([{ path: '/', element: <PasskeysList /> }]);
    expect(await screen.findByText('Laptop')).toBeInTheDocument();
    const name = screen.getByLabelText('Name of the new passkey');
    await user.clear(name);
    await user.type(name, 'Phone');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Passkey Phone added.')).toBeInTheDocument();
    expect(name).toHaveValue('Passkey');
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c2FsdA', rp: {} } });
    const kept = calls.find((call) => call.method === 'POST' && call.url.pathname === '/api/me/passkeys');
    expect(kept?.body).toEqual({ name: 'Phone', response: { id: 'cred', type: 'public-key', response: {} } });
    expect(await screen.findByText('Phone')).toBeInTheDocument();
  });

  it('names a new passkey after the device it is made on, unless told otherwise', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    );
    browser.startRegistration.mockResolvedValue({ id: 'cred', type: 'public-key', response: {} });
    const { calls } = passkeysApi();
    const { user } = renderRoutes([{ path: '/', element: <PasskeysList /> }]);
    expect(await screen.findByLabelText('Name of the new passkey')).toHaveValue('Chrome on macOS');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Passkey Chrome on macOS added.')).toBeInTheDocument();
    const kept = calls.find((call) => call.method === 'POST' && call.url.pathname === '/api/me/passkeys');
    expect(kept?.body).toMatchObject({ name: 'Chrome on macOS' });
  });

  it('says calmly that nothing changed when the person closes the browser’s prompt', async () => {
    browser.startRegistration.mockRejectedValue(
      Object.assign(new Error('closed'), { name: 'NotAllowedError' }),
    );
    const { calls } = passkeysApi();
    const { user } = renderRoutes([{ path: '/', element: <PasskeysList /> }]);
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect(
      await screen.findByText('Nothing was changed: the passkey prompt was closed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      calls.filter((call) => call.url.pathname === '/api/me/passkeys' && call.method === 'POST'),
    ).toEqual([]);
  });

  it('removes one by its named button, once confirmed', async () => {
    const { calls } = passkeysApi();
    const { user } = renderRoutes([{ path: '/', element: <PasskeysList /> }]);
    await user.click(await screen.findByRole('button', { name: 'Remove passkey Laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the passkey Laptop?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    expect(screen.getByText('Laptop')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove passkey Laptop' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove the passkey Laptop?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByText('Passkey Laptop removed.')).toBeInTheDocument();
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url.pathname)).toEqual([
      `/api/me/passkeys/${LAPTOP}`,
    ]);
  });

  it('says in its own words when the sign-in is too old to add a passkey', async () => {
    const { calls } = mockFetch(({ method, url }) => {
      if (method === 'GET') return jsonResponse(200, { items: [], available: true });
      if (url.pathname === '/api/me/passkeys/options')
        return errorResponse(403, 'sign_in_again', 'For this, please sign out and sign in again');
      throw new Error(`unexpected ${method} ${url.pathname}`);
    });
    const { user } = renderRoutes([{ path: '/', element: <PasskeysList /> }]);
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The passkey could not be changed: For this, please sign out and sign in again',
    );
    expect(browser.startRegistration).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says passkeys are unavailable where the portal runs at an IP address', async () => {
    passkeysApi(false);
    renderRoutes([{ path: '/', element: <PasskeysList /> }]);
    expect(await screen.findByText(/Passkeys are not available here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });

  it('says passkeys are unavailable where the browser cannot use them, and still lists them', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    passkeysApi();
    renderRoutes([{ path: '/', element: <PasskeysList /> }]);
    expect(await screen.findByText(/Passkeys are not available here/)).toBeInTheDocument();
    expect(screen.getByText('Laptop')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });
});
