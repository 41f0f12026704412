import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import {
  type InitialEntry,
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type NavigationType,
  type RouteObject,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
} from 'react-router';
import { createQueryClient } from '@/app/query-client';
import { theme } from '@/app/theme';

/**
 * The app's Mantine theme, for tests of shared components: those may not import `@/app`, and
 * without the theme they would render with Mantine's defaults rather than as the app shows them.
 */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      {children}
    </MantineProvider>
  );
}

/** Renders `ui` inside {@link TestProviders}; `rerender` keeps the providers. */
export function renderWithTheme(ui: ReactElement) {
  return render(ui, { wrapper: TestProviders });
}

export type RenderRoutesOptions = {
  /** History entries (paths, or locations with router state); the last one is the current location. */
  entries?: InitialEntry[];
  /** Passed to user-event, e.g. to drive fake timers. */
  advanceTimers?: (ms: number) => unknown;
};

/** Where a test's router is, and a way to move it as a link would. */
export type TestRouter = {
  location: () => Location;
  /** How the router got there: PUSH, REPLACE or POP. */
  action: () => NavigationType;
  navigate: (to: string) => Promise<void>;
};

/** What the routes under test last rendered with. */
type Seen = { location: Location; action: NavigationType; navigate: NavigateFunction };

function RoutesUnderTest({ routes, seen }: { routes: RouteObject[]; seen: (now: Seen) => void }) {
  seen({ location: useLocation(), action: useNavigationType(), navigate: useNavigate() });
  return useRoutes(routes);
}

/** Renders routes inside the app's providers, with a memory router the test can inspect. */
export function renderRoutes(
  routes: RouteObject[],
  { entries = ['/'], advanceTimers }: RenderRoutesOptions = {},
) {
  const queryClient = createQueryClient({ retry: false });
  let last: Seen | undefined;
  const rendered = () => {
    if (!last) throw new Error('the routes have not rendered yet');
    return last;
  };
  const router: TestRouter = {
    location: () => rendered().location,
    action: () => rendered().action,
    navigate: async (to) => {
      const { navigate } = rendered();
      await act(async () => {
        await navigate(to);
      });
    },
  };
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <TestProviders>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
          <RoutesUnderTest
            routes={routes}
            seen={(now) => {
              last = now;
            }}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </TestProviders>,
  );
  return { ...view, router, queryClient, user };
}

/** A page that only says where the router ended up, for asserting redirects. */
export function landing(path: string): RouteObject {
  return { path, element: <p>{`landed on ${path}`}</p> };
}

/** Renders one element at `path`, with landing pages for the places it may navigate to. */
export function renderAt(
  element: ReactElement,
  path: string,
  options: RenderRoutesOptions & { landings?: string[] } = {},
) {
  const { landings = [], ...rest } = options;
  return renderRoutes([{ path, element }, ...landings.map(landing)], rest);
}

/**
 * Lazy screens load on first visit; on a busy machine (CI runs two test files per core) that takes
 * far longer than findBy's default second.
 */
export const slow = { timeout: 15_000 };
