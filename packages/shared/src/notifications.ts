import { z } from 'zod';
import type { PrecheckKind } from './dashboard.ts';

/** An admin's choice of mails about the portal's own events (DESIGN §11): each new pre-check, or not. */
export const notificationSettingsSchema = z
  .object({ newPrecheck: z.boolean({ error: 'validation.invalid' }) })
  .meta({ description: 'Whether the signed-in admin is mailed each new pre-check' });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** The query of the one-click unsubscribe (RFC 8058) a team notice carries. */
export const unsubscribeQuerySchema = z.object({
  token: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(200),
});

/**
 * The web app's screens a mail links to: written here, where the server composing the mail and the
 * app's router both read them.
 */
export const SCREEN_PATHS = {
  precheck: { pos: '/precheck-pos', ecom: '/precheck' } satisfies Record<PrecheckKind, string>,
  unsubscribe: '/unsubscribe',
  /** The admins' webhook endpoints, which a mail about a disabled one links to. */
  webhooks: '/webhooks',
} as const;

export const precheckScreenPath = (kind: PrecheckKind, id: string) =>
  `${SCREEN_PATHS.precheck[kind]}/${encodeURIComponent(id)}`;
