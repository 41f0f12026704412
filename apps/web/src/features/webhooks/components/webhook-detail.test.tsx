import type { WebhookDelivery, WebhookEndpoint } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, type MockRequest, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { findRowByCell } from '@/test/table';
import { WebhookDetail } from './webhook-detail';

const ID = '00000000-0000-4000-8000-00000000000a';
const SECRET = `whsec_${'bmV3c2VjcmV0'.repeat(4)}`;

const endpoint: WebhookEndpoint = {
  id: ID,
  url: 'https://crm.example.com/hooks/portal',
  events: ['precheck_pos.created', 'merchant.updated'],
  description: 'New pre-checks for the CRM',
  enabled: true,
  disabledReason: null,
  failingSince: null,
  previousSecretExpiresAt: null,
  createdBy: { id: '00000000-0000-4000-8000-000000000001', email: 'admin@example.com' },
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
};

const delivery = (
  id: string,
  status: WebhookDelivery['status'],
  overrides: Partial<WebhookDelivery> = {},
): WebhookDelivery => ({
  id: `00000000-0000-4000-8000-0000000001${id}`,
  webhookId: `msg_00000000-0000-4000-8000-0000000002${id}`,
  type: 'precheck_pos.created',
  status,
  attempts: 1,
  nextAttemptAt: null,
  lastError: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  sentAt: null,
  log: [
    {
      attempt: 1,
      at: '2026-11-26T10:00:00.000Z',
      statusCode: 200,
      durationMs: 1234,
      response: '{"ok":true}',
      error: null,
    },
  ],
  ...overrides,
});

const delivered = delivery('01', 'sent', { sentAt: '2026-11-26T10:00:01.000Z' });
const failed = delivery('02', 'failed', {
  type: 'merchant.updated',
  attempts: 8,
  lastError: 'HTTP 500',
  log: [
    {
      attempt: 8,
      at: '2026-11-27T10:00:00.000Z',
      statusCode: 500,
      durationMs: 87,
      response: `<html><body>${'Internal error '.repeat(80)}</body></html>`.slice(0, 1024),
      error: 'HTTP 500',
    },
  ],
});
const unreachable = delivery('03', 'retrying', {
  attempts: 2,
  nextAttemptAt: '2026-11-26T10:05:05.000Z',
  log: [
    {
      attempt: 2,
      at: '2026-11-26T10:00:05.000Z',
      statusCode: null,
      durationMs: 10000,
      response: null,
      error: 'no answer within 10 s',
    },
  ],
});
const skipped = delivery('04', 'skipped', { attempts: 0, lastError: 'endpoint_disabled', log: [] });

type Api = {
  endpoint: WebhookEndpoint;
  etag: number;
  deliveries: WebhookDelivery[];
  /** Answers a request before the API's own handling, e.g. with a refusal. */
  before?: (request: MockRequest) => Response | undefined;
};

/** The endpoint's API: its record with an ETag that moves on each change, its log, and its actions. */
function endpointApi(state: Api) {
  const tag = () => `"v${state.etag}"`;
  return mockFetch((request) => {
    const early = state.before?.(request);
    if (early) return early;
    const { method, url, body, headers } = request;
    const path = url.pathname.replace(`/api/webhooks/${ID}`, '');
    if (method === 'GET' && path === '') return jsonResponse(200, state.endpoint, { ETag: tag() });
    if (method === 'GET' && path === '/deliveries') {
      const items = state.deliveries;
      return jsonResponse(200, { items, total: items.length, totalCapped: false, page: 1, pageSize: 25 });
    }
    if (method === 'PUT') {
      if (headers.get('If-Match') !== tag()) {
        return errorResponse(412, 'precondition_failed', 'Someone else changed this since you read it');
      }
      const data = body as Pick<WebhookEndpoint, 'url' | 'events' | 'description' | 'enabled'>;
      state.endpoint = { ...state.endpoint, ...data, description: data.description || null };
      state.etag += 1;
      return jsonResponse(200, state.endpoint, { ETag: tag() });
    }
    if (method === 'POST' && path === '/rotate-secret') {
      state.endpoint = { ...state.endpoint, previousSecretExpiresAt: '2026-11-28T10:00:00.000Z' };
      state.etag += 1;
      return jsonResponse(200, { secret: SECRET });
    }
    if (method === 'POST' && path === '/test') {
      state.deliveries = [
        delivery('09', 'sent', { type: 'test', createdAt: '2026-11-27T12:00:00.000Z' }),
        ...state.deliveries,
      ];
      return jsonResponse(202);
    }
    if (method === 'POST' && path.endsWith('/resend')) return jsonResponse(202);
    if (method === 'DELETE') return jsonResponse(204);
    return errorResponse(404, 'not_found', 'Not found');
  });
}

