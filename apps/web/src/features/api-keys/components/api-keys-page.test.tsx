import type { ApiKey, ApiKeyCreated } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, type MockRequest, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { findRowByCell } from '@/test/table';
import { ApiKeysPage } from './api-keys-page';

const ADMIN = { id: '00000000-0000-4000-8000-000000000001', email: 'admin@example.com' };
const KEY = `pk_${'A1b2C3d4'.repeat(5)}xyz123456`;

const crm: ApiKey = {
  id: '00000000-0000-4000-8000-00000000000a',
  name: 'CRM',
  scopes: ['prechecks:read', 'prechecks:write'],
  createdBy: ADMIN,
  createdAt: '2026-11-20T09:00:00.000Z',
  expiresAt: null,
  lastUsedAt: '2026-11-26T10:00:00.000Z',
  lastUsedFrom: '203.0.113.7',
};
const warehouse: ApiKey = {
  id: '00000000-0000-4000-8000-00000000000b',
  name: 'Warehouse',
  scopes: ['merchants:read'],
  createdBy: null,
  createdAt: '2026-01-02T09:00:00.000Z',
  expiresAt: '2026-02-01T00:00:00.000Z',
  lastUsedAt: null,
  lastUsedFrom: null,
};

const codeIncorrect = () =>
  errorResponse(400, 'code_incorrect', 'The code is not correct', {}, [
    { path: 'code', code: 'code_incorrect', message: 'The code is not correct' },
  ]);

/** The API keys API over `keys`: a create with the code 123456 adds one, a revoke removes it. */
function apiKeysApi(keys: ApiKey[]) {
  let items = [...keys];
  return mockFetch(({ method, url, body }) => {
    if (method === 'GET') return jsonResponse(200, { items });
    if (method === 'POST') {
      const data = body as { name: string; scopes: ApiKey['scopes']; expiresAt?: string; code: string };
      if (data.code !== '123456') return codeIncorrect();
      const created: ApiKeyCreated = {
        ...crm,
        id: '00000000-0000-4000-8000-00000000000c',
        name: data.name,
        scopes: data.scopes,
        expiresAt: data.expiresAt ?? null,
        lastUsedAt: null,
        lastUsedFrom: null,
        key: KEY,
      };
      items = [created, ...items];
      return jsonResponse(201, created);
    }
    items = items.filter((key) => !url.pathname.endsWith(key.id));
    return jsonResponse(204);
  });
}

const renderPage = () =>
  renderRoutes([{ path: '/api-keys', element: <ApiKeysPage /> }], { entries: ['/api-keys'] });

const posts = (calls: MockRequest[]) => calls.filter(({ method }) => method === 'POST');

