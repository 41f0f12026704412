import type { RetentionStatus, SubjectErasure, SubjectHoldings } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blobText } from '@/test/blob-text';
import { errorResponse, jsonResponse, type MockRequest, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { PrivacyPage } from './privacy-page';

const EMAIL = 'anna.subject@example.com';
const HOLD_ID = '0b5f8f0e-9d5b-4f3e-8a59-6c3c1e2f4a10';

const retention = (overrides: Partial<RetentionStatus> = {}): RetentionStatus => ({
  periods: { declinedSeconds: 180 * 86_400, withdrawnSeconds: 90 * 86_400, unansweredSeconds: null },
  intervalSeconds: 3600,
  due: { erase: 12, withdraw: 3 },
  holds: [
    {
      kind: 'pos',
      id: HOLD_ID,
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

const nothingHeld: SubjectHoldings = {
  email: EMAIL,
  prechecks: [],
  merchants: [],
  user: null,
  messages: 0,
  auditEntries: 0,
};

const erasure: SubjectErasure = {
  subject: 'subject:0123456789abcdef',
  erased: { prechecks: 1, merchants: 1, users: 1, messages: 2, webhookDeliveries: 4 },
  pseudonymizedAuditEntries: 5,
  held: [{ kind: 'ecom', id: 'b2', reference: 'EC-BBBB-2222' }],
};

type ApiOptions = {
  /** What finding answers: the holdings, or a refusal. */
  find?: () => Response;
  /** What erasing answers. */
  erase?: () => Response;
  status?: RetentionStatus;
};

/** The privacy API: what it answers each call; a released hold is gone from the next retention answer. */
function privacyApi({
  find = () => jsonResponse(200, holdings),
  erase = () => jsonResponse(200, erasure),
  status = retention(),
}: ApiOptions = {}) {
  let current = status;
  return mockFetch(({ method, url }: MockRequest) => {
    if (url.pathname === '/api/privacy/retention') return jsonResponse(200, current);
    if (url.pathname === '/api/privacy/subjects/find') return find();
    if (url.pathname === '/api/privacy/subjects/erase') return erase();
    if (url.pathname === '/api/privacy/subjects/export') {
      return new Response(JSON.stringify({ email: EMAIL, prechecks: [] }), {
        status: 200,
        headers: {
          'Content-Type': 'application/json',
          'Content-Disposition': 'attachment; filename="subject-export.json"',
        },
      });
    }
    if (method === 'DELETE' && url.pathname.endsWith('/legal-hold')) {
      current = { ...current, holds: current.holds.filter((hold) => !url.pathname.includes(hold.id)) };
      return jsonResponse(204);
    }
    return errorResponse(404, 'not_found', 'Not found');
  });
}

const renderPage = () =>
  renderRoutes([{ path: '/privacy', element: <PrivacyPage /> }], { entries: ['/privacy'] });

/** What the live regions say now. */
const statuses = () => screen.getAllByRole('status').map((region) => region.textContent);

async function findPerson(address = EMAIL) {
  const view = renderPage();
  await view.user.type(screen.getByLabelText('Email address'), address);
  await view.user.click(screen.getByRole('button', { name: 'Find' }));
  return view;
}

async function openEraseDialog() {
  const { user } = await findPerson();
  await screen.findByRole('heading', { name: `What the portal holds about ${EMAIL}` });
  await user.click(screen.getByRole('button', { name: 'Erase this person' }));
  const dialog = await screen.findByRole('dialog', { name: `Erase ${EMAIL}?` });
  return { user, dialog };
}

describe('PrivacyPage', () => {
  it('finds a person by address in the body and shows what is held, each record linked', async () => {
    const api = privacyApi();
    await findPerson();
    await screen.findByRole('heading', { name: `What the portal holds about ${EMAIL}` });
    const find = api.calls.find((call) => call.url.pathname === '/api/privacy/subjects/find')!;
    expect(find.method).toBe('POST');
    expect(find.body).toEqual({ email: EMAIL });
    expect(find.url.search).toBe('');
    expect(statuses()).toContain(`What the portal holds about ${EMAIL} is shown below.`);

    const table = screen.getByRole('table', { name: 'Pre-checks' });
    const [, pos, ecom] = within(table).getAllByRole('row');
    expect(within(pos!).getByRole('link', { name: 'POS-AAAA-1111' })).toHaveAttribute(
      'href',
      '/precheck-pos/a1',
    );
    expect(within(pos!).getByText('POS')).toBeInTheDocument();
    expect(within(pos!).getByText('Received')).toBeInTheDocument();
    expect(within(pos!).getByText('No')).toBeInTheDocument();
    expect(within(ecom!).getByRole('link', { name: 'EC-BBBB-2222' })).toHaveAttribute('href', '/precheck/b2');
    expect(within(ecom!).getByText('ECOM')).toBeInTheDocument();
    expect(within(ecom!).getByText('Declined')).toBeInTheDocument();
    expect(within(ecom!).getByText('Held')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Bäckerei Müller GmbH' })).toHaveAttribute(
      'href',
      '/merchants/7',
    );
    expect(screen.getByText(/A user account with the role Merchant/)).toBeInTheDocument();
    expect(screen.getByText('Messages sent to this address: 2')).toBeInTheDocument();
    expect(screen.getByText('Audit log entries naming it: 5')).toBeInTheDocument();
  });

  it('says when nothing is held, and offers neither export nor erasure', async () => {
    privacyApi({ find: () => jsonResponse(200, nothingHeld) });
    await findPerson();
    expect(
      await screen.findByText(`The portal holds nothing about ${EMAIL}.`, { selector: 'p' }),
    ).toBeVisible();
    expect(statuses()).toContain(`The portal holds nothing about ${EMAIL}.`);
    expect(screen.queryByRole('button', { name: 'Export as JSON' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase this person' })).not.toBeInTheDocument();
  });

  it("keeps the address typed when the search is refused, and says the server's word at the field", async () => {
    privacyApi({
      find: () =>
        errorResponse(400, 'validation_failed', 'The request is not valid', {}, [
          { path: 'email', code: 'invalid', message: 'Enter a valid email address' },
        ]),
    });
    await findPerson('anna.subject@');
    const field = screen.getByLabelText('Email address');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Enter a valid email address'));
    expect(field).toHaveValue('anna.subject@');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  describe('export', () => {
    let saved: { href: string; download: string }[];
    let blobs: Blob[];

    beforeEach(() => {
      saved = [];
      blobs = [];
      // jsdom has no blob URLs and does not download; the link the export clicks is what the browser saves.
      vi.stubGlobal(
        'URL',
        Object.assign(URL, {
          createObjectURL: (blob: Blob) => {
            blobs.push(blob);
            return `blob:test/${blobs.length}`;
          },
          revokeObjectURL: () => undefined,
        }),
      );
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ href: this.href, download: this.download });
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it('downloads everything held as the JSON file the server names, the address in the body only', async () => {
      const api = privacyApi();
      const { user } = await findPerson();
      await user.click(await screen.findByRole('button', { name: 'Export as JSON' }));
      await waitFor(() => expect(saved).toEqual([{ href: 'blob:test/1', download: 'subject-export.json' }]));
      const sent = api.calls.find((call) => call.url.pathname === '/api/privacy/subjects/export')!;
      expect(sent.method).toBe('POST');
      expect(sent.body).toEqual({ email: EMAIL });
      expect(sent.url.search).toBe('');
      expect(JSON.parse(await blobText(blobs[0]!))).toMatchObject({ email: EMAIL });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('offers Erase only once the address is typed again and a reason given, then shows what went and what was kept', async () => {
    const api = privacyApi();
    const { user, dialog } = await openEraseDialog();
    const erase = within(dialog).getByRole('button', { name: 'Erase' });
    expect(erase).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Art. 17 request by mail of 2 December');
    await user.type(
      within(dialog).getByLabelText(/Type the email address to confirm/),
      'ANNA.Subject@example.co',
    );
    expect(erase).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Type the email address to confirm/), 'm');
    expect(erase).toBeEnabled();
    await user.click(erase);

    const done = await screen.findByRole('heading', { name: 'Erasure complete' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        `${EMAIL} was erased. The portal's records now name them as subject:0123456789abcdef.`,
      ),
    ).toBeInTheDocument();
    for (const line of [
      'Pre-checks deleted: 1',
      'Merchant records deleted: 1',
      'User accounts deleted: 1',
      'Messages kept under the pseudonym: 2',
      'Webhook deliveries kept under the pseudonym: 4',
      'Audit log entries kept under the pseudonym: 5',
    ]) {
      expect(screen.getByText(line)).toBeInTheDocument();
    }
    const kept = screen.getByText(/These pre-checks were kept because they are under a legal hold:/);
    expect(within(kept).getByRole('link', { name: 'EC-BBBB-2222' })).toHaveAttribute('href', '/precheck/b2');
    // What was found before is gone with the person: the holdings no longer show.
    expect(screen.queryByRole('table', { name: 'Pre-checks' })).not.toBeInTheDocument();

    const sent = api.calls.find((call) => call.url.pathname === '/api/privacy/subjects/erase')!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({ email: EMAIL, reason: 'Art. 17 request by mail of 2 December' });
    expect(sent.url.search).toBe('');
  });

  it("keeps what was typed when the erasure is refused, and says the server's reason", async () => {
    privacyApi({
      erase: () => errorResponse(409, 'last_admin', 'The last admin can be neither deleted nor demoted'),
    });
    const { user, dialog } = await openEraseDialog();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Leaving the company');
    await user.type(within(dialog).getByLabelText(/Type the email address to confirm/), EMAIL);
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The erasure failed.');
    expect(alert).toHaveTextContent('The last admin can be neither deleted nor demoted');
    expect(within(dialog).getByLabelText(/Reason/)).toHaveValue('Leaving the company');
    expect(within(dialog).getByLabelText(/Type the email address to confirm/)).toHaveValue(EMAIL);
    expect(within(dialog).getByRole('button', { name: 'Erase' })).toBeEnabled();
  });

  it("puts a refused reason's message at the reason, the text kept", async () => {
    privacyApi({
      erase: () =>
        errorResponse(400, 'validation_failed', 'The request is not valid', {}, [
          { path: 'reason', code: 'too_long', message: 'At most 500 characters' },
        ]),
    });
    const { user, dialog } = await openEraseDialog();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Too long, as the server says');
    await user.type(within(dialog).getByLabelText(/Type the email address to confirm/), EMAIL);
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    const reason = within(dialog).getByLabelText(/Reason/);
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('At most 500 characters')).toBeInTheDocument();
    expect(reason).toHaveValue('Too long, as the server says');
  });

  it('shows the retention in force, what is due, and the snapshots still holding erased people', async () => {
    privacyApi();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Retention' });
    const terms = within(section).getAllByRole('term');
    const definitions = within(section).getAllByRole('definition');
    expect(terms.map((term, i) => `${term.textContent} ${definitions[i]?.textContent}`)).toEqual([
      'Declined pre-checks are erased after: 180 days',
      'Withdrawn pre-checks are erased after: 90 days',
      'An unanswered question withdraws its pre-check after: Never (off)',
      'Retention runs every: 1 hour',
      'At the next run: 12 to erase, 3 to withdraw',
    ]);
    expect(
      within(section).getByText(/Snapshots still holding people erased since they were written: 3\./),
    ).toHaveTextContent(/The last of them is pruned by .*2026.*; a restore erases those people again\./);
  });

  it('says so when no snapshot holds anyone erased and no pre-check is held', async () => {
    privacyApi({ status: retention({ holds: [], erasedInSnapshots: null }) });
    renderPage();
    expect(await screen.findByText('No snapshot holds anyone erased.')).toBeInTheDocument();
    expect(screen.getByText('No pre-check is under a legal hold.')).toBeInTheDocument();
  });

  it('lists the legal holds and releases one after confirmation, then shows the holds again without it', async () => {
    const api = privacyApi();
    const { user } = renderPage();
    const holds = await screen.findByRole('table', { name: 'Legal holds' });
    const [, row] = within(holds).getAllByRole('row');
    expect(within(row!).getByRole('link', { name: 'POS-7K2Q-9XWD' })).toHaveAttribute(
      'href',
      `/precheck-pos/${HOLD_ID}`,
    );
    expect(within(row!).getByText('Declined')).toBeInTheDocument();
    expect(within(row!).getByText('Court order 12/2026')).toBeInTheDocument();
    expect(within(row!).getByText(/^Dec 1, 2026/)).toBeInTheDocument();

    await user.click(within(row!).getByRole('button', { name: 'Release the legal hold on POS-7K2Q-9XWD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release the legal hold on POS-7K2Q-9XWD?' });
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));

    expect(await screen.findByText('The legal hold on POS-7K2Q-9XWD was released.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Legal holds' })).toHaveFocus());
    expect(screen.getByText('No pre-check is under a legal hold.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const release = api.calls.filter((call) => call.method === 'DELETE');
    expect(release).toHaveLength(1);
    expect(release[0]!.url.pathname).toBe(`/api/precheck-pos/${HOLD_ID}/legal-hold`);
    expect(api.calls.filter((call) => call.url.pathname === '/api/privacy/retention')).toHaveLength(2);
  });

  it('releases an e-commerce hold at its own path', async () => {
    const api = privacyApi({
      status: retention({
        holds: [
          {
            kind: 'ecom',
            id: 'e-9',
            reference: 'EC-HOLD-0009',
            status: 'withdrawn',
            reason: 'Investigation',
            at: '2026-11-30T08:00:00.000Z',
          },
        ],
      }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Release the legal hold on EC-HOLD-0009' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    await screen.findByText('The legal hold on EC-HOLD-0009 was released.');
    expect(api.calls.find((call) => call.method === 'DELETE')!.url.pathname).toBe(
      '/api/precheck/e-9/legal-hold',
    );
  });
});
