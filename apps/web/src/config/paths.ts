import { type PrecheckKind, precheckScreenPath, SCREEN_PATHS, updateScreenPath } from '@portal/shared';

/**
 * Every route of the app, once: the router registers `path`, links and redirects call `getHref`, and
 * the window's title names the screen by the catalogue key `title` (WCAG 2.4.2). A public screen meant
 * to be found through a search engine (the pre-check forms) has a `description`: the page's meta
 * description, in the language shown, and an Allow line in robots.txt (config/robots.ts).
 * Adding a screen means one entry here, one in `screenAccess` below, and one line in app/router.tsx.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: { path: '/auth', title: 'auth.signInTitle', getHref: () => '/auth' },
  signup: { path: '/signup', title: 'auth.signUpTitle', getHref: () => '/signup' },
  dashboard: { path: '/dashboard', title: 'dashboard.title', getHref: () => '/dashboard' },

  users: { path: '/users', title: 'users.title', getHref: () => '/users' },
  addUser: { path: '/add-user', title: 'users.addTitle', getHref: () => '/add-user' },
  editUser: {
    path: `${SCREEN_PATHS.editUser}/:id`,
    title: 'users.editTitle',
    getHref: (id: string) => `${SCREEN_PATHS.editUser}/${encodeURIComponent(id)}`,
  },

  audit: { path: '/audit', title: 'audit.title', getHref: () => '/audit' },
  outbox: { path: '/outgoing', title: 'outbox.title', getHref: () => '/outgoing' },
  apiKeys: { path: SCREEN_PATHS.apiKeys, title: 'apiKeys.title', getHref: () => SCREEN_PATHS.apiKeys },
  backups: { path: '/backups', title: 'backups.title', getHref: () => '/backups' },
  privacy: { path: '/privacy', title: 'privacy.title', getHref: () => '/privacy' },
  /** Where the mail about an endpoint the portal disabled leads. */
  webhooks: { path: SCREEN_PATHS.webhooks, title: 'webhooks.title', getHref: () => SCREEN_PATHS.webhooks },
  webhook: {
    path: `${SCREEN_PATHS.webhooks}/:id`,
    title: 'webhooks.detail.title',
    getHref: (id: string) => `${SCREEN_PATHS.webhooks}/${encodeURIComponent(id)}`,
  },
  security: { path: '/security', title: 'mfa.security.title', getHref: () => '/security' },
  /** Where a team notice's unsubscribe link leads (`?token=`), signed in or not. */
  unsubscribe: {
    path: SCREEN_PATHS.unsubscribe,
    title: 'notifications.unsubscribe.title',
    getHref: () => SCREEN_PATHS.unsubscribe,
  },

  merchantOverview: { path: '/merchant', title: 'overview.title', getHref: () => '/merchant' },
  /** The submitting merchant's answer to the team's request, from their overview. */
  merchantUpdate: {
    path: '/merchant/update/:kind/:id',
    title: 'forms.update.pageTitle',
    getHref: (kind: PrecheckKind, id: string) => `/merchant/update/${kind}/${encodeURIComponent(id)}`,
  },
  merchants: { path: '/merchants', title: 'merchants.list.title', getHref: () => '/merchants' },
  merchant: {
    path: '/merchants/:id',
    title: 'merchants.detail.pageTitle',
    getHref: (id: number | string) => `/merchants/${encodeURIComponent(String(id))}`,
  },
  posPrechecks: { path: '/precheck-pos', title: 'precheckPos.list.title', getHref: () => '/precheck-pos' },
  addPosPrecheck: {
    path: '/add-precheck-pos',
    title: 'precheckPos.title',
    getHref: () => '/add-precheck-pos',
  },
  posPrecheck: {
    path: `${SCREEN_PATHS.precheck.pos}/:id`,
    title: 'precheckPos.detail.pageTitle',
    getHref: (id: string) => precheckScreenPath('pos', id),
  },
  publicAddPosPrecheck: {
    path: '/p/add-precheck-pos',
    title: 'precheckPos.title',
    description: 'precheckPos.metaDescription',
    getHref: () => '/p/add-precheck-pos',
  },
  ecomPrechecks: { path: '/precheck', title: 'precheckEcom.list.title', getHref: () => '/precheck' },
  ecomPrecheck: {
    path: `${SCREEN_PATHS.precheck.ecom}/:id`,
    title: 'precheckEcom.detail.pageTitle',
    getHref: (id: string) => precheckScreenPath('ecom', id),
  },
  addEcomPrecheck: { path: '/add-precheck', title: 'precheckEcom.pageTitle', getHref: () => '/add-precheck' },
  publicAddEcomPrecheck: {
    path: '/p/add-precheck',
    title: 'precheckEcom.pageTitle',
    description: 'precheckEcom.metaDescription',
    /** `brand=pp` shows the partner's logo on the public page. */
    getHref: (brand?: string) =>
      brand ? `/p/add-precheck?brand=${encodeURIComponent(brand)}` : '/p/add-precheck',
  },
  /** Where a request for information's mailed link leads the applicant, signed in or not. */
  updatePrecheck: {
    path: `${SCREEN_PATHS.update}/:token`,
    title: 'forms.update.pageTitle',
    getHref: (token: string) => updateScreenPath(token),
  },
} as const;

/** The catalogue keys that name screens. */
export type ScreenTitle = Extract<(typeof paths)[keyof typeof paths], { title: string }>['title'];

/** The catalogue keys that describe public screens to search engines (the page's meta description). */
export type ScreenDescription = Extract<
  (typeof paths)[keyof typeof paths],
  { description: string }
>['description'];

/**
 * Who a screen is for: `public` screens open without signing in; `signed-in`, `staff` (admins and
 * reviewers) and `admin` ones sit behind app/router.tsx's guards of those names (its test holds the
 * two together). robots.txt keeps crawlers
 * out of every screen that is not public (config/robots.ts). Every screen has one: a new screen does not
 * compile until it says.
 */
export type ScreenAccess = 'public' | 'signed-in' | 'staff' | 'admin';

export const screenAccess = {
  home: 'signed-in',
  auth: 'public',
  signup: 'public',
  dashboard: 'signed-in',
  users: 'admin',
  addUser: 'admin',
  editUser: 'admin',
  audit: 'admin',
  outbox: 'admin',
  apiKeys: 'admin',
  backups: 'admin',
  privacy: 'admin',
  webhooks: 'admin',
  webhook: 'admin',
  security: 'signed-in',
  unsubscribe: 'public',
  merchantOverview: 'signed-in',
  merchantUpdate: 'signed-in',
  merchants: 'staff',
  merchant: 'staff',
  posPrechecks: 'staff',
  addPosPrecheck: 'signed-in',
  posPrecheck: 'signed-in',
  publicAddPosPrecheck: 'public',
  ecomPrechecks: 'staff',
  ecomPrecheck: 'signed-in',
  addEcomPrecheck: 'signed-in',
  publicAddEcomPrecheck: 'public',
  updatePrecheck: 'public',
} as const satisfies Record<keyof typeof paths, ScreenAccess>;
