import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { createdAnswer } from '@/test/precheck-form';
import { createPrecheck } from './create-precheck';
import { setLiveQueryClient } from '@/lib/live-query-client';

describe('createPrecheck', () => {
  afterEach(() => setLiveQueryClient(null));

  it('sends without a query client (the public forms load none)', async () => {
    const { calls } = mockFetch(() => jsonResponse(201, createdAnswer('P-7KQ3-XM2A')));
    const { submit } = createPrecheck<{ company: string }>('/precheck-pos');
    await expect(submit({ data: { company: 'Ada' }, language: 'de' })).resolves.toEqual(
      createdAnswer('P-7KQ3-XM2A'),
    );
    expect(calls[0]?.url.search).toBe('?language=de');
  });

  it('refreshes the cache of the screens shown in the same tab before it settles', async () => {
    mockFetch(() => jsonResponse(201, createdAnswer('P-7KQ3-XM2A')));
    const client = new QueryClient();
    client.setQueryData(['precheck-pos', 'list', { q: '', page: 1 }], { items: [] });
    setLiveQueryClient(client);
    const { submit } = createPrecheck<{ company: string }>('/precheck-pos');
    await submit({ data: { company: 'Ada' }, language: 'en' });
    expect(client.getQueryState(['precheck-pos', 'list', { q: '', page: 1 }])?.isInvalidated).toBe(true);
  });

  it("names the copy of what was sent: by the anonymous answer's token, else by the session", () => {
    const { copyOf } = createPrecheck<{ company: string }>('/precheck');
    expect(copyOf(createdAnswer('E-4DZ8-NB6R', { copyToken: 'a.b' }), 'it').href).toBe(
      '/api/precheck/new-id/pdf?language=it&copy=a.b',
    );
    expect(copyOf(createdAnswer('E-4DZ8-NB6R'), 'de').href).toBe('/api/precheck/new-id/pdf?language=de');
  });

  it('saves the copy under its reference', async () => {
    const { calls } = mockFetch(
      () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { copyOf } = createPrecheck<{ company: string }>('/precheck-pos');
    await copyOf(createdAnswer('P-7KQ3-XM2A', { copyToken: 'a.b' }), 'en').download();
    expect(calls[0]?.url.pathname).toBe('/api/precheck-pos/new-id/pdf');
    expect(calls[0]?.url.searchParams.get('copy')).toBe('a.b');
    expect(saved).toEqual(['P-7KQ3-XM2A.pdf']);
  });
});
