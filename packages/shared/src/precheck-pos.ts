import { z } from './zod.ts';
import { catalogueInputSchema, catalogueRecordShape } from './catalogue-schema.ts';
import { listQuerySchema, pageSchema, timestampSchema } from './common.ts';
import { POS_FIELDS } from './pos-catalogue.ts';
import { referenceSchema } from './reference.ts';
import { queueQueryShape, reviewStateShape } from './review.ts';

/** The POS pre-check's request, record and list schemas, built from its catalogue (pos-catalogue.ts). */

export const POS_PAGE_SIZE = 20;

export const posPrecheckInputSchema = catalogueInputSchema(POS_FIELDS, 'validation.required');

export const posPrecheckSchema = z.object({
  id: z.string(),
  reference: referenceSchema,
  ...catalogueRecordShape(POS_FIELDS),
  createdAt: timestampSchema,
  ...reviewStateShape,
});
export type PosPrecheck = z.infer<typeof posPrecheckSchema>;

export const posPrecheckListItemSchema = posPrecheckSchema.pick({
  id: true,
  reference: true,
  company: true,
  contactPerson: true,
  email: true,
  additionalServices: true,
  createdAt: true,
  status: true,
  statusChangedAt: true,
  assignee: true,
  overdue: true,
});
export type PosPrecheckListItem = z.infer<typeof posPrecheckListItemSchema>;

export const posPrecheckListQuerySchema = listQuerySchema(POS_PAGE_SIZE).extend(queueQueryShape);
export const posPrecheckPageSchema = pageSchema(posPrecheckListItemSchema);
