import type { Backups, BackupSnapshot } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { findRowByCell } from '@/test/table';
import { BackupsPage } from './backups-page';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');

const snapshot = (
  hoursAgo: number,
  rows: number,
  more: Pick<Partial<BackupSnapshot>, 'kind' | 'signature'> = {},
): BackupSnapshot => {
  const createdAt = new Date(NOW - hoursAgo * 3_600_000).toISOString();
  return {
    name: `portal-${createdAt.replace(/[:.]/g, '-')}.tar.gz`,
    createdAt,
    kind: 'scheduled',
    signature: 'valid',
    ...more,
    bytes: 5_186_856,
    schemaVersion: 24,
    rows,
  };
};

const on = (overrides: Partial<Backups> = {}): Backups => ({
  state: 'on',
  intervalSeconds: 6 * 3600,
  keep: 14,
  running: false,
  lastFailedAt: null,
  snapshots: [snapshot(3, 12_345), snapshot(27, 12_001)],
  ...overrides,
});

/** The backups API: a POST starts a snapshot, which the next list says is being written. */
function backupsApi(initial: Backups) {
  let backups = initial;
  return mockFetch(({ method }) => {
    if (method === 'POST') {
      if (backups.state !== 'on') return errorResponse(409, 'backups_off', 'Backups are off');
      backups = { ...backups, running: true };
      return jsonResponse(202);
    }
    return jsonResponse(200, backups);
  });
}

const renderPage = () =>
  renderRoutes([{ path: '/backups', element: <BackupsPage /> }], { entries: ['/backups'] });

afterEach(() => vi.useRealTimers());

describe('BackupsPage', () => {
  it('says the schedule and lists each snapshot with its kind, time, age, size, rows and schema version', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const snapshots = [snapshot(1, 12_400, { kind: 'manual' }), ...on().snapshots];
    backupsApi(on({ snapshots }));
    renderPage();
    expect(
      await screen.findByText(
        /^Snapshots of the embedded database, written every 6 hours; the newest 14 are kept\. As many made with Back up now/,
      ),
    ).toBeInTheDocument();
    expect(within(await findRowByCell(snapshots[0]!.name)).getByText('On request')).toBeInTheDocument();
    const newest = await findRowByCell(on().snapshots[0]!.name);
    expect(within(newest).getByText('Scheduled')).toBeInTheDocument();
    expect(within(newest).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(newest).getByText('5.2 MB')).toBeInTheDocument();
    expect(within(newest).getByText('12,345')).toBeInTheDocument();
    expect(within(newest).getByText('24')).toBeInTheDocument();
    const older = await findRowByCell(on().snapshots[1]!.name);
    expect(within(older).getByText('yesterday')).toBeInTheDocument();
  });

  it('starts a snapshot now and follows it while it is written', async () => {
    const { calls } = backupsApi(on({ snapshots: [] }));
    const { user } = renderPage();
    expect(await screen.findByText('No snapshot has been written yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(
      await screen.findByText('A snapshot is being written. It appears in the list when it is complete.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Writing a snapshot…')).toBeInTheDocument();
    expect(calls.filter(({ method }) => method === 'POST')).toHaveLength(1);
  });

  it('says why Back up now was refused so soon after the last one', async () => {
    mockFetch(({ method }) =>
      method === 'POST'
        ? errorResponse(429, 'rate_limited', 'Too many requests, please try again later', {
            'Retry-After': '540',
          })
        : jsonResponse(200, on({ snapshots: [] })),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Back up now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A snapshot was asked for only minutes ago: each one holds the database while it is written. Please try again later.',
    );
  });

  it('marks the snapshots whose manifest this server did not sign, and says what that means', async () => {
    const snapshots = [
      snapshot(3, 12_345),
      snapshot(9, 12_200, { signature: 'invalid' }),
      snapshot(27, 12_001, { signature: 'missing' }),
    ];
    backupsApi(on({ snapshots }));
    renderPage();
    // A marked snapshot's cell names the mark after the file.
    const [genuine, forged, unsigned] = await Promise.all(
      snapshots.map((s) => findRowByCell(new RegExp(`^${s.name.replaceAll('.', '\\.')}`))),
    );
    expect(within(forged!).getByText('Not authentic')).toBeInTheDocument();
    expect(within(unsigned!).getByText('Unsigned')).toBeInTheDocument();
    expect(within(genuine!).queryByText(/^(Not authentic|Unsigned)$/)).not.toBeInTheDocument();
    expect(
      screen.getByText(/^Some manifests were not signed by this server\. .*--accept-unsigned/),
    ).toBeInTheDocument();
  });

  it("says nothing of signatures while every manifest is this server's", async () => {
    backupsApi(on());
    renderPage();
    await findRowByCell(on().snapshots[0]!.name);
    expect(screen.queryByText(/^Some manifests were not signed/)).not.toBeInTheDocument();
  });

  it('says when the last snapshot failed', async () => {
    backupsApi(on({ lastFailedAt: '2026-11-27T06:00:00.000Z' }));
    renderPage();
    expect(
      await screen.findByText(/^The last snapshot, at .*, failed\. The server's log says why\.$/),
    ).toBeInTheDocument();
  });

  it.each([
    ['off', /^Backups are off: the server makes snapshots of its embedded database only when BACKUP_DIR/],
    ['postgres', /^This portal runs on PostgreSQL, whose backups are made with pg_dump/],
  ] as const)('without backups (%s) says why and offers no button', async (state, text) => {
    backupsApi({
      state,
      intervalSeconds: null,
      keep: null,
      running: false,
      lastFailedAt: null,
      snapshots: [],
    });
    renderPage();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back up now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the list cannot be fetched, never as an empty list', async () => {
    mockFetch(() => errorResponse(500, 'internal_error', 'Something went wrong'));
    renderPage();
    expect(await screen.findByText('Error fetching the backups')).toBeInTheDocument();
    expect(screen.queryByText('No snapshot has been written yet.')).not.toBeInTheDocument();
  });

  it('says when the last snapshot still holding someone erased is pruned', async () => {
    mockFetch(({ url }) =>
      url.pathname === '/api/privacy/retention'
        ? jsonResponse(200, {
            periods: { declinedSeconds: null, withdrawnSeconds: null, unansweredSeconds: null },
            intervalSeconds: 3600,
            due: { erase: 0, withdraw: 0 },
            holds: [],
            erasedInSnapshots: { snapshots: 2, prunedBy: '2026-12-09T06:00:00.000Z' },
          })
        : jsonResponse(200, on()),
    );
    renderPage();
    expect(
      await screen.findByText(
        /^Snapshots still holding people erased since they were written: 2\. The last of them is pruned by/,
      ),
    ).toBeInTheDocument();
  });
});
