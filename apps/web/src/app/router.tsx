import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingText } from '@/components/ui/loading-text';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { RouteError } from './routes/route-error';

/**
 * Each screen is its own chunk, fetched when first visited, so the first load stays small.
 * Call it once per route: React Router empties a `lazy` object once it has loaded, so a shared one
 * would leave every other route using it without a component.
 */
function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  return { Component: async () => (await load()).default };
}

/** A new tree per call, for the same reason: the router writes into the route objects it is given. */
export function createRoutes(): RouteObject[] {
  return [
    {
      errorElement: <RouteError />,
      hydrateFallbackElement: <LoadingText />,
      children: [
        { path: paths.auth.path, lazy: lazyScreen(() => import('./routes/auth/sign-in')) },
        { path: paths.signup.path, lazy: lazyScreen(() => import('./routes/auth/sign-up')) },
        {
          path: paths.publicAddPosPrecheck.path,
          lazy: lazyScreen(() => import('./routes/precheck-pos/public-add-pos-precheck')),
        },
        {
          path: paths.publicAddEcomPrecheck.path,
          lazy: lazyScreen(() => import('./routes/precheck-ecom/public-add-ecom-precheck')),
        },
        {
          // The staff layout (app shell, sidebar) too: the public forms and sign-in never show it.
          lazy: lazyScreen(() =>
            import('./routes/protected-layout').then(({ ProtectedLayout }) => ({ default: ProtectedLayout })),
          ),
          children: [
            {
              element: <RequireAuth />,
              children: [
                { index: true, lazy: lazyScreen(() => import('./routes/dashboard')) },
                { path: paths.dashboard.path, lazy: lazyScreen(() => import('./routes/dashboard')) },
                {
                  path: paths.merchantOverview.path,
                  lazy: lazyScreen(() => import('./routes/merchant-overview/merchant-overview')),
                },
                {
                  path: paths.addPosPrecheck.path,
                  lazy: lazyScreen(() => import('./routes/precheck-pos/add-pos-precheck')),
                },
                {
                  path: paths.posPrecheck.path,
                  lazy: lazyScreen(() => import('./routes/precheck-pos/pos-precheck')),
                },
                {
                  path: paths.addEcomPrecheck.path,
                  lazy: lazyScreen(() => import('./routes/precheck-ecom/add-ecom-precheck')),
                },
                {
                  path: paths.ecomPrecheck.path,
                  lazy: lazyScreen(() => import('./routes/precheck-ecom/ecom-precheck')),
                },
              ],
            },
            {
              element: <RequireAuth role="admin" />,
              children: [
                { path: paths.users.path, lazy: lazyScreen(() => import('./routes/users/users')) },
                { path: paths.addUser.path, lazy: lazyScreen(() => import('./routes/users/add-user')) },
                { path: paths.editUser.path, lazy: lazyScreen(() => import('./routes/users/edit-user')) },
                {
                  path: paths.merchants.path,
                  lazy: lazyScreen(() => import('./routes/merchants/merchants')),
                },
                { path: paths.merchant.path, lazy: lazyScreen(() => import('./routes/merchants/merchant')) },
                {
                  path: paths.posPrechecks.path,
                  lazy: lazyScreen(() => import('./routes/precheck-pos/pos-prechecks')),
                },
                {
                  path: paths.ecomPrechecks.path,
                  lazy: lazyScreen(() => import('./routes/precheck-ecom/ecom-prechecks')),
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
