import { z } from './zod.ts';
import { decimalParam, positiveWhole, timestampSchema } from './common.ts';
import { PRECHECK_KINDS, type PrecheckKind } from './dashboard.ts';
import { ECOM_GROUPS, ECOM_KEYS } from './ecom-catalogue.ts';
import type { CatalogueKeys } from './field-catalogue.ts';
import { POS_CATALOGUE, POS_KEYS } from './pos-catalogue.ts';
import { referenceSchema } from './reference.ts';

/**
 * The applicant's side of a request for information (DESIGN §12): the link they are mailed, what it
 * opens, what saving answers, and the versions their answers make.
 */

/** The sections a reviewer may point the applicant at: the form's own, per kind. */
export const PRECHECK_SECTIONS: Record<PrecheckKind, readonly string[]> = {
  pos: Object.keys(POS_CATALOGUE),
  ecom: ECOM_GROUPS,
};

/** Where each kind's form texts live (section names, questions): a request's sections are named by them. */
export const PRECHECK_KEYS: Record<PrecheckKind, CatalogueKeys> = { pos: POS_KEYS, ecom: ECOM_KEYS };

/** What an update link opens: the request, and the answers as sent (the website password left out). */
export const updateRequestSchema = z.object({
  kind: z.enum(PRECHECK_KINDS),
  reference: referenceSchema,
  message: z.string().meta({ description: "The team's question, for the applicant" }),
  sections: z.array(z.string()).meta({ description: 'The form sections the team asks to look at again' }),
  answers: z
    .record(z.string(), z.unknown())
    .meta({ description: 'The answers as a submission body holds them, without `genPass`' }),
  expiresAt: timestampSchema,
});
export type UpdateRequest = z.infer<typeof updateRequestSchema>;

/** What saving an update answers: the pre-check's reference and the version the answers now are. */
export const updateSavedSchema = z.object({
  reference: referenceSchema,
  version: z.number().int().min(2),
});
export type UpdateSaved = z.infer<typeof updateSavedSchema>;

/** A pre-check's versions, oldest first: each with the answers it changed (paths like `genInfo.genComp`). */
export const precheckVersionsSchema = z.object({
  items: z.array(
    z.object({
      version: z.number().int().min(1),
      at: timestampSchema,
      changedFields: z.array(z.string()),
    }),
  ),
});
export type PrecheckVersions = z.infer<typeof precheckVersionsSchema>;

/** `?version=N` on a detail call: that version's answers. */
export const versionQuerySchema = z.object({
  version: decimalParam(positiveWhole('validation.invalid').optional()).meta({
    description: 'An earlier version of the answers (`GET …/versions` lists them)',
  }),
});

/** An update link's token in a path: long random text, nothing a path cannot carry. */
export const updateTokenParamsSchema = z.object({
  token: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});
