import { z } from './zod.ts';
import { decimalParam, listQuerySchema, pageSchema, positiveWhole, timestampSchema } from './common.ts';

export const MERCHANTS_PAGE_SIZE = 10;

export const merchantSchema = z.object({
  id: z.number().int(),
  company: z.string(),
  address: z.string().nullable(),
  contactPerson: z.string().nullable(),
  createdAt: timestampSchema,
  director: z.string().nullable(),
  email: z.string(),
  industry: z.string().nullable(),
  locations: z.string().nullable(),
  mobile: z.string().nullable(),
  onlineShop: z.string().nullable(),
  avgTxValue: z.number().nullable(),
  taxId: z.string().nullable(),
  telephone: z.string().nullable(),
  currMonthVol: z.number().nullable(),
  projMonthVolAcct: z.number().nullable(),
  website: z.string().nullable(),
  onboardedAt: timestampSchema
    .nullable()
    .meta({ description: 'When a pre-check of this merchant was approved (DESIGN §12); null until then' }),
});
export type Merchant = z.infer<typeof merchantSchema>;

/** A merchant's fields in the spec's order (spec §2, "Merchant detail"): its detail table and its export. */
export const MERCHANT_DETAIL_FIELDS = [
  'company',
  'address',
  'contactPerson',
  'createdAt',
  'director',
  'email',
  'industry',
  'locations',
  'mobile',
  'onlineShop',
  'avgTxValue',
  'taxId',
  'telephone',
  'currMonthVol',
  'projMonthVolAcct',
  'website',
  'onboardedAt',
] as const satisfies readonly (keyof Merchant)[];
export type MerchantDetailField = (typeof MERCHANT_DETAIL_FIELDS)[number];

export const merchantListItemSchema = merchantSchema.pick({
  id: true,
  company: true,
  contactPerson: true,
  email: true,
  industry: true,
  createdAt: true,
});
export type MerchantListItem = z.infer<typeof merchantListItemSchema>;

export const merchantListQuerySchema = listQuerySchema(MERCHANTS_PAGE_SIZE);
export const merchantPageSchema = pageSchema(merchantListItemSchema);

/** Merchant ids are numbers (spec §3); anything else in the path is a 400, not a 404. */
export const merchantParamsSchema = z.object({ id: decimalParam(positiveWhole('validation.idInvalid')) });
