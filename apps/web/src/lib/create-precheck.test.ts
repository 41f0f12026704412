import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { createPrecheck } from './create-precheck';
import { setLiveQueryClient } from './live-query-client';

describe('createPrecheck', () => {
  afterEach(() => setLiveQueryClient(null));

  it('sends without a query client (the public forms load none)', async () => {
    const { calls } = mockFetch(() => jsonResponse(201, { id: 'new-id', reference: 'P-7KQ3-XM2A' }));
    const { submit } = createPrecheck<{ company: string }>('/precheck-pos');
    await expect(submit({ data: { company: 'Ada' }, language: 'de' })).resolves.toEqual({
      id: 'new-id',
      reference: 'P-7KQ3-XM2A',
    });
    expect(calls[0]?.url.search).toBe('?language=de');
  });

  it('refreshes the cache of the screens shown in the same tab before it settles', async () => {
    mockFetch(() => jsonResponse(201, { id: 'new-id', reference: 'P-7KQ3-XM2A' }));
    const client = new QueryClient();
    client.setQueryData(['precheck-pos', 'list', { q: '', page: 1 }], { items: [] });
    setLiveQueryClient(client);
    const { submit } = createPrecheck<{ company: string }>('/precheck-pos');
    await submit({ data: { company: 'Ada' }, language: 'en' });
    expect(client.getQueryState(['precheck-pos', 'list', { q: '', page: 1 }])?.isInvalidated).toBe(true);
  });
});
