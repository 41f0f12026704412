import type { PrecheckKind } from './dashboard.ts';

/**
 * The web app's screens a mail links to: written here, where the server composing the mail and the
 * app's router both read them. Without zod: the app's route registry, which every page loads first,
 * imports them.
 */
export const SCREEN_PATHS = {
  precheck: { pos: '/precheck-pos', ecom: '/precheck' } satisfies Record<PrecheckKind, string>,
  unsubscribe: '/unsubscribe',
  /** Where a request for information's link leads the applicant (DESIGN §12). */
  update: '/p/update',
  /** The admins' webhook endpoints, which a mail about a disabled one links to. */
  webhooks: '/webhooks',
  /** Where a security notice (DESIGN §14) sends an admin to look at a new admin or API key. */
  editUser: '/edit-user',
  apiKeys: '/api-keys',
} as const;

export const precheckScreenPath = (kind: PrecheckKind, id: string) =>
  `${SCREEN_PATHS.precheck[kind]}/${encodeURIComponent(id)}`;

export const updateScreenPath = (token: string) => `${SCREEN_PATHS.update}/${encodeURIComponent(token)}`;
