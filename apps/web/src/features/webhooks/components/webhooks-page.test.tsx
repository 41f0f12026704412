import type { WebhookCreated, WebhookEndpoint } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, type MockRequest, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { findRowByCell } from '@/test/table';
import { WebhooksPage } from './webhooks-page';

const ADMIN = { id: '00000000-0000-4000-8000-000000000001', email: 'admin@example.com' };
const SECRET = `whsec_${'c2VjcmV0'.repeat(5)}MTIzNDU2Nzg=`;

const crm: WebhookEndpoint = {
  id: '00000000-0000-4000-8000-00000000000a',
  url: 'https://crm.example.com/hooks/portal',
  events: ['precheck_pos.created', 'precheck.created'],
  description: 'New pre-checks for the CRM',
  enabled: true,
  disabledReason: null,
  failingSince: '2026-11-26T10:00:00.000Z',
  previousSecretExpiresAt: null,
  createdBy: ADMIN,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
};
const gone: WebhookEndpoint = {
  ...crm,
  id: '00000000-0000-4000-8000-00000000000b',
  url: 'https://old.example.com/hooks',
  events: ['merchant.deleted'],
  description: null,
  enabled: false,
  disabledReason: 'gone',
  failingSince: null,
};
const failing: WebhookEndpoint = {
  ...gone,
  id: '00000000-0000-4000-8000-00000000000c',
  url: 'https://down.example.com/hooks',
  disabledReason: 'failing',
};

/** The webhooks API over `endpoints`: a create adds one, unless `refuse` answers it. */
function webhooksApi(endpoints: WebhookEndpoint[], refuse?: (body: unknown) => Response | undefined) {
  let items = [...endpoints];
  return mockFetch(({ method, body }) => {
    if (method === 'GET') return jsonResponse(200, { items });
    const refusal = refuse?.(body);
    if (refusal) return refusal;
    const data = body as { url: string; events: WebhookEndpoint['events']; description?: string };
    const created: WebhookCreated = {
      ...crm,
      id: '00000000-0000-4000-8000-00000000000d',
      url: data.url,
      events: data.events,
      description: data.description ?? null,
      failingSince: null,
      secret: SECRET,
    };
    items = [created, ...items];
    return jsonResponse(201, created);
  });
}

const renderPage = () =>
  renderRoutes(
    [
      { path: '/webhooks', element: <WebhooksPage /> },
      { path: '/webhooks/:id', element: <p>endpoint page</p> },
    ],
    { entries: ['/webhooks'] },
  );

const posts = (calls: MockRequest[]) => calls.filter(({ method }) => method === 'POST');

