import type { QueryClient } from '@tanstack/react-query';

/**
 * The query client of the screens that read through react-query (sign-in and everything signed in,
 * app/routes/query-layout.tsx), once one of them has been shown. The public forms do not load
 * react-query; what they create must still refresh those screens' cache when the same tab has them.
 */
let live: QueryClient | null = null;

export function setLiveQueryClient(client: QueryClient | null): void {
  live = client;
}

/**
 * Marks every cached query stale and refetches those on screen (query-factories' refreshAfterChange),
 * when a query client is live; the promise settles once they hold the new data.
 */
export function refreshLiveQueries(): Promise<void> {
  return live ? live.invalidateQueries() : Promise.resolve();
}