const renderDetail = () =>
  renderRoutes(
    [
      { path: '/webhooks/:id', element: <WebhookDetail id={ID} /> },
      { path: '/webhooks', element: <p>the list</p> },
    ],
    { entries: [`/webhooks/${ID}`] },
  );

const requests = (calls: MockRequest[], method: string, suffix = '') =>
  calls.filter((call) => call.method === method && call.url.pathname === `/api/webhooks/${ID}${suffix}`);

const urlField = () => screen.getByRole('textbox', { name: /^URL/ });

describe('WebhookDetail', () => {
  it('shows the endpoint with its settings in the form', async () => {
    endpointApi({ endpoint, etag: 1, deliveries: [] });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Webhook endpoint', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('webhook-url')).toHaveTextContent(endpoint.url);
    expect(screen.getByText(/Created by admin@example.com on Nov 20, 2026/)).toBeInTheDocument();
    expect(urlField()).toHaveValue(endpoint.url);
    expect(screen.getByRole('checkbox', { name: 'POS pre-check submitted' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Merchant changed' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Merchant created' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('New pre-checks for the CRM');
    expect(screen.getByRole('checkbox', { name: 'Enabled' })).toBeChecked();
    expect(await screen.findByText('Nothing has been sent to this endpoint yet.')).toBeInTheDocument();
  });

  it('says why the portal disabled it, and since when its deliveries fail', async () => {
    endpointApi({
      endpoint: { ...endpoint, enabled: false, disabledReason: 'gone' },
      etag: 1,
      deliveries: [],
    });
    renderDetail();
    expect(
      await screen.findByText('Disabled by the portal: the endpoint answered 410 Gone.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Enabled' })).not.toBeChecked();
  });

  it('warns while every delivery fails', async () => {
    endpointApi({
      endpoint: { ...endpoint, failingSince: '2026-11-25T08:00:00.000Z' },
      etag: 1,
      deliveries: [],
    });
    renderDetail();
    expect(
      await screen.findByText(
        /Every delivery has failed since Nov 25, 2026.*After 5 days of failures the portal disables the endpoint\./,
      ),
    ).toBeInTheDocument();
  });

  it('saves with PUT, naming the version it read in If-Match, then names the answer’s version', async () => {
    const { calls } = endpointApi({ endpoint, etag: 1, deliveries: [] });
    const { user } = renderDetail();
    await screen.findByRole('heading', { name: 'Webhook endpoint', level: 1 });
    await user.click(screen.getByRole('checkbox', { name: 'Merchant deleted' }));
    await user.click(screen.getByRole('checkbox', { name: 'Enabled' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The endpoint is saved.')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /^Description/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests(calls, 'PUT')).toHaveLength(2));
    const puts = requests(calls, 'PUT');
    expect(puts.map((put) => put.headers.get('If-Match'))).toEqual(['"v1"', '"v2"']);
    expect(puts.map((put) => put.body)).toEqual([
      {
        url: endpoint.url,
        events: ['precheck_pos.created', 'merchant.updated', 'merchant.deleted'],
        description: 'New pre-checks for the CRM',
        enabled: false,
      },
      {
        url: endpoint.url,
        events: ['precheck_pos.created', 'merchant.updated', 'merchant.deleted'],
        description: '',
        enabled: false,
      },
    ]);
    expect(await screen.findByText('The endpoint is saved.')).toBeInTheDocument();
  });

  it('says a refused URL at its field and keeps the entries', async () => {
    const refusal = 'Use an https:// address: events are only sent encrypted';
    const state: Api = {
      endpoint,
      etag: 1,
      deliveries: [],
      before: ({ method }) =>
        method === 'PUT'
          ? errorResponse(400, 'webhook_url_refused', 'Events cannot be sent to this address', {}, [
              { path: 'url', code: 'webhook_url_refused', message: refusal },
            ])
          : undefined,
    };
    endpointApi(state);
    const { user } = renderDetail();
    await screen.findByRole('heading', { name: 'Webhook endpoint', level: 1 });
    await user.clear(urlField());
    await user.type(urlField(), 'http://crm.example.com/hooks');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(urlField()).toHaveAccessibleDescription(expect.stringContaining(refusal)));
    expect(urlField()).toHaveValue('http://crm.example.com/hooks');
  });

  it('after someone else’s change (412) keeps the entries, lists what differs, and a second save replaces it', async () => {
    const state: Api = { endpoint, etag: 1, deliveries: [] };
    const { calls } = endpointApi(state);
    const { user } = renderDetail();
    await screen.findByRole('heading', { name: 'Webhook endpoint', level: 1 });
    await user.clear(urlField());
    await user.type(urlField(), 'https://crm.example.com/v2/hooks');
    // Meanwhile another admin turns it off and changes its description.
    state.endpoint = { ...endpoint, enabled: false, description: 'Paused for the migration' };
    state.etag = 2;
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this endpoint');
    expect(alert).toHaveTextContent('nothing was saved');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'URL: saved now as “https://crm.example.com/hooks/portal”, yours “https://crm.example.com/v2/hooks”',
      'Description: saved now as “Paused for the migration”, yours “New pre-checks for the CRM”',
      'Enabled: saved now as “No”, yours “Yes”',
    ]);
    // Nothing typed is lost.
    expect(urlField()).toHaveValue('https://crm.example.com/v2/hooks');
    expect(screen.getByRole('checkbox', { name: 'Enabled' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The endpoint is saved.')).toBeInTheDocument();
    expect(requests(calls, 'PUT').map((put) => put.headers.get('If-Match'))).toEqual(['"v1"', '"v2"']);
    expect(state.endpoint).toMatchObject({ url: 'https://crm.example.com/v2/hooks', enabled: true });
  });

  it('after a 412 takes the saved version on request', async () => {
    const state: Api = { endpoint, etag: 1, deliveries: [] };
    endpointApi(state);
    const { user } = renderDetail();
    await screen.findByRole('heading', { name: 'Webhook endpoint', level: 1 });
    await user.type(urlField(), '/v2');
    state.endpoint = { ...endpoint, url: 'https://crm.example.com/other' };
    state.etag = 2;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Take the saved version' }));
    expect(urlField()).toHaveValue('https://crm.example.com/other');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not refused for what only the portal changed meanwhile (a rotation, failing deliveries)', async () => {
    const state: Api = { endpoint, etag: 1, deliveries: [] };
    const { calls } = endpointApi(state);
    const { user } = renderDetail();
    await screen.findByRole('heading', { name: 'Webhook endpoint', level: 1 });
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), ' (v2)');
    // Rotating the secret changes the endpoint's ETag, not what the form edits.
    await user.click(screen.getByRole('button', { name: 'Rotate secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));
    await screen.findByRole('heading', { name: 'The new signing secret' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The endpoint is saved.')).toBeInTheDocument();
    expect(requests(calls, 'PUT').map((put) => put.headers.get('If-Match'))).toEqual(['"v2"']);
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue(
      'New pre-checks for the CRM (v2)',
    );
  });

  it('shows someone else’s change at once while nothing is typed, and keeps the entries once something is', async () => {
    const state: Api = { endpoint, etag: 1, deliveries: [] };
    endpointApi(state);
    const { user, queryClient } = renderDetail();
    await screen.findByRole('heading', { name: 'Webhook endpoint', level: 1 });
    state.endpoint = { ...endpoint, url: 'https://crm.example.com/moved' };
    state.etag = 2;
    await queryClient.invalidateQueries();
    await waitFor(() => expect(urlField()).toHaveValue('https://crm.example.com/moved'));

    await user.type(screen.getByRole('textbox', { name: /^Description/ }), ' (mine)');
    state.endpoint = { ...state.endpoint, url: 'https://crm.example.com/moved-again' };
    state.etag = 3;
    await queryClient.invalidateQueries();
    await waitFor(() => expect(screen.getByTestId('webhook-url')).toHaveTextContent('moved-again'));
    expect(urlField()).toHaveValue('https://crm.example.com/moved');
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue(
      'New pre-checks for the CRM (mine)',
    );
  });

  it('rotates the secret only once confirmed, shows the new one once, and says the old one signs for 24 hours', async () => {
    const { calls } = endpointApi({ endpoint, etag: 1, deliveries: [] });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    expect(dialog).toHaveTextContent('The current secret keeps signing deliveries beside it for 24 hours');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests(calls, 'POST', '/rotate-secret')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Rotate secret' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Rotate the signing secret?' })).getByRole('button', {
        name: 'Rotate secret',
      }),
    );
    const title = await screen.findByRole('heading', { name: 'The new signing secret' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByTestId('new-webhook-secret')).toHaveTextContent(SECRET);
    expect(screen.getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /The previous secret keeps signing deliveries beside the new one for 24 hours, until Nov 28, 2026/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy secret' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(requests(calls, 'POST', '/rotate-secret')).toHaveLength(1);
  });

  it('keeps the rotate dialog open with the server’s reason when refused', async () => {
    endpointApi({
      endpoint,
      etag: 1,
      deliveries: [],
      before: ({ method }) =>
        method === 'POST' ? errorResponse(404, 'not_found', 'This endpoint no longer exists.') : undefined,
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The secret could not be rotated.This endpoint no longer exists.',
    );
    expect(screen.queryByTestId('new-webhook-secret')).not.toBeInTheDocument();
  });

  it('sends a test event, says so, and the delivery log shows it', async () => {
    const { calls } = endpointApi({ endpoint, etag: 1, deliveries: [delivered] });
    const { user } = renderDetail();
    await findRowByCell(/POS pre-check submitted/);
    await user.click(screen.getByRole('button', { name: 'Send test event' }));
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
        'A test event is queued for this endpoint; it appears in the delivery log below.',
      ),
    );
    const row = await findRowByCell(/Test event/);
    expect(within(row).getByText('Sent')).toBeInTheDocument();
    expect(requests(calls, 'POST', '/test')).toHaveLength(1);
  });

  it('lists each delivery: event, time, status, attempts, status code, duration and the answer', async () => {
    endpointApi({ endpoint, etag: 1, deliveries: [delivered, failed, unreachable, skipped] });
    const { user } = renderDetail();
    const ok = await findRowByCell(new RegExp(delivered.webhookId));
    expect(within(ok).getByText('POS pre-check submitted')).toBeInTheDocument();
    expect(within(ok).getByText(/Nov 26, 2026/)).toBeInTheDocument();
    expect(within(ok).getByText('Sent')).toBeInTheDocument();
    expect(within(ok).getByRole('cell', { name: '200' })).toBeInTheDocument();
    expect(within(ok).getByText('1,234 ms')).toBeInTheDocument();
    await user.click(within(ok).getByText('Answer (first KiB)'));
    expect(within(ok).getByTestId('delivery-answer')).toHaveTextContent('{"ok":true}');
    expect(within(ok).getByTestId('delivery-answer').tagName).toBe('PRE');

    const bad = await findRowByCell(new RegExp(failed.webhookId));
    expect(within(bad).getByText('Merchant changed')).toBeInTheDocument();
    expect(within(bad).getByText('Failed')).toBeInTheDocument();
    expect(within(bad).getByRole('cell', { name: '8' })).toBeInTheDocument();
    expect(within(bad).getByRole('cell', { name: '500' })).toBeInTheDocument();
    expect(within(bad).getByTestId('delivery-answer').textContent).toHaveLength(1024);

    const down = await findRowByCell(new RegExp(unreachable.webhookId));
    expect(within(down).getByText('Retrying')).toBeInTheDocument();
    expect(within(down).getByText(/^Next try Nov 26, 2026/)).toBeInTheDocument();
    expect(within(down).getByText('No answer:')).toBeInTheDocument();
    expect(within(down).getByText('no answer within 10 s')).toBeInTheDocument();

    const notSent = await findRowByCell(new RegExp(skipped.webhookId));
    expect(within(notSent).getByText('Skipped')).toBeInTheDocument();
    expect(within(notSent).getByText('The webhook endpoint was disabled')).toBeInTheDocument();
  });

  it('says in its own words why a destination was refused, with no address', async () => {
    const refused = delivery('05', 'failed', {
      lastError: 'destination_refused',
      log: [
        {
          attempt: 1,
          at: '2026-11-26T10:00:00.000Z',
          statusCode: null,
          durationMs: 3,
          response: null,
          error: 'destination_refused',
        },
      ],
    });
    endpointApi({ endpoint, etag: 1, deliveries: [refused] });
    renderDetail();
    const row = await findRowByCell(new RegExp(refused.webhookId));
    expect(
      within(row).getByText(
        'No answer: The destination is one webhooks may not reach: the server log says which address it resolved to',
      ),
    ).toBeInTheDocument();
  });

  it('offers Resend on failed and skipped deliveries, and sends one again', async () => {
    const { calls } = endpointApi({
      endpoint,
      etag: 1,
      deliveries: [delivered, failed, unreachable, skipped],
    });
    const { user } = renderDetail();
    await findRowByCell(new RegExp(delivered.webhookId));
    const buttons = screen.getAllByRole('button', { name: /^Resend/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Resend: Merchant changed of Nov 26, 2026/),
      expect.stringMatching(/^Resend: POS pre-check submitted of Nov 26, 2026/),
    ]);
    await user.click(buttons[0]!);
    expect(await screen.findByText('The delivery is queued to be sent again.')).toBeInTheDocument();
    expect(calls.filter(({ method }) => method === 'POST').map(({ url }) => url.pathname)).toEqual([
      `/api/webhooks/${ID}/deliveries/${failed.id}/resend`,
    ]);
  });

  it('shows the server’s message when a resend is refused', async () => {
    endpointApi({
      endpoint,
      etag: 1,
      deliveries: [failed],
      before: ({ method }) =>
        method === 'POST'
          ? errorResponse(409, 'not_resendable', 'This delivery is still being tried.')
          : undefined,
    });
    const { user } = renderDetail();
    await findRowByCell(new RegExp(failed.webhookId));
    await user.click(screen.getByRole('button', { name: /^Resend/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The delivery could not be sent again. This delivery is still being tried.',
    );
  });

  it('deletes only once confirmed, then goes back to the list', async () => {
    const { calls } = endpointApi({ endpoint, etag: 1, deliveries: [] });
    const { user, router } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this webhook endpoint?' });
    expect(dialog).toHaveTextContent(`Nothing more is sent to ${endpoint.url}`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests(calls, 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this webhook endpoint?' })).getByRole(
        'button',
        {
          name: 'Delete',
        },
      ),
    );
    expect(await screen.findByText('the list')).toBeInTheDocument();
    expect(requests(calls, 'DELETE')).toHaveLength(1);
    expect(router.location().state).toEqual({ deleted: endpoint.url });
  });

  it('says when the endpoint is not there, with a way back to the list', async () => {
    mockFetch(() => errorResponse(404, 'not_found', 'Not found'));
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Webhooks' })).toHaveAttribute('href', '/webhooks');
  });
});
