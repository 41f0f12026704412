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
  merchant: {
    path: '/merchants/:id',
    getHref: (id: number | string) => `/merchants/${encodeURIComponent(String(id))}`,
  },
  posPrechecks: { path: '/precheck-pos', getHref: () => '/precheck-pos' },
  addPosPrecheck: { path: '/add-precheck-pos', getHref: () => '/add-precheck-pos' },
  posPrecheck: {
    path: '/precheck-pos/:id',
    getHref: (id: string) => `/precheck-pos/${encodeURIComponent(id)}`,
  },
  publicAddPosPrecheck: { path: '/p/add-precheck-pos', getHref: () => '/p/add-precheck-pos' },
  ecomPrechecks: { path: '/precheck', getHref: () => '/precheck' },
  ecomPrecheck: {
    path: '/precheck/:id',
    getHref: (id: string) => `/precheck/${encodeURIComponent(id)}`,
  },
  addEcomPrecheck: { path: '/add-precheck', getHref: () => '/add-precheck' },
  publicAddEcomPrecheck: {
    path: '/p/add-precheck',
    /** `brand=pp` shows the partner's logo on the public page. */
    getHref: (brand?: string) =>
      brand ? `/p/add-precheck?brand=${encodeURIComponent(brand)}` : '/p/add-precheck',
  },
} as const;
