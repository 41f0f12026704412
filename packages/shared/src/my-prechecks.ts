import { z } from './zod.ts';
import { listQuerySchema, pageSchema, timestampSchema } from './common.ts';
import { precheckSummarySchema } from './dashboard.ts';
import { precheckStatusSchema } from './review.ts';

/** The signed-in user's own pre-checks of both kinds (the /merchant overview). */
export const MY_PRECHECKS_PAGE_SIZE = 20;
export const myPrechecksQuerySchema = listQuerySchema(MY_PRECHECKS_PAGE_SIZE).omit({ q: true });
/**
 * One's own pre-check on the overview (DESIGN §12): where its review stands and, while the team waits
 * for an answer, what the team asks.
 */
export const myPrecheckSchema = precheckSummarySchema.extend({
  status: precheckStatusSchema,
  statusChangedAt: timestampSchema,
  message: z.string().optional().meta({ description: "While `information_requested`: the team's question" }),
});
export type MyPrecheck = z.infer<typeof myPrecheckSchema>;
export const myPrechecksPageSchema = pageSchema(myPrecheckSchema);
