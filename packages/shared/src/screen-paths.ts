import type { PrecheckKind } from './dashboard.ts';

/**
 * The web app's screens a mail links to: written here, where the server composing the mail and the
 * app's router both read them. Without zod: the app's route registry, which every page loads first,
 * imports them.
 */
export const SCREEN_PATHS = {
  precheck: { pos: '/precheck-pos', ecom: '/precheck' } satisfies Record<PrecheckKind, string>,
  unsubscribe: '/unsubscribe',
  /** The admins' webhook endpoints, which a mail about a disabled one links to. */
  webhooks: '/webhooks',
} as const;

export const precheckScreenPath = (kind: PrecheckKind, id: string) =>
  `${SCREEN_PATHS.precheck[kind]}/${encodeURIComponent(id)}`;
