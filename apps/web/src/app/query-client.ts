import { hashKey, QueryCache, QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@/features/auth/api/get-current-user';
import { isApiError, retriesRead } from '@/lib/api-client';

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // Any 401 means the token died (revoked, expired, user deleted): re-check it so the guard
      // sends the user to sign-in instead of leaving a screen full of errors.
      onError: (error, query) => {
        if (isApiError(error, 401) && query.queryHash !== hashKey(currentUserQueryKey)) {
          void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        }
      },
    }),
    defaultOptions: {
      queries: { retry: options.retry === false ? false : retriesRead, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

let appClient: QueryClient | undefined;

/** The app's one query client, made when the first screen that reads through react-query is shown. */
export function appQueryClient(): QueryClient {
  appClient ??= createQueryClient();
  return appClient;
}
