import type { ReviewHistory, ReviewState } from '@portal/shared';
import { FULL_POS_RECORD, RECEIVED_REVIEW } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { errorResponse, jsonResponse, type MockRequest, mockFetch } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { ReviewPanel } from './review-panel';

const ID = '00000000-0000-4000-8000-000000000031';
const ETAG = '"tag-as-read"';
const ME = '00000000-0000-4000-8000-0000000000aa';
const HISTORY: ReviewHistory = {
  items: [
    { at: '2024-01-05T12:00:00.000Z', type: 'created', actor: null },
    {
      at: '2024-01-06T09:30:00.000Z',
      type: 'status',
      from: 'submitted',
      to: 'in_review',
      actor: { id: 'u1', name: 'Rita First', role: 'admin' },
    },
  ],
};

const COLLEAGUE = '00000000-0000-4000-8000-0000000000bb';
const STAFF = {
  items: [
    { id: ME, name: 'Me Myself' },
    { id: COLLEAGUE, name: 'Sam Second' },
  ],
};

/** The API as the panel calls it: the history, the staff, and moves answered by `move` (200 by default). */
function api(move: (request: MockRequest) => Response = () => jsonResponse(200, FULL_POS_RECORD)) {
  return mockFetch((request) => {
    if (request.url.pathname.endsWith('/history')) return jsonResponse(200, HISTORY);
    if (request.url.pathname === '/api/staff') return jsonResponse(200, STAFF);
    return move(request);
  });
}

function renderPanel(review: Partial<ReviewState> = {}, role: 'admin' | 'reviewer' = 'reviewer') {
  return renderAt(
    <ReviewPanel
      kind="pos"
      id={ID}
      review={{ ...RECEIVED_REVIEW, ...review }}
      etag={ETAG}
      reviewer={{ id: ME, role }}
    />,
    '/precheck-pos/x',
    { entries: ['/precheck-pos/x'] },
  );
}

const moves = (calls: MockRequest[]) => calls.filter((call) => call.method === 'POST');

