import { requiredText, timestampSchema } from './common.ts';
import { z } from './zod.ts';

/** The longest reason a legal hold may give. */
export const LEGAL_HOLD_REASON_MAX = 500;

/** `PUT …/{id}/legal-hold`: why the pre-check must not be erased (DESIGN §13). */
export const legalHoldRequestSchema = z.object({
  reason: requiredText('validation.required', LEGAL_HOLD_REASON_MAX).meta({
    description: 'Why it is held (a court order, an investigation); for the team only',
  }),
});
export type LegalHoldRequest = z.input<typeof legalHoldRequestSchema>;

/** A pre-check's legal hold: while it stands, neither retention nor an erasure request erases it. */
export const legalHoldSchema = z.object({ reason: z.string(), at: timestampSchema });
export type LegalHold = z.infer<typeof legalHoldSchema>;
