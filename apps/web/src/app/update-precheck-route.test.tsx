import { FULL_POS_RECORD } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes, slow } from '@/test/render';
import { createRoutes } from './router';

const TOKEN = 'T0k3n-of-the-link_abcdefghijklmnopqrstuvwxyz';
const {
  id: _id,
  reference,
  createdAt: _createdAt,
  status: _s,
  statusChangedAt: _sc,
  assignee: _a,
  overdue: _o,
  version: _v,
  decision: _d,
  ...answers
} = FULL_POS_RECORD;

describe('the update page (/p/update/:token)', () => {
  it("shows the team's question over the form filled as sent, marks the sections asked about, and sends the changes", async () => {
    const { calls } = mockFetch((request) => {
      if (request.method === 'PUT') return jsonResponse(200, { reference, version: 2 });
      return jsonResponse(200, {
        kind: 'pos',
        reference,
        message: 'Which terminals do you use?\nPlease check the turnover.',
        sections: ['further'],
        answers: { ...answers, mobile: undefined },
        expiresAt: '2030-01-01T00:00:00.000Z',
      });
    });
    const { user } = renderRoutes(createRoutes(), { entries: [`/p/update/${TOKEN}`] });
    expect(await screen.findByRole('heading', { name: 'Update your pre-check' }, slow)).toBeInTheDocument();
    expect(await screen.findByText('Which terminals do you use?', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Please check the turnover.')).toBeInTheDocument();
    expect(screen.getByText('Our team asks you to look at this section again.')).toBeInTheDocument();
    const company = screen.getByRole('textbox', { name: /^Company Name/ });
    expect(company).toHaveValue(FULL_POS_RECORD.company);
    expect(screen.queryByText('Security check')).not.toBeInTheDocument();

    await user.clear(company);
    await user.type(company, 'Bäckerei Neu GmbH');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const review = await screen.findByRole('region', { name: 'Check your answers' }, slow);
    await user.click(within(review).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/were sent \(version 2\)/, {}, slow)).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url.pathname).toBe(`/api/updates/${TOKEN}`);
    expect(put.body).toMatchObject({ company: 'Bäckerei Neu GmbH', email: FULL_POS_RECORD.email });
  });

  it("says so in the applicant's language when the link is closed", async () => {
    mockFetch(() =>
      errorResponse(410, 'update_closed', 'This link is closed: the answers were already sent'),
    );
    renderRoutes(createRoutes(), { entries: [`/p/update/${TOKEN}`] });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('This link is closed');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument());
  });
});
