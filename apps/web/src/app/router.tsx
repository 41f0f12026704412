import type { CataloguePart } from '@portal/i18n/browser';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingText } from '@/components/ui/loading-text';
import { paths } from '@/config/paths';
import { loadCatalogue } from '@/lib/i18n';
import { lazyScreen } from './lazy-screen';
import { RootLayout, type ScreenHandle } from './routes/root-layout';
import { RouteError } from './routes/route-error';

/** A screen's route: its path and title (config/paths.ts), and its chunk, fetched on the first visit. */
function screen(
  entry: { path: string; title: ScreenHandle['title'] },
  load: Parameters<typeof lazyScreen>[0],
) {
  return { path: entry.path, handle: { title: entry.title } satisfies ScreenHandle, lazy: lazyScreen(load) };
}

/** A chunk together with the parts of the catalogue its screens show (lib/i18n.ts), fetched side by side. */
function withCatalogue<T>(parts: readonly CataloguePart[], load: () => Promise<T>) {
  return () => Promise.all([load(), loadCatalogue(parts)]).then(([module]) => module);
}

/** A new tree per call: the router writes what a lazy route loads into the route objects it is given. */
export function createRoutes(): RouteObject[] {
  return [
    {
      Component: RootLayout,
      errorElement: <RouteError />,
      hydrateFallbackElement: <LoadingText />,
      children: [
        screen(
          paths.publicAddPosPrecheck,
          withCatalogue(['precheckPos'], () => import('./routes/precheck-pos/public-add-pos-precheck')),
        ),
        screen(
          paths.publicAddEcomPrecheck,
          withCatalogue(['precheckEcom'], () => import('./routes/precheck-ecom/public-add-ecom-precheck')),
        ),
        {
          // The query client, and react-query, for sign-in and every signed-in screen: the public forms
          // above use neither, and their first load goes without them. So do the guards below, and
          // the rest of the catalogue.
          lazy: lazyScreen(
            withCatalogue(['staff', 'precheckPos', 'precheckEcom'], () => import('./routes/query-layout')),
          ),
          children: [
            screen(paths.auth, () => import('./routes/auth/sign-in')),
            screen(paths.signup, () => import('./routes/auth/sign-up')),
            {
              // The staff layout (app shell, sidebar) too: the public forms and sign-in never show it.
              lazy: lazyScreen(() =>
                import('./routes/protected-layout').then(({ ProtectedLayout }) => ({
                  default: ProtectedLayout,
                })),
              ),
              children: [
                {
                  lazy: lazyScreen(() => import('./routes/require-signed-in')),
                  children: [
                    {
                      index: true,
                      handle: { title: paths.dashboard.title } satisfies ScreenHandle,
                      lazy: lazyScreen(() => import('./routes/dashboard')),
                    },
                    screen(paths.dashboard, () => import('./routes/dashboard')),
                    screen(
                      paths.merchantOverview,
                      () => import('./routes/merchant-overview/merchant-overview'),
                    ),
                    screen(paths.addPosPrecheck, () => import('./routes/precheck-pos/add-pos-precheck')),
                    screen(paths.posPrecheck, () => import('./routes/precheck-pos/pos-precheck')),
                    screen(paths.addEcomPrecheck, () => import('./routes/precheck-ecom/add-ecom-precheck')),
                    screen(paths.ecomPrecheck, () => import('./routes/precheck-ecom/ecom-precheck')),
                    screen(paths.security, () => import('./routes/security')),
                  ],
                },
                {
                  lazy: lazyScreen(() => import('./routes/require-admin')),
                  children: [
                    screen(paths.users, () => import('./routes/users/users')),
                    screen(paths.addUser, () => import('./routes/users/add-user')),
                    screen(paths.editUser, () => import('./routes/users/edit-user')),
                    screen(paths.merchants, () => import('./routes/merchants/merchants')),
                    screen(paths.merchant, () => import('./routes/merchants/merchant')),
                    screen(paths.posPrechecks, () => import('./routes/precheck-pos/pos-prechecks')),
                    screen(paths.ecomPrechecks, () => import('./routes/precheck-ecom/ecom-prechecks')),
                    screen(paths.audit, () => import('./routes/audit/audit')),
                  ],
                },
              ],
            },
          ],
        },
        { path: '*', element: <Navigate to={paths.dashboard.getHref()} replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