describe('ApiKeysPage', () => {
  it('lists each key with its translated scopes, creator, expiry and last use', async () => {
    apiKeysApi([crm, warehouse]);
    renderPage();
    const crmRow = await findRowByCell('CRM');
    expect(within(crmRow).getByText('Read pre-checks')).toBeInTheDocument();
    expect(within(crmRow).getByText('Submit pre-checks')).toBeInTheDocument();
    expect(within(crmRow).getByText('admin@example.com')).toBeInTheDocument();
    expect(within(crmRow).getByText('Never')).toBeInTheDocument();
    expect(within(crmRow).getByText('from 203.0.113.7')).toBeInTheDocument();
    expect(within(crmRow).queryByText('Expired')).not.toBeInTheDocument();

    const warehouseRow = await findRowByCell('Warehouse');
    expect(within(warehouseRow).getByText('Read merchants')).toBeInTheDocument();
    expect(within(warehouseRow).getByText('-')).toBeInTheDocument();
    expect(within(warehouseRow).getByText('Expired')).toBeInTheDocument();
    expect(within(warehouseRow).getByText('Never')).toBeInTheDocument();
  });

  it('says when the list cannot be fetched, never as an empty list', async () => {
    mockFetch(() => errorResponse(500, 'internal_error', 'Something went wrong'));
    renderPage();
    expect(await screen.findByText('Error fetching the API keys')).toBeInTheDocument();
    expect(screen.queryByText('There are no API keys yet.')).not.toBeInTheDocument();
  });

  it('checks the form before sending: a name, a scope, an expiry and a six-digit code', async () => {
    const { calls } = apiKeysApi([]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    await user.clear(screen.getByLabelText(/Valid until/));
    await user.type(screen.getByLabelText(/Authenticator code/), '12');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Choose the last day the key works')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one scope')).toBeInTheDocument();
    expect(screen.getByLabelText(/Authenticator code/)).toHaveAccessibleDescription(
      'Enter the 6-digit code of your authenticator app',
    );
    expect(posts(calls)).toEqual([]);
  });

  it('says a wrong authenticator code at its field and keeps what was entered', async () => {
    const { calls } = apiKeysApi([]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'CRM');
    await user.click(screen.getByRole('checkbox', { name: 'Read pre-checks' }));
    const code = screen.getByLabelText(/Authenticator code/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('The code is not correct'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('CRM');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The expiry the form starts at: the end of the day 90 days ahead.
    const inNinetyDays = new Date();
    inNinetyDays.setDate(inNinetyDays.getDate() + 90);
    inNinetyDays.setHours(23, 59, 59, 999);
    expect(posts(calls).map(({ body }) => body)).toEqual([
      { name: 'CRM', scopes: ['prechecks:read'], code: '000000', expiresAt: inNinetyDays.toISOString() },
    ]);
  });

  it('creates a key, shows it once with a Copy button, and forgets it on Done', async () => {
    const { calls } = apiKeysApi([crm]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Warehouse');
    await user.click(screen.getByRole('checkbox', { name: 'Read merchants' }));
    await user.clear(screen.getByLabelText(/Valid until/));
    await user.type(screen.getByLabelText(/Valid until/), '2099-12-31');
    await user.type(screen.getByLabelText(/Authenticator code/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const title = await screen.findByRole('heading', { name: 'Your new API key: Warehouse' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(screen.getByTestId('new-api-key')).toHaveTextContent(KEY);
    const [sent] = posts(calls);
    expect(sent?.body).toEqual({
      name: 'Warehouse',
      scopes: ['merchants:read'],
      code: '123456',
      expiresAt: new Date(2099, 11, 31, 23, 59, 59, 999).toISOString(),
    });
    // The list was asked afresh and shows the new key beside the old one; the form is gone.
    expect(await findRowByCell('Warehouse')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create key' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(KEY);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(KEY)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create API key' })).toBeInTheDocument();
  });

  it('revokes a key only once confirmed, then says so', async () => {
    const { calls } = apiKeysApi([crm, warehouse]);
    const { user } = renderPage();
    await findRowByCell('CRM');
    await user.click(screen.getByRole('button', { name: 'Revoke API key CRM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    expect(dialog).toHaveTextContent('CRM stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter(({ method }) => method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Revoke API key CRM' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Revoke this API key?' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('The API key CRM is revoked.');
    expect(calls.filter(({ method }) => method === 'DELETE').map(({ url }) => url.pathname)).toEqual([
      `/api/api-keys/${crm.id}`,
    ]);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'CRM' })).not.toBeInTheDocument());
    expect(await findRowByCell('Warehouse')).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s reason when a revoke is refused', async () => {
    mockFetch(({ method }) =>
      method === 'DELETE'
        ? errorResponse(404, 'not_found', 'This API key no longer exists.')
        : jsonResponse(200, { items: [crm] }),
    );
    const { user } = renderPage();
    await findRowByCell('CRM');
    await user.click(screen.getByRole('button', { name: 'Revoke API key CRM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The API key could not be revoked.This API key no longer exists.',
    );
  });
});
