import type { OutboxMessage } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, type MockRequest, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { findRowByCell } from '@/test/table';
import { OutgoingList } from './outgoing-list';

const message = (
  id: string,
  recipient: string,
  status: OutboxMessage['status'],
  lastError: string | null = null,
): OutboxMessage => ({
  id,
  kind: 'mail',
  topic: 'precheck-confirmation',
  recipient,
  status,
  attempts: status === 'queued' ? 0 : 1,
  nextAttemptAt: status === 'retrying' ? '2026-11-26T10:05:00.000Z' : null,
  lastError,
  createdAt: '2026-11-26T10:00:00.000Z',
  sentAt: status === 'sent' ? '2026-11-26T10:00:01.000Z' : null,
});

const messages: OutboxMessage[] = [
  message('m1', 'sent@example.com', 'sent'),
  message('m2', 'queued@example.com', 'queued'),
  message('m3', 'retrying@example.com', 'retrying', '451 4.7.1 Try again later'),
  message('m4', 'failed@example.com', 'failed', '550 5.1.1 No such user'),
  message('m5', 'skipped@example.com', 'skipped', 'record_deleted'),
  message('m6', 'budget@example.com', 'skipped', 'recipient_budget'),
];

/** The outbox as the API answers it; `resend` answers Send again. */
function outboxApi(resend: (request: MockRequest) => Response = () => jsonResponse(202)) {
  return mockFetch((request) => {
    if (request.method === 'POST') return resend(request);
    const status = request.url.searchParams.get('status');
    const items = messages.filter((item) => !status || item.status === status);
    return jsonResponse(200, { items, total: items.length, totalCapped: false, page: 1, pageSize: 25 });
  });
}

const renderList = (entry = '/outgoing') =>
  renderRoutes([{ path: '/outgoing', element: <OutgoingList /> }], { entries: [entry] });

const listCalls = (calls: MockRequest[]) =>
  calls.filter(({ method, url }) => method === 'GET' && url.pathname === '/api/outbox');

