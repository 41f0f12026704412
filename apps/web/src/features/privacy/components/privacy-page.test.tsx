import type { RetentionStatus, SubjectErasure, SubjectHoldings } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, type MockRequest, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { PrivacyPage } from './privacy-page';

const EMAIL = 'anna.subject@example.com';

const retention = (overrides: Partial<RetentionStatus> = {}): RetentionStatus => ({
  periods: { declinedSeconds: 180 * 86_400, withdrawnSeconds: 90 * 86_400, unansweredSeconds: null },
  intervalSeconds: 3600,
  due: { erase: 12, withdraw: 3 },
  holds: [
    {
      kind: 'pos',
      id: '0b5f8f0e-9d5b-4f3e-8a59-6c3c1e2f4a10',
      reference: 'POS-7K2Q-9XWD',
      status: 'declined',
      reason: 'Court order 12/2026',
      at: '2026-12-01T09:30:00.000Z',
    },
  ],
  erasedInSnapshots: { snapshots: 3, prunedBy: '2026-12-09T06:00:00.000Z' },
  ...overrides,
});

const holdings: SubjectHoldings = {
  email: EMAIL,
  prechecks: [
    { kind: 'pos', id: 'a1', reference: 'POS-AAAA-1111', status: 'submitted', held: false },
    { kind: 'ecom', id: 'b2', reference: 'EC-BBBB-2222', status: 'declined', held: true },
  ],
  merchants: [{ id: 7, company: 'Bäckerei Müller GmbH' }],
  user: { id: 'u1', role: 'merchant' },
  messages: 2,
  auditEntries: 5,
};

const erasure: SubjectErasure = {
  subject: 'subject:0123456789abcdef',
  erased: { prechecks: 1, merchants: 1, users: 1, messages: 2, webhookDeliveries: 4 },
  pseudonymizedAuditEntries: 5,
  held: [{ kind: 'ecom', id: 'b2', reference: 'EC-BBBB-2222' }],
};

/** The privacy API: what it answers each call, and a refusal of the erasure if asked. */
function privacyApi({ refuseErase = false } = {}) {
  return mockFetch(({ method, url }: MockRequest) => {
    if (url.pathname === '/api/privacy/retention') return jsonResponse(200, retention());
    if (url.pathname === '/api/privacy/subjects/find') return jsonResponse(200, holdings);
    if (url.pathname === '/api/privacy/subjects/erase') {
      return refuseErase
        ? errorResponse(409, 'last_admin', 'The last admin cannot be deleted')
        : jsonResponse(200, erasure);
    }
    if (method === 'DELETE') return jsonResponse(204);
    return errorResponse(404, 'not_found', 'Not found');
  });
}

const renderPage = () =>
  renderRoutes([{ path: '/privacy', element: <PrivacyPage /> }], { entries: ['/privacy'] });

async function findPerson() {
  const user = userEvent.setup();
  renderPage();
  await user.type(screen.getByLabelText('Email address'), EMAIL);
  await user.click(screen.getByRole('button', { name: 'Find' }));
  await screen.findByRole('heading', { name: `What the portal holds about ${EMAIL}` });
  return user;
}

describe('PrivacyPage', () => {
  it('finds a person by address in the body and shows what is held, each pre-check linked', async () => {
    const api = privacyApi();
    await findPerson();
    const find = api.calls.find((call) => call.url.pathname === '/api/privacy/subjects/find')!;
    expect(find.method).toBe('POST');
    expect(find.body).toEqual({ email: EMAIL });
    expect(find.url.search).toBe('');
    const table = screen.getByRole('table', { name: 'Pre-checks' });
    expect(within(table).getByRole('link', { name: 'POS-AAAA-1111' })).toHaveAttribute(
      'href',
      '/precheck-pos/a1',
    );
    expect(within(table).getByRole('link', { name: 'EC-BBBB-2222' })).toHaveAttribute('href', '/precheck/b2');
    expect(within(table).getByText('Held')).toBeInTheDocument();
    expect(screen.getByText(/Bäckerei Müller GmbH/)).toBeInTheDocument();
    expect(screen.getByText(/A user account with the role Merchant/)).toBeInTheDocument();
    expect(screen.getByText('Messages sent to this address: 2')).toBeInTheDocument();
  });

  it('offers Erase only once the address is typed again and a reason given, then shows what went and what was kept', async () => {
    const api = privacyApi();
    const user = await findPerson();
    await user.click(screen.getByRole('button', { name: 'Erase this person' }));
    const dialog = await screen.findByRole('dialog', { name: `Erase ${EMAIL}?` });
    const erase = within(dialog).getByRole('button', { name: 'Erase' });
    expect(erase).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Art. 17 request by mail of 2 December');
    await user.type(
      within(dialog).getByLabelText(/Type the email address to confirm/),
      'anna.subject@example.co',
    );
    expect(erase).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Type the email address to confirm/), 'm');
    expect(erase).toBeEnabled();
    await user.click(erase);
    expect(
      await screen.findByText(/The portal's records now name them as subject:0123456789abcdef/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Deleted: 1 pre-checks, 1 merchant records, 1 user accounts/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Kept because of a legal hold:/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'EC-BBBB-2222' }).length).toBeGreaterThan(0);
    const sent = api.calls.find((call) => call.url.pathname === '/api/privacy/subjects/erase')!;
    expect(sent.body).toEqual({ email: EMAIL, reason: 'Art. 17 request by mail of 2 December' });
  });

  it("keeps what was typed when the erasure is refused, and says the server's reason", async () => {
    privacyApi({ refuseErase: true });
    const user = await findPerson();
    await user.click(screen.getByRole('button', { name: 'Erase this person' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Leaving the company');
    await user.type(within(dialog).getByLabelText(/Type the email address to confirm/), EMAIL);
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The last admin cannot be deleted');
    expect(within(dialog).getByLabelText(/Reason/)).toHaveValue('Leaving the company');
    expect(within(dialog).getByLabelText(/Type the email address to confirm/)).toHaveValue(EMAIL);
  });

  it('shows the retention in force, what is due, the snapshots still holding erased people, and releases a hold', async () => {
    const api = privacyApi();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('180 days')).toBeInTheDocument();
    expect(screen.getByText('Never (off)')).toBeInTheDocument();
    expect(screen.getByText('1 hour')).toBeInTheDocument();
    expect(screen.getByText('12 to erase, 3 to withdraw')).toBeInTheDocument();
    expect(
      screen.getByText(/Snapshots still holding people erased since they were written: 3/),
    ).toBeInTheDocument();
    const holds = screen.getByRole('table', { name: 'Legal holds' });
    expect(within(holds).getByText('Court order 12/2026')).toBeInTheDocument();
    await user.click(within(holds).getByRole('button', { name: 'Release the legal hold on POS-7K2Q-9XWD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release the legal hold on POS-7K2Q-9XWD?' });
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    await screen.findByRole('table', { name: 'Legal holds' });
    const release = api.calls.find((call) => call.method === 'DELETE')!;
    expect(release.url.pathname).toBe('/api/precheck-pos/0b5f8f0e-9d5b-4f3e-8a59-6c3c1e2f4a10/legal-hold');
  });
});
