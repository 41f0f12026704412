import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blobText } from '@/test/blob-text';
import { errorResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { ListHeader } from './list-header';

const csv = '\uFEFFCompany,Submitted\r\n"Müller GmbH",2026-11-24T10:00:00.000Z\r\n';

describe('ListHeader', () => {
  let saved: { href: string; download: string }[];
  let blobs: Blob[];

  beforeEach(() => {
    saved = [];
    blobs = [];
    // jsdom has no blob URLs and does not download; the link the export clicks is what the browser would save.
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

  const renderHeader = () =>
    renderRoutes([
      {
        path: '/',
        element: (
          <ListHeader
            title="POS pre-checks"
            add={{ label: 'Add', href: '/add' }}
            csv={{ path: '/precheck-pos/export.csv', query: { q: 'müller', page: undefined } }}
          />
        ),
      },
    ]);

  it('downloads the current search as the file the server named', async () => {
    const { calls } = mockFetch(
      () =>
        new Response(csv, {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="precheck-pos-2026-11-24.csv"',
          },
        }),
    );
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:test/1', download: 'precheck-pos-2026-11-24.csv' }]),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.pathname).toBe('/api/precheck-pos/export.csv');
    expect(calls[0]?.url.search).toBe(`?q=${encodeURIComponent('müller')}`);
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
    expect(blobs).toHaveLength(1);
    expect(await blobText(blobs[0]!)).toContain('Müller GmbH');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the export fails, and saves nothing', async () => {
    mockFetch(() => errorResponse(500, 'internal_error', 'Internal Server Error'));
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The export could not be downloaded.');
    expect(saved).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
