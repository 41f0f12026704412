import {
  type CatalogueData,
  type CatalogueField,
  type CatalogueFormValues,
  type CatalogueInput,
  type CatalogueKeys,
  catalogueFields,
  catalogueFormDefaults,
  type CatalogueSections,
  optionalField,
  requiredField,
} from './field-catalogue.ts';

/**
 * The POS form's questions and what is derived from them without zod, which the form needs on its
 * first load; the validation schemas built from them are in precheck-pos.ts.
 */

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

/**
 * The POS form (spec §2, §3, §5) section by section: the one description that the validation, the
 * stored record's answer, the form, the detail page and the PDF are built from.
 */
export const POS_CATALOGUE = {
  general: [
    requiredField('company', 'text', { requiredKey: m('companyRequired'), autoComplete: 'organization' }),
    requiredField('taxId', 'text', { requiredKey: m('taxIdRequired'), help: true }),
    optionalField('creditorId'),
    optionalField('industry'),
    requiredField('address', 'text', { requiredKey: m('addressRequired') }),
    optionalField('locations', 'text', { help: true }),
    optionalField('website', 'url', { invalidKey: m('websiteInvalid'), help: true, autoComplete: 'url' }),
    requiredField('director', 'text', { requiredKey: m('directorRequired') }),
  ],
  contact: [
    requiredField('contactPerson', 'text', { requiredKey: m('contactPersonRequired'), autoComplete: 'name' }),
    requiredField('email', 'email', {
      requiredKey: m('emailRequired'),
      invalidKey: m('emailInvalid'),
      autoComplete: 'email',
    }),
    requiredField('telephone', 'phone', {
      requiredKey: m('telephoneRequired'),
      help: true,
      autoComplete: 'tel',
    }),
    optionalField('mobile', 'phone', { help: true, autoComplete: 'tel' }),
  ],
  product: [
    requiredField('cards', 'choices', { options: POS_CARDS, requiredKey: m('cardsRequired'), columns: 3 }),
    optionalField('additionalServices', 'choices', { options: POS_ADDITIONAL_SERVICES, columns: 3 }),
    optionalField('onlineShop', 'url', { invalidKey: m('websiteInvalid') }),
  ],
  further: [
    requiredField('currentProvider', 'text', { requiredKey: m('currentProviderRequired'), help: true }),
    requiredField('turnover', 'amount', { requiredKey: m('turnoverRequired'), currency: 'EUR' }),
    requiredField('receiptSize', 'amount', { requiredKey: m('receiptSizeRequired'), currency: 'EUR' }),
    requiredField('bankStatementReference', 'text', { requiredKey: m('bankStatementReferenceRequired') }),
    // Spec §9 defaults: no terminals, no checkout connection, the standard cash cut, no tip.
    optionalField('terminals', 'yesNo', { defaultValue: 'no' }),
    optionalField('checkoutConnection', 'yesNo', { defaultValue: 'no' }),
    optionalField('cashCut', 'choice', {
      options: POS_CASH_CUTS,
      defaultValue: 'standard',
      optionHelp: true,
    }),
    optionalField('tip', 'choice', { options: POS_TIPS, defaultValue: 'no', optionHelp: true }),
  ],
} as const satisfies CatalogueSections;

export type PosSection = keyof typeof POS_CATALOGUE;
export type PosFieldSpec = CatalogueField<typeof POS_CATALOGUE>;
export type PosField = PosFieldSpec['name'];

/** Every question in form order. */
export const POS_FIELDS: readonly PosFieldSpec[] = catalogueFields(POS_CATALOGUE);

/** Where the POS texts live in the precheckPos namespace. */
export const POS_KEYS: CatalogueKeys = {
  section: (section) => `precheckPos.sections.${section}`,
  subsection: (subsection) => `precheckPos.subsections.${subsection}`,
  field: (field) => `precheckPos.fields.${field}`,
  help: (field) => `precheckPos.help.${field}`,
  option: (field, option) => `precheckPos.${field}.${option}`,
  optionHelp: (field, option) => `precheckPos.${field}Help.${option}`,
};

export type PosPrecheckInput = CatalogueInput<PosFieldSpec>;
export type PosPrecheckData = CatalogueData<PosFieldSpec>;

/** What the form holds: text as typed (numbers too, DESIGN §6), wire values for the choices. */
export type PosFormValues = CatalogueFormValues<PosFieldSpec>;
export const POS_FORM_DEFAULTS: PosFormValues = catalogueFormDefaults(POS_FIELDS);
