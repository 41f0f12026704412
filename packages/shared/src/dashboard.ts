import { z } from './zod.ts';
import { timestampSchema } from './common.ts';

export const DASHBOARD_MONTHS = 12;
export const DASHBOARD_LATEST = 10;
export const PRECHECK_TYPES = ['POS', 'ECOM'] as const;
/** The kinds as the database and the monthly counts name them. */
export const PRECHECK_KINDS = ['pos', 'ecom'] as const;
export type PrecheckKind = (typeof PRECHECK_KINDS)[number];
export type PrecheckType = (typeof PRECHECK_TYPES)[number];

export const precheckSummarySchema = z.object({
  id: z.string(),
  type: z.enum(PRECHECK_TYPES),
  company: z.string(),
  contact: z.string(),
  createdAt: timestampSchema,
});
export type PrecheckSummary = z.infer<typeof precheckSummarySchema>;

/** How many days back the dashboard's decision figures look. */
export const DECISION_DAYS = 30;

const count = z.number().int().min(0);

export const dashboardStatsSchema = z.object({
  months: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), pos: count, ecom: count })),
  latest: z.array(precheckSummarySchema),
  /** The review queue of both kinds (DESIGN §12): open pre-checks by status, and how many are late. */
  queue: z.object({
    submitted: count,
    in_review: count,
    information_requested: count,
    approval_pending: count,
    overdue: count.meta({ description: 'Waiting on the team past `REVIEW_SLA`' }),
  }),
  /** Decisions of the last `days` days, both kinds. */
  decisions: z.object({
    days: z.number().int(),
    approved: count,
    declined: count,
    medianHoursToDecision: z
      .number()
      .nullable()
      .meta({ description: 'From sending to the decision; null without decisions' }),
  }),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
