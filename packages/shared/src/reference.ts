import { z } from './zod.ts';
import { createdResponseSchema, timestampSchema } from './common.ts';
import type { PrecheckKind } from './dashboard.ts';

/**
 * A pre-check's reference (DESIGN §11): the kind's letter, then 8 characters of Crockford's base32 in
 * two groups, `P-7KQ3-XM2A`. Crockford's alphabet has no I, L, O or U, so what is read aloud or
 * typed back cannot be mistaken; a reader's O is taken for 0 and I or L for 1 (`normalizeReference`).
 * The database draws them (migration 0014, `precheck_reference`): a permutation of one sequence, so
 * two records never share one and consecutive records do not look consecutive.
 */
export const REFERENCE_PREFIX = { pos: 'P', ecom: 'E' } as const satisfies Record<PrecheckKind, string>;

const CROCKFORD = '0-9A-HJKMNP-TV-Z';
const REFERENCE = new RegExp(`^[PE]-[${CROCKFORD}]{4}-[${CROCKFORD}]{4}$`);
const TYPED = new RegExp(`^([PE])-?([${CROCKFORD}]{4})-?([${CROCKFORD}]{4})$`);

export const referenceSchema = z.string().regex(REFERENCE).meta({
  description: "The pre-check's reference: `P-` (POS) or `E-` (e-commerce) and 8 characters",
  example: 'P-7KQ3-XM2A',
});

/**
 * The reference a typed text stands for, or null: any case, with or without its dashes, with the
 * letters people mistake for digits read as those digits.
 */
export function normalizeReference(typed: string): string | null {
  const folded = typed.trim().toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
  const match = TYPED.exec(folded);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/**
 * The answer of an accepted pre-check: its id, its reference, when it was received and where its
 * confirmation goes, and for an anonymous applicant the token of their copy link
 * (`GET /precheck-pos/{id}/pdf?copy=…`, three times within 15 minutes): what the success page shows.
 */
export const precheckCreatedSchema = createdResponseSchema.extend({
  reference: referenceSchema,
  createdAt: timestampSchema.meta({ description: 'When the pre-check was received' }),
  confirmationTo: z.string().meta({
    description:
      "The address the applicant's confirmation (with the PDF) is sent to: the form's contact e-mail",
  }),
  copyToken: z.string().optional().meta({
    description:
      "Anonymous submissions only: fetches this pre-check's PDF as `?copy=`, three times within 15 minutes",
  }),
});
export type PrecheckCreated = z.infer<typeof precheckCreatedSchema>;
