import { z } from './zod.ts';

/** An admin's choice of mails about the portal's own events (DESIGN §11): each new pre-check, or not. */
export const notificationSettingsSchema = z
  .object({ newPrecheck: z.boolean({ error: 'validation.invalid' }) })
  .meta({ description: 'Whether the signed-in admin is mailed each new pre-check' });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** The query of the one-click unsubscribe (RFC 8058) a team notice carries. */
export const unsubscribeQuerySchema = z.object({
  token: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(200),
});