describe('OutgoingList', () => {
  it('lists messages with translated topic, status and skip reasons, the server’s words as they came', async () => {
    outboxApi();
    renderList();
    const sent = await findRowByCell('sent@example.com');
    expect(within(sent).getByText('Confirmation to applicant')).toBeInTheDocument();
    expect(within(sent).getByText('Email')).toBeInTheDocument();
    expect(within(sent).getByText('Sent')).toBeInTheDocument();
    expect(within(await findRowByCell('queued@example.com')).getByText('Queued')).toBeInTheDocument();
    const retrying = await findRowByCell('retrying@example.com');
    expect(within(retrying).getByText('Retrying')).toBeInTheDocument();
    expect(within(retrying).getByText('451 4.7.1 Try again later')).toBeInTheDocument();
    expect(within(await findRowByCell('failed@example.com')).getByText('Failed')).toBeInTheDocument();
    const skipped = await findRowByCell('skipped@example.com');
    expect(within(skipped).getByText('Skipped')).toBeInTheDocument();
    expect(within(skipped).getByText('The pre-check was deleted before it was sent')).toBeInTheDocument();
    expect(
      within(await findRowByCell('budget@example.com')).getByText(
        'The recipient had already received the most mails allowed this hour',
      ),
    ).toBeInTheDocument();
  });

  it('tells in its own words why a webhook was refused or could not be signed', async () => {
    const webhook = (id: string, url: string, status: OutboxMessage['status'], lastError: string) => ({
      ...message(id, url, status, lastError),
      kind: 'webhook' as const,
      topic: 'webhook' as const,
    });
    const items = [
      webhook('w1', 'http://intranet.example/hooks', 'failed', 'destination_refused'),
      webhook('w2', 'http://crm.example/hooks', 'retrying', 'secret_unreadable'),
    ];
    mockFetch(() => jsonResponse(200, { items, total: 2, totalCapped: false, page: 1, pageSize: 25 }));
    renderList();
    expect(
      within(await findRowByCell('http://intranet.example/hooks')).getByText(
        'The destination is one webhooks may not reach: the server log says which address it resolved to',
      ),
    ).toBeInTheDocument();
    expect(
      within(await findRowByCell('http://crm.example/hooks')).getByText(
        'The signing secret was changed outside the portal and cannot be used: rotate it',
      ),
    ).toBeInTheDocument();
  });

  it('puts the chosen kind and status in the URL and the request, back to page 1', async () => {
    const { calls } = outboxApi();
    const { user, router } = renderList('/outgoing?page=2');
    await findRowByCell('sent@example.com');
    expect(listCalls(calls).at(-1)?.url.search).toBe('?page=2&pageSize=25');

    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await waitFor(() => expect(router.location().search).toBe('?status=failed'));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.url.search).toBe('?status=failed&page=1&pageSize=25'),
    );
    await waitFor(() => expect(screen.queryByText('sent@example.com')).not.toBeInTheDocument());

    await user.selectOptions(screen.getByLabelText('Kind'), 'Email');
    await waitFor(() => expect(router.location().search).toBe('?kind=mail&status=failed'));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.url.search).toBe('?kind=mail&status=failed&page=1&pageSize=25'),
    );
  });

  it('offers Send again only on failed and skipped messages', async () => {
    outboxApi();
    renderList();
    await findRowByCell('sent@example.com');
    const buttons = screen.getAllByRole('button', { name: /^Send again/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Send again: Confirmation to applicant to failed@example.com',
      'Send again: Confirmation to applicant to skipped@example.com',
      'Send again: Confirmation to applicant to budget@example.com',
    ]);
  });

  it('sends a message again, says so and asks the list afresh', async () => {
    const { calls } = outboxApi();
    const { user } = renderList();
    await findRowByCell('failed@example.com');
    const before = listCalls(calls).length;
    await user.click(
      screen.getByRole('button', { name: 'Send again: Confirmation to applicant to failed@example.com' }),
    );
    const done = 'The message to failed@example.com is queued to be sent again.';
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(done),
    );
    expect(calls.filter(({ method }) => method === 'POST').map(({ url }) => url.pathname)).toEqual([
      '/api/outbox/m4/resend',
    ]);
    expect(listCalls(calls).length).toBeGreaterThan(before);
  });

  it('shows the server’s message when it refuses', async () => {
    outboxApi(() => errorResponse(404, 'not_found', 'This message no longer exists.'));
    const { user } = renderList();
    await findRowByCell('skipped@example.com');
    await user.click(
      screen.getByRole('button', { name: 'Send again: Confirmation to applicant to skipped@example.com' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The message could not be sent again. This message no longer exists.',
    );
  });

  it('says when the list cannot be fetched, never as an empty list', async () => {
    mockFetch(() => errorResponse(500, 'internal_error', 'Something went wrong'));
    renderList();
    expect(await screen.findByText('Error fetching the outgoing messages')).toBeInTheDocument();
    expect(screen.queryByText('Nothing has been sent yet.')).not.toBeInTheDocument();
  });
});

describe('OutgoingList following messages on their way', () => {
  it('asks again while one is still to send, shows it sent, then stops asking', async () => {
    let asked = 0;
    const { calls } = mockFetch(() => {
      asked += 1;
      const status = asked < 2 ? 'sending' : 'sent';
      const item = {
        ...message('f1', 'followed@example.com', status),
        nextAttemptAt: '2026-11-26T10:01:00.000Z',
      };
      return jsonResponse(200, { items: [item], total: 1, totalCapped: false, page: 1, pageSize: 25 });
    });
    renderList();
    const row = await findRowByCell('followed@example.com');
    expect(within(row).getByText('Sending')).toBeInTheDocument();
    // Its time while being sent is the worker's lease, not a next try.
    expect(within(row).queryByText(/Nov 26, 2026, \d+:01/)).not.toBeInTheDocument();
    expect(await within(row).findByText('Sent', {}, { timeout: 5000 })).toBeInTheDocument();
    const settled = listCalls(calls).length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(listCalls(calls)).toHaveLength(settled);
  });
});
