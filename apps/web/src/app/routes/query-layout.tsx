import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { Outlet } from 'react-router';
import { setLiveQueryClient } from '@/lib/live-query-client';
import { appQueryClient } from '../query-client';

/**
 * Around sign-in and every signed-in screen: the screens that read and change data through
 * react-query. A layout route of its own, fetched with them, rather than a provider around the whole
 * app: the public forms use none of it, and react-query stays out of their first load. The client is
 * one for the whole visit, so leaving for a public form and coming back keeps the cache.
 * A client provided above this route (a test's) is used as it is.
 */
export default function QueryLayout() {
  const provided = useContext(QueryClientContext);
  const client = provided ?? appQueryClient();

  // What the public forms create refreshes this cache too (features/precheck/api/create-precheck.ts).
  useEffect(() => {
    setLiveQueryClient(client);
  }, [client]);

  if (provided) return <Outlet />;
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
