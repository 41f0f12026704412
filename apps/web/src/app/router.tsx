import type { CataloguePart } from '@portal/i18n/browser';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { paths, type ScreenDescription, type ScreenTitle } from '@/config/paths';
import { loadCatalogue } from '@/lib/i18n';
import { type LazyScreen, lazyScreen } from './lazy-screen';
import { RootLayout, TitledScreen } from './routes/root-layout';

/** What a lazy route keeps for the app's start: how to fetch its chunk ahead of rendering it. */
type RouteHandle = { preload: () => void };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'preload' in handle;
}

/** A route whose element (a layout or a guard) is fetched on first use. */
function lazyRoute(Component: LazyScreen, children: RouteObject[]): RouteObject {
  return { element: <Component />, handle: { preload: Component.preload } satisfies RouteHandle, children };
}

/**
 * A screen's route: its path, title and description, if it has one (config/paths.ts), and its chunk,
 * fetched on the first visit.
 */
function screen(
  entry: { path: string; title: ScreenTitle; description?: ScreenDescription },
  load: Parameters<typeof lazyScreen>[0],
  index = false,
): RouteObject {
  const Screen = lazyScreen(load);
  const element = (
    <TitledScreen title={entry.title} description={entry.description}>
      <Screen />
    </TitledScreen>
  );
  const handle = { preload: Screen.preload } satisfies RouteHandle;
  return index ? { index: true, element, handle } : { path: entry.path, element, handle };
}

/** A chunk together with the parts of the catalogue its screens show (lib/i18n.ts), fetched side by side. */
function withCatalogue<T>(parts: readonly CataloguePart[], load: () => Promise<T>) {
  return () => Promise.all([load(), loadCatalogue(parts)]).then(([module]) => module);
}

/** A new tree per call, each with its own lazy screens (and their cached chunks). */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        screen(
          paths.publicAddPosPrecheck,
          withCatalogue(['precheckPos'], () => import('./routes/precheck-pos/public-add-pos-precheck')),
        ),
        screen(
          paths.publicAddEcomPrecheck,
          withCatalogue(['precheckEcom'], () => import('./routes/precheck-ecom/public-add-ecom-precheck')),
        ),
        screen(
          paths.updatePrecheck,
          withCatalogue(['precheckPos', 'precheckEcom'], () => import('./routes/update-precheck')),
        ),
        // The query client, and react-query, for sign-in and every signed-in screen: the public forms
        // above use neither, and their first load goes without them. So do the guards below, and
        // the rest of the catalogue.
        lazyRoute(
          lazyScreen(
            withCatalogue(['staff', 'precheckPos', 'precheckEcom'], () => import('./routes/query-layout')),
          ),
          [
            screen(paths.auth, () => import('./routes/auth/sign-in')),
            screen(paths.signup, () => import('./routes/auth/sign-up')),
            screen(paths.unsubscribe, () => import('./routes/unsubscribe')),
            // The staff layout (app shell, sidebar) too: the public forms and sign-in never show it.
            lazyRoute(
              lazyScreen(() =>
                import('./routes/protected-layout').then(({ ProtectedLayout }) => ({
                  default: ProtectedLayout,
                })),
              ),
              [
                lazyRoute(
                  lazyScreen(() => import('./routes/require-signed-in')),
                  [
                    screen(paths.dashboard, () => import('./routes/dashboard'), true),
                    screen(paths.dashboard, () => import('./routes/dashboard')),
                    screen(
                      paths.merchantOverview,
                      () => import('./routes/merchant-overview/merchant-overview'),
                    ),
                    screen(paths.merchantUpdate, () => import('./routes/merchant-overview/merchant-update')),
                    screen(paths.addPosPrecheck, () => import('./routes/precheck-pos/add-pos-precheck')),
                    screen(paths.posPrecheck, () => import('./routes/precheck-pos/pos-precheck')),
                    screen(paths.addEcomPrecheck, () => import('./routes/precheck-ecom/add-ecom-precheck')),
                    screen(paths.ecomPrecheck, () => import('./routes/precheck-ecom/ecom-precheck')),
                    screen(paths.security, () => import('./routes/security')),
                  ],
                ),
                lazyRoute(
                  lazyScreen(() => import('./routes/require-staff')),
                  [
                    screen(paths.merchants, () => import('./routes/merchants/merchants')),
                    screen(paths.merchant, () => import('./routes/merchants/merchant')),
                    screen(paths.posPrechecks, () => import('./routes/precheck-pos/pos-prechecks')),
                    screen(paths.ecomPrechecks, () => import('./routes/precheck-ecom/ecom-prechecks')),
                  ],
                ),
                lazyRoute(
                  lazyScreen(() => import('./routes/require-admin')),
                  [
                    screen(paths.users, () => import('./routes/users/users')),
                    screen(paths.addUser, () => import('./routes/users/add-user')),
                    screen(paths.editUser, () => import('./routes/users/edit-user')),
                    screen(paths.audit, () => import('./routes/audit/audit')),
                    screen(paths.outbox, () => import('./routes/outbox/outgoing')),
                    screen(paths.apiKeys, () => import('./routes/api-keys/api-keys')),
                    screen(paths.webhooks, () => import('./routes/webhooks/webhooks')),
                    screen(paths.webhook, () => import('./routes/webhooks/webhook')),
                    screen(paths.backups, () => import('./routes/backups/backups')),
                    screen(paths.privacy, () => import('./routes/privacy/privacy')),
                  ],
                ),
              ],
            ),
          ],
        ),
        { path: '*', element: <Navigate to={paths.dashboard.getHref()} replace /> },
      ],
    },
  ];
}

/**
 * Starts fetching the chunks of every route that `location` opens, at once: rendered, nested lazy
 * layouts would each wait for the one around them (the staff shell, its guard, then the screen).
 */
export function preloadRoutes(routes: RouteObject[], location: string): void {
  for (const { route } of matchRoutes(routes, location) ?? []) {
    if (isRouteHandle(route.handle)) route.handle.preload();
  }
}
