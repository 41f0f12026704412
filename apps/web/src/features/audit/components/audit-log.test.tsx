import type { AuditEntry, AuditVerification } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { findRowByCell } from '@/test/table';
import { AuditLog } from './audit-log';

const ADMIN = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  role: 'admin',
  name: null,
} as const;

const entries: AuditEntry[] = [
  {
    id: 'e4',
    seq: 4,
    at: '2026-11-24T10:00:03.000Z',
    actor: { id: '00000000-0000-4000-8000-000000000077', email: null, role: 'api_key', name: 'CRM sync' },
    action: 'api-key.use',
    targetType: 'api-key',
    targetId: '00000000-0000-4000-8000-000000000077',
    targetExists: false,
    ip: '203.0.113.9',
    details: { method: 'GET', route: '/api/precheck-pos' },
  },
  {
    id: 'e3',
    seq: 3,
    at: '2026-11-24T10:00:02.000Z',
    actor: ADMIN,
    action: 'precheck-pos.view',
    targetType: 'precheck-pos',
    targetId: '00000000-0000-4000-8000-000000000042',
    targetExists: true,
    ip: '203.0.113.7',
    details: {},
  },
  {
    id: 'e2',
    seq: 2,
    at: '2026-11-24T10:00:01.000Z',
    actor: ADMIN,
    action: 'user.delete',
    targetType: 'user',
    targetId: '00000000-0000-4000-8000-000000000009',
    targetExists: false,
    ip: '203.0.113.7',
    details: {},
  },
  {
    id: 'e1',
    seq: 1,
    at: '2026-11-24T10:00:00.000Z',
    actor: null,
    action: 'auth.sign-in-failed',
    targetType: null,
    targetId: null,
    targetExists: false,
    ip: '198.51.100.4',
    details: { email: 'who@example.com', reason: 'rejected' },
  },
];

function auditApi(verification: AuditVerification) {
  return mockFetch(({ url }) => {
    if (url.pathname === '/api/audit/verify') return jsonResponse(200, verification);
    const action = url.searchParams.get('action');
    const items = entries.filter((entry) => !action || entry.action === action);
    return jsonResponse(200, { items, total: items.length, totalCapped: false, page: 1, pageSize: 20 });
  });
}

const renderLog = (entry = '/audit') =>
  renderRoutes([{ path: '/audit', element: <AuditLog /> }], { entries: [entry] });

describe('AuditLog', () => {
  it('lists entries with translated actions, linking only targets that still exist', async () => {
    auditApi({ ok: true, entries: 4 });
    renderLog();
    const viewed = await findRowByCell('POS pre-check viewed');
    expect(within(viewed).getByRole('link', { name: /Open POS pre-check/ })).toHaveAttribute(
      'href',
      '/precheck-pos/00000000-0000-4000-8000-000000000042',
    );
    const deleted = await findRowByCell('User deleted');
    expect(within(deleted).queryByRole('link')).not.toBeInTheDocument();
    expect(within(deleted).getByText('00000000-0000-4000-8000-000000000009')).toBeInTheDocument();
    const call = await findRowByCell('API call');
    expect(within(call).getByText('CRM sync')).toBeInTheDocument();
    expect(within(call).getByText('API key', { selector: 'p' })).toBeInTheDocument();
    const refused = await findRowByCell('Sign-in refused');
    // Written in its cell as the other cells are, not in a larger grey text of its own.
    expect(within(refused).getByText('Not signed in')).toBe(
      within(refused).getByRole('cell', { name: 'Not signed in' }),
    );
    expect(within(refused).getByText('email: who@example.com, reason: rejected')).toBeInTheDocument();
    expect(await screen.findByText('Chain verified up to entry 4')).toBeInTheDocument();
  });

  it('reports the first broken entry as an alert', async () => {
    auditApi({ ok: false, firstBrokenSeq: 2 });
    renderLog();
    expect(await screen.findByRole('alert')).toHaveTextContent(/Chain broken at entry 2/);
  });

  it('applies the filters together to the request and the URL, and clears them', async () => {
    const { calls } = auditApi({ ok: true, entries: 3 });
    const { user, router } = renderLog();
    await findRowByCell('User deleted');
    await user.selectOptions(screen.getByLabelText('Action'), 'User deleted');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.location().search).toBe('?action=user.delete&from=2026-11-01'));
    await waitFor(() =>
      expect(calls.at(-1)?.url.search).toBe('?action=user.delete&from=2026-11-01&page=1&pageSize=20'),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Open POS pre-check/ })).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.location().search).toBe(''));
  });

  it('ignores a malformed filter in the URL and keeps the others', async () => {
    const { calls } = auditApi({ ok: true, entries: 3 });
    renderLog('/audit?action=user.explode&actor=ada@example.com');
    await findRowByCell('User deleted');
    const list = calls.find(({ url }) => url.pathname === '/api/audit');
    expect(list?.url.searchParams.get('actor')).toBe('ada@example.com');
    expect(list?.url.searchParams.has('action')).toBe(false);
  });

  it('exports what the filters show', async () => {
    const { calls } = auditApi({ ok: true, entries: 3 });
    const { user } = renderLog('/audit?action=user.delete&from=2026-11-01');
    await findRowByCell('User deleted');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(calls.find(({ url }) => url.pathname === '/api/audit/export.csv')?.url.search).toBe(
        '?action=user.delete&from=2026-11-01',
      ),
    );
  });
});
