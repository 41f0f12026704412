/**
 * Every route of the app, once: the router registers `path`, links and redirects call `getHref`.
 * Adding a screen means one entry here and one line in app/router.tsx.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: { path: '/auth', getHref: () => '/auth' },
  signup: { path: '/signup', getHref: () => '/signup' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },

  users: { path: '/users', getHref: () => '/users' },
  addUser: { path: '/add-user', getHref: () => '/add-user' },
  editUser: { path: '/edit-user/:id', getHref: (id: string) => `/edit-user/${encodeURIComponent(id)}` },

  merchantOverview: { path: '/merchant', getHref: () => '/merchant' },
  merchants: { path: '/merchants', getHref: () => '/merchants' },
  posPrechecks: { path: '/precheck-pos', getHref: () => '/precheck-pos' },
  addPosPrecheck: { path: '/add-precheck-pos', getHref: () => '/add-precheck-pos' },
  posPrecheck: {
    path: '/precheck-pos/:id',
    getHref: (id: string) => `/precheck-pos/${encodeURIComponent(id)}`,
  },
  publicAddPosPrecheck: { path: '/p/add-precheck-pos', getHref: () => '/p/add-precheck-pos' },
  ecomPrechecks: { path: '/precheck', getHref: () => '/precheck' },
  addEcomPrecheck: { path: '/add-precheck', getHref: () => '/add-precheck' },
} as const;