describe('WebhooksPage', () => {
  it('lists each endpoint with its URL, description, translated events, status and failing since', async () => {
    webhooksApi([crm, gone, failing]);
    renderPage();
    const crmRow = await findRowByCell(crm.url);
    expect(within(crmRow).getByText('New pre-checks for the CRM')).toBeInTheDocument();
    expect(within(crmRow).getByText('POS pre-check submitted')).toBeInTheDocument();
    expect(within(crmRow).getByText('eCommerce pre-check submitted')).toBeInTheDocument();
    expect(within(crmRow).getByText('Enabled')).toBeInTheDocument();
    expect(within(crmRow).getByText(/Nov 26, 2026/)).toBeInTheDocument();
    expect(within(crmRow).getByRole('link', { name: `Open the endpoint ${crm.url}` })).toHaveAttribute(
      'href',
      `/webhooks/${crm.id}`,
    );

    const goneRow = await findRowByCell(gone.url);
    expect(within(goneRow).getByText('Merchant deleted')).toBeInTheDocument();
    expect(within(goneRow).getByText('Disabled')).toBeInTheDocument();
    expect(
      within(goneRow).getByText('Disabled by the portal: the endpoint answered 410 Gone.'),
    ).toBeInTheDocument();
    expect(
      within(await findRowByCell(failing.url)).getByText(
        'Disabled by the portal: every delivery failed for 5 days.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the list cannot be fetched, never as an empty list', async () => {
    mockFetch(() => errorResponse(500, 'internal_error', 'Something went wrong'));
    renderPage();
    expect(await screen.findByText('Error fetching the webhook endpoints')).toBeInTheDocument();
    expect(screen.queryByText('There are no webhook endpoints yet.')).not.toBeInTheDocument();
  });

  it('checks the form before sending: a URL and at least one event', async () => {
    const { calls } = webhooksApi([]);
    const { user } = renderPage();
    expect(await screen.findByText('There are no webhook endpoints yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(screen.getByRole('textbox', { name: /^URL/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('URL is required')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one event')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^URL/ }), 'ftp://files.example.com');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(
      await screen.findByText('Enter an http:// or https:// address without spaces, user name or password'),
    ).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it('offers every event by its translated name, each with the name the receiver reads', async () => {
    webhooksApi([]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const group = screen.getByRole('group', { name: /^Events/ });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual([
      'precheck_pos.created',
      'precheck_pos.deleted',
      'precheck_pos.status_changed',
      'precheck_pos.updated',
      'precheck.created',
      'precheck.deleted',
      'precheck.status_changed',
      'precheck.updated',
      'merchant.created',
      'merchant.updated',
      'merchant.deleted',
      'data_subject.erased',
    ]);
    expect(within(group).getByRole('checkbox', { name: 'Merchant changed' })).toHaveAccessibleDescription(
      'merchant.updated',
    );
    expect(
      within(group).getByRole('checkbox', { name: 'POS pre-check status changed' }),
    ).toHaveAccessibleDescription('precheck_pos.status_changed');
  });

  it('says a refused URL at its field and keeps everything entered', async () => {
    const refusal =
      'This address is in a private, loopback or link-local network, which webhooks may not reach';
    const { calls } = webhooksApi([], () =>
      errorResponse(400, 'webhook_url_refused', 'Events cannot be sent to this address', {}, [
        { path: 'url', code: 'webhook_url_refused', message: refusal },
      ]),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const url = screen.getByRole('textbox', { name: /^URL/ });
    await user.type(url, 'http://10.0.0.1/hooks');
    await user.click(screen.getByRole('checkbox', { name: 'Merchant created' }));
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Warehouse');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    await waitFor(() => expect(url).toHaveAccessibleDescription(expect.stringContaining(refusal)));
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveValue('http://10.0.0.1/hooks');
    expect(screen.getByRole('checkbox', { name: 'Merchant created' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('Warehouse');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(posts(calls).map(({ body }) => body)).toEqual([
      { url: 'http://10.0.0.1/hooks', events: ['merchant.created'], description: 'Warehouse' },
    ]);
  });

  it('shows the server’s words above the buttons when a refusal names no field', async () => {
    webhooksApi([], () => errorResponse(403, 'forbidden', 'You are not allowed to do this'));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    await user.type(screen.getByRole('textbox', { name: /^URL/ }), 'https://crm.example.com/hooks');
    await user.click(screen.getByRole('checkbox', { name: 'Merchant created' }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The endpoint could not be added.You are not allowed to do this',
    );
    expect(screen.getByRole('textbox', { name: /^URL/ })).toHaveValue('https://crm.example.com/hooks');
  });

  it('adds an endpoint, shows its secret once with a Copy button, and forgets it on Done', async () => {
    const { calls } = webhooksApi([gone]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    await user.type(screen.getByRole('textbox', { name: /^URL/ }), '  https://erp.example.com/in ');
    // Ticked out of order: the request names them in the list's order.
    await user.click(screen.getByRole('checkbox', { name: 'Merchant deleted' }));
    await user.click(screen.getByRole('checkbox', { name: 'POS pre-check deleted' }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    const title = await screen.findByRole('heading', { name: 'Endpoint added: its signing secret' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(screen.getByTestId('new-webhook-secret')).toHaveTextContent(SECRET);
    expect(posts(calls).map(({ body }) => body)).toEqual([
      { url: 'https://erp.example.com/in', events: ['precheck_pos.deleted', 'merchant.deleted'] },
    ]);
    // The list was asked afresh and shows the new endpoint beside the old one; the form is gone.
    expect(await findRowByCell('https://erp.example.com/in')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^URL/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the endpoint' })).toHaveAttribute(
      'href',
      '/webhooks/00000000-0000-4000-8000-00000000000d',
    );

    await user.click(screen.getByRole('button', { name: 'Copy secret' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add endpoint' })).toBeInTheDocument();
  });

  it('says an endpoint deleted on its page is gone, until closed', async () => {
    webhooksApi([crm]);
    const { user } = renderRoutes([{ path: '/webhooks', element: <WebhooksPage /> }], {
      entries: [{ pathname: '/webhooks', state: { deleted: 'https://old.example.com/hooks' } }],
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The endpoint https://old.example.com/hooks is deleted.',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/is deleted/)).not.toBeInTheDocument();
  });
});
