import { z } from 'zod';
import { emailField, listQuerySchema, pageSchema, requiredText } from './common.ts';
import {
  amount,
  choiceList,
  internationalPhone,
  optionalInternationalPhone,
  optionalText,
  optionalUrl,
  yesNo,
} from './fields.ts';

export const POS_PAGE_SIZE = 20;

export const POS_CARDS = [
  'visaMastercard',
  'discoverDiners',
  'amex',
  'vpayMaestro',
  'girocard',
  'unionPay',
] as const;
export const POS_ADDITIONAL_SERVICES = ['cashPooling', 'documentArchiving', 'dcc', 'payPerLink'] as const;
export const POS_CASH_CUTS = ['standard', 'detailed'] as const;
export const POS_TIPS = ['no', 'signature', 'without-signature'] as const;

/** Message keys of the POS rules (spec §5), in the precheckPos catalogue. */
const m = (key: string) => `precheckPos.errors.${key}`;

export const posPrecheckInputSchema = z.strictObject({
  company: requiredText(m('companyRequired')),
  taxId: requiredText(m('taxIdRequired')),
  creditorId: optionalText(),
  industry: optionalText(),
  address: requiredText(m('addressRequired')),
  locations: optionalText(),
  website: optionalUrl(m('websiteInvalid')),
  director: requiredText(m('directorRequired')),
  contactPerson: requiredText(m('contactPersonRequired')),
  email: emailField(m('emailRequired'), m('emailInvalid')),
  telephone: internationalPhone(m('telephoneRequired')),
  mobile: optionalInternationalPhone(),
  onlineShop: optionalUrl(m('websiteInvalid')),
  currentProvider: requiredText(m('currentProviderRequired')),
  turnover: amount(m('turnoverRequired')),
  receiptSize: amount(m('receiptSizeRequired')),
  bankStatementReference: requiredText(m('bankStatementReferenceRequired')),
  terminals: yesNo().default('no'),
  checkoutConnection: yesNo().default('no'),
  cashCut: z.enum(POS_CASH_CUTS, { error: 'validation.invalid' }).default('standard'),
  tip: z.enum(POS_TIPS, { error: 'validation.invalid' }).default('no'),
  cards: choiceList(POS_CARDS, m('cardsRequired')),
  additionalServices: choiceList(POS_ADDITIONAL_SERVICES).default([]),
});
export type PosPrecheckInput = z.input<typeof posPrecheckInputSchema>;
export type PosPrecheckData = z.output<typeof posPrecheckInputSchema>;

/** The order fields appear in on the form, the detail table and the PDF. */
export const POS_SECTIONS = {
  general: ['company', 'taxId', 'creditorId', 'industry', 'address', 'locations', 'website', 'director'],
  contact: ['contactPerson', 'email', 'telephone', 'mobile'],
  product: ['cards', 'additionalServices', 'onlineShop'],
  further: [
    'currentProvider',
    'turnover',
    'receiptSize',
    'bankStatementReference',
    'terminals',
    'checkoutConnection',
    'cashCut',
    'tip',
  ],
} as const satisfies Record<string, readonly (keyof PosPrecheckData)[]>;

const optionalString = z.string().nullable();

export const posPrecheckSchema = z.object({
  id: z.string(),
  company: z.string(),
  taxId: z.string(),
  creditorId: optionalString,
  industry: optionalString,
  address: z.string(),
  locations: optionalString,
  website: optionalString,
  director: z.string(),
  contactPerson: z.string(),
  email: z.string(),
  telephone: z.string(),
  mobile: optionalString,
  onlineShop: optionalString,
  currentProvider: z.string(),
  turnover: z.number(),
  receiptSize: z.number(),
  bankStatementReference: z.string(),
  terminals: z.enum(['yes', 'no']),
  checkoutConnection: z.enum(['yes', 'no']),
  cashCut: z.enum(POS_CASH_CUTS),
  tip: z.enum(POS_TIPS),
  cards: z.array(z.enum(POS_CARDS)),
  additionalServices: z.array(z.enum(POS_ADDITIONAL_SERVICES)),
  createdAt: z.string(),
});
export type PosPrecheck = z.infer<typeof posPrecheckSchema>;

export const posPrecheckListItemSchema = posPrecheckSchema.pick({
  id: true,
  company: true,
  contactPerson: true,
  email: true,
  additionalServices: true,
  createdAt: true,
});
export type PosPrecheckListItem = z.infer<typeof posPrecheckListItemSchema>;

export const posPrecheckListQuerySchema = listQuerySchema(POS_PAGE_SIZE);
export const posPrecheckPageSchema = pageSchema(posPrecheckListItemSchema);
export const createdResponseSchema = z.object({ id: z.string() });
