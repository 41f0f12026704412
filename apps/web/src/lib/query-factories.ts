import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './api-client';

/**
 * The shapes the endpoint files under `features/<feature>/api/` share. Each factory returns the
 * endpoint's fetcher (`request`), its `queryOptions` (`options`) and its hook (`use`); the endpoint
 * file only names them. Every answer is checked against the shared zod schema it is given.
 *
 * Query keys of a resource all start with its prefix: `[...key, 'list', params]` for a page of the
 * list, `[...key, 'detail', id]` for one record.
 */

/** What a searchable, paged list asks for: the search text (empty for none) and the 1-based page. */
/** A list's search and page, and the filters a list has beside them (the review queue's), as the API names them. */
export type ListParams = { q: string; page: number; filters?: Record<string, string | undefined> };

export const recordPath = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/**
 * A searchable, paged list: `GET path?q&page&pageSize`, cached under `[...key, 'list', params]`;
 * its CSV export (every page of a search) is `GET path/export.csv?q` (DESIGN §9).
 */
export function listQuery<S extends z.ZodType>(key: QueryKey, path: string, pageSize: number, schema: S) {
  const request = ({ q, page, filters }: ListParams, signal?: AbortSignal) =>
    apiRequest(path, { query: { q: q || undefined, page, pageSize, ...filters }, schema, signal });

  const options = (params: ListParams) =>
    queryOptions({
      queryKey: [...key, 'list', params],
      queryFn: ({ signal }) => request(params, signal),
      // Keeps the current page on screen while the next one loads, so the table does not flash empty.
      placeholderData: keepPreviousData,
    });

  function useList(params: ListParams) {
    return useQuery(options(params));
  }

  return { request, options, use: useList, exportPath: `${path}/export.csv` };
}

/** One record: `GET path/:id`, cached under `[...key, 'detail', id]`. */
export function recordQuery<S extends z.ZodType>(key: QueryKey, path: string, schema: S) {
  return recordQueryOf(key, (id, signal) => apiRequest(recordPath(path, id), { schema, signal }));
}

/** One record fetched by `request` (the record with its `ETag`, say), cached like `recordQuery`'s. */
export function recordQueryOf<T>(key: QueryKey, request: (id: string, signal?: AbortSignal) => Promise<T>) {
  const options = (id: string) =>
    queryOptions({
      queryKey: [...key, 'detail', id],
      queryFn: ({ signal }) => request(id, signal),
    });

  function useRecord(id: string) {
    return useQuery(options(id));
  }

  return { request, options, use: useRecord };
}

/** A query without parameters, cached under `key`; `request` is the endpoint's own fetcher. */
export function singleQuery<K extends QueryKey, T>(key: K, request: (signal?: AbortSignal) => Promise<T>) {
  const options = () =>
    queryOptions({
      queryKey: key,
      queryFn: ({ signal }) => request(signal),
    });

  function useSingle() {
    return useQuery(options());
  }

  return { options, use: useSingle };
}

/**
 * The hook of a mutation. `onSuccess` also gets the query client; what it returns (an
 * invalidation's promise) keeps the mutation pending until it settles.
 */
export function mutationHook<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  onSuccess?: (queryClient: QueryClient, data: TData) => unknown,
) {
  return function useApiMutation() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn,
      onSuccess: onSuccess && ((data: TData) => onSuccess(queryClient, data)),
    });
  };
}

/**
 * After any change every cached query is marked stale, and those on screen refetch: one record shows up
 * in many places (a pre-check in its list, the dashboard, the merchant's overview, the merchant it
 * recorded), and a rule naming each place would miss the next screen that shows it. The returned
 * promise keeps the mutation pending until the screens on show hold the new data. A deleted record's
 * own entry (`gone`) is dropped instead, so a later visit asks the server (and hears "not found")
 * rather than showing the cached copy.
 */
export function refreshAfterChange(queryClient: QueryClient, gone?: QueryKey): Promise<void> {
  if (gone) queryClient.removeQueries({ queryKey: gone, exact: true });
  return queryClient.invalidateQueries();
}

/** The hook of a mutation that creates or updates a record, then refreshes what shows it. */
export function changingMutation<TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>) {
  return mutationHook(mutationFn, (queryClient) => refreshAfterChange(queryClient));
}

/** `DELETE path/:id`, then the record's detail is forgotten and everything else refreshes. */
export function deleteMutation(key: QueryKey, path: string) {
  const request = (id: string) => apiRequest(recordPath(path, id), { method: 'DELETE' });
  function useDelete() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: request,
      onSuccess: (_data, id) => refreshAfterChange(queryClient, [...key, 'detail', id]),
    });
  }
  return { request, use: useDelete };
}