describe('the review panel', () => {
  it('says where a received pre-check stands and offers what its status allows', async () => {
    api();
    renderPanel();
    const panel = screen.getByRole('region', { name: 'Review' });
    expect(within(panel).getByText('Received')).toBeInTheDocument();
    expect(within(panel).getByText('Nobody', { ignore: 'script, style, option' })).toBeInTheDocument();
    expect(within(panel).queryByText('Overdue')).not.toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Take', 'Assign', 'Start review', 'Withdraw', 'Save note']);
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText(/Received → In review by Rita First/)).toBeInTheDocument();
  });

  it('starts the review after confirmation, naming the ETag it was read with', async () => {
    const { calls } = api();
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Start review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start review' });
    expect(within(dialog).getByText(/is assigned to you if nobody has it yet/)).toBeInTheDocument();
    expect(moves(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = moves(calls);
    expect(sent!.url.pathname).toBe(`/api/precheck-pos/${ID}/transitions`);
    expect(sent!.headers.get('If-Match')).toBe(ETAG);
    expect(sent!.body).toEqual({ to: 'in_review' });
  });

  it('declines only with a reason, and sends the note with it', async () => {
    const { calls } = api();
    const { user } = renderPanel({ status: 'in_review', assignee: { id: 'u1', name: 'Rita First' } });
    expect(screen.getByText('Rita First')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Internal note' }), 'Thin margins');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(moves(calls)).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText(/^Reason/), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(moves(calls)).toHaveLength(1));
    expect(moves(calls)[0]!.body).toEqual({ to: 'declined', reason: 'duplicate', note: 'Thin margins' });
  });

  it('asks the applicant only with a message, sending the sections marked, and says they are mailed', async () => {
    const { calls } = api();
    const { user } = renderPanel({ status: 'in_review', assignee: { id: ME, name: 'Me' } });
    await user.click(screen.getByRole('button', { name: 'Ask the applicant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask the applicant' });
    expect(within(dialog).getByText(/gets an email in their language/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Further Information' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(moves(calls)).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Message to the applicant/ }),
      'Which terminals?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(moves(calls)).toHaveLength(1));
    expect(moves(calls)[0]!.body).toEqual({
      to: 'information_requested',
      message: 'Which terminals?',
      sections: ['further'],
    });
  });

  it('lists the versions the applicant made, newest first, with the answers each changed', async () => {
    mockFetch((request) => {
      if (request.url.pathname.endsWith('/versions'))
        return jsonResponse(200, {
          items: [
            { version: 1, at: '2024-01-05T12:00:00.000Z', changedFields: [] },
            { version: 2, at: '2024-01-07T08:00:00.000Z', changedFields: ['turnover', 'mobile'] },
          ],
        });
      return jsonResponse(200, HISTORY);
    });
    renderPanel({ status: 'in_review', version: 2 });
    const versions = await screen.findByRole('region', { name: 'Versions' });
    const items = await within(versions).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Version 2 .*Changed: Monthly card turnover \(€\), Mobile$/),
      expect.stringMatching(/^Version 1 /),
    ]);
  });

  it('asks for no versions while there is only the first', async () => {
    const { calls } = api();
    renderPanel();
    await screen.findByRole('region', { name: 'History' });
    expect(screen.queryByRole('region', { name: 'Versions' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname.endsWith('/versions'))).toBe(false);
  });

  it('keeps the dialog and what was typed when someone else changed the pre-check first', async () => {
    api(() =>
      errorResponse(
        412,
        'precondition_failed',
        'Someone else changed this record since you read it; read it again and re-apply your change',
      ),
    );
    const { user } = renderPanel({ status: 'in_review' });
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Internal note' }), 'All clear');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /The change was not saved.*Someone else changed this record/,
    );
    expect(within(dialog).getByRole('textbox', { name: 'Internal note' })).toHaveValue('All clear');
  });

  it('shows a decision, offers reopening to admins only, and asks them for a note', async () => {
    api();
    const decided: Partial<ReviewState> = {
      status: 'declined',
      decision: {
        outcome: 'declined',
        reason: 'unsupported_region',
        decidedAt: '2024-01-08T10:00:00.000Z',
        decidedBy: { id: 'u2', name: 'Sam Second' },
      },
    };
    const { unmount } = renderPanel(decided);
    expect(screen.getByText(/Declined on .* by Sam Second \(Region we do not serve\)/)).toBeInTheDocument();
    expect(screen.getByText('Nothing more can be done with this pre-check.')).toBeInTheDocument();
    unmount();

    const { user } = renderPanel(decided, 'admin');
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
  });

  it('names who proposed a pending approval, and offers its confirmation to everyone but them', async () => {
    api();
    const pending = (id: string, name: string): Partial<ReviewState> => ({
      status: 'approval_pending',
      proposedBy: { id, name },
    });
    const buttons = () =>
      within(screen.getByRole('region', { name: 'Review' }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    const { unmount } = renderPanel(pending(COLLEAGUE, 'Sam Second'));
    expect(
      screen.getByText('Approval proposed by Sam Second: a second person confirms it.'),
    ).toBeInTheDocument();
    expect(buttons()).toContain('Confirm approval');
    unmount();

    renderPanel(pending(ME, 'Me Myself'));
    expect(
      screen.getByText('You proposed this approval: a second person must confirm it.'),
    ).toBeInTheDocument();
    expect(buttons()).not.toContain('Confirm approval');
    expect(buttons()).toContain('Send back to review');
  });

  it('takes the pre-check for me, hands it to a colleague or to nobody, as the version read', async () => {
    const { calls } = api();
    const view = renderPanel();
    await view.user.click(screen.getByRole('button', { name: 'Take' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const [taken] = calls.filter((c) => c.method === 'PUT');
    expect(taken!.url.pathname).toBe(`/api/precheck-pos/${ID}/assignee`);
    expect(taken!.headers.get('If-Match')).toBe(ETAG);
    expect(taken!.body).toEqual({ assigneeId: ME });
    view.unmount();

    const { user } = renderPanel({ assignee: { id: ME, name: 'Me Myself' } });
    expect(screen.queryByRole('button', { name: 'Take' })).not.toBeInTheDocument();
    const assignTo = screen.getByRole('combobox', { name: 'Assign to' });
    const assign = screen.getByRole('button', { name: 'Assign' });
    // Choosing is not assigning: nothing is sent until the button says so, and not for the same person.
    await waitFor(() => expect(assignTo).toBeEnabled());
    expect(assign).toBeDisabled();
    await user.selectOptions(assignTo, 'Sam Second');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    await user.click(assign);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1]!.body).toEqual({ assigneeId: COLLEAGUE });
    await user.selectOptions(assignTo, 'Nobody');
    await user.click(assign);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(3));
    expect(calls.filter((c) => c.method === 'PUT')[2]!.body).toEqual({ assigneeId: null });
  });

  it('adds a note only with text, and empties the box once it is saved', async () => {
    const { calls } = api((request) =>
      jsonResponse(201, {
        at: '2024-01-07T08:00:00.000Z',
        type: 'note',
        actor: null,
        text: (request.body as { text: string }).text,
      }),
    );
    const { user } = renderPanel();
    const box = screen.getByRole('textbox', { name: 'Add a note' });
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(moves(calls)).toHaveLength(0);
    await user.type(box, '  Called the director  ');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(moves(calls)[0]!.url.pathname).toBe(`/api/precheck-pos/${ID}/notes`);
    expect(moves(calls)[0]!.body).toEqual({ text: 'Called the director' });
  });

  it('flags an overdue pre-check, and speaks German', async () => {
    await i18n.changeLanguage('de');
    api();
    renderPanel({ overdue: true });
    const panel = screen.getByRole('region', { name: 'Prüfung' });
    expect(within(panel).getByText('Überfällig')).toBeInTheDocument();
    expect(within(panel).getByText('Eingegangen')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Prüfung beginnen' })).toBeInTheDocument();
  });
});
