import {
  type CatalogueKeys,
  type FieldBlock,
  fieldBlocks,
  type FieldSpec,
  optionalField,
  requiredField,
} from './field-catalogue.ts';

/**
 * The e-commerce form's regions, services and questions, and the rules that decide what it shows,
 * without zod, which the form needs on its first load; the validation schemas are in precheck-ecom.ts.
 */

export const REGIONS = ['us', 'eu', 'other'] as const;
export type Region = (typeof REGIONS)[number];
export const DEFAULT_REGION: Region = 'us';

/** The six services of the spec, in the order the form lists them, then incorporation (DESIGN §6). */
export const ECOM_SERVICES = [
  'creditCard',
  'clearingHouse',
  'corporateBanking',
  'affiliate',
  'whitelabelGateway',
  'alternativeBilling',
  'incorporation',
] as const;
export type EcomService = (typeof ECOM_SERVICES)[number];

/** Which services each region offers (spec §4); incorporation is offered everywhere. */
export const SERVICES_BY_REGION: Record<Region, readonly EcomService[]> = {
  us: [
    'creditCard',
    'affiliate',
    'clearingHouse',
    'alternativeBilling',
    'corporateBanking',
    'whitelabelGateway',
    'incorporation',
  ],
  eu: [
    'creditCard',
    'affiliate',
    'alternativeBilling',
    'corporateBanking',
    'whitelabelGateway',
    'incorporation',
  ],
  other: ['creditCard', 'affiliate', 'whitelabelGateway', 'incorporation'],
};

export function ecomServicesForRegion(region: Region): readonly EcomService[] {
  return SERVICES_BY_REGION[region];
}

export function isServiceOffered(region: Region, service: EcomService): boolean {
  return SERVICES_BY_REGION[region].includes(service);
}

export const AP_PRODUCTS = [
  'bankTransfers',
  'payouts',
  'physicalPrepaidCards',
  'virtualPrepaidCards',
] as const;
export const WL_GATEWAY_FEATURES = [
  'riskManagement',
  'loadBalancing',
  'chargebackFraudAlerts',
  'midConfiguration',
  'binIpBlock',
  'other',
] as const;
export const AB_PRODUCTS = ['sepa', 'sofort'] as const;

export const ECOM_GROUPS = [
  'genInfo',
  'ccpInfo',
  'apInfo',
  'wlInfo',
  'chInfo',
  'cbInfo',
  'incInfo',
  'abInfo',
] as const;
export type EcomGroup = (typeof ECOM_GROUPS)[number];

/** The group of answers each service asks for. */
export const GROUP_OF_SERVICE: Record<EcomService, Exclude<EcomGroup, 'genInfo'>> = {
  creditCard: 'ccpInfo',
  affiliate: 'apInfo',
  whitelabelGateway: 'wlInfo',
  clearingHouse: 'chInfo',
  corporateBanking: 'cbInfo',
  incorporation: 'incInfo',
  alternativeBilling: 'abInfo',
};

/** Message keys of the e-commerce rules (spec §5), in the precheckEcom catalogue. */
export const ecomErrorKey = (key: string) => `precheckEcom.errors.${key}`;
const e = ecomErrorKey;
const EMAIL_INVALID = e('emailInvalid');

/**
 * The e-commerce form group by group: the one description that the validation schemas, the form's
 * inputs, the detail page and the PDF are built from. A question without its own "missing" message
 * says 'Field is required'. Sub-headings (spec §2: the ACH customer service manager and transaction
 * information, corporate banking's incoming and outgoing funds, the incorporation's owners and
 * directors) start at the question that carries them and run to the next.
 */
export const ECOM_CATALOGUE = {
  genInfo: [
    requiredField('genComp', 'text', { requiredKey: e('companyRequired') }),
    requiredField('genAddr', 'text', { requiredKey: e('addressRequired') }),
    requiredField('genDirName', 'text', { requiredKey: e('directorNameRequired') }),
    // 'Email is required' with no format check (spec §5).
    requiredField('genDirEmail', 'text', { requiredKey: e('emailRequired') }),
    requiredField('genDirAddr', 'text', { requiredKey: e('addressRequired') }),
    requiredField('genTaxID', 'text', { requiredKey: e('taxIdRequired') }),
    requiredField('genDesc', 'longText', { requiredKey: e('descriptionRequired') }),
    requiredField('genPrice', 'text', { requiredKey: e('pricingRequired') }),
    requiredField('genUrl', 'url', { requiredKey: e('urlRequired'), invalidKey: e('urlInvalid') }),
    requiredField('genUser', 'text', { requiredKey: 'validation.required' }),
    requiredField('genPass', 'password', { requiredKey: 'validation.required' }),
    requiredField('genFullName', 'text', { requiredKey: e('nameRequired') }),
    requiredField('genEmail', 'email', { requiredKey: e('emailRequired'), invalidKey: EMAIL_INVALID }),
    optionalField('genSkype'),
    optionalField('genPhone'),
    optionalField('genRefSource'),
  ],
  ccpInfo: [
    requiredField('ccpFulfill', 'longText', { requiredKey: e('fulfillmentRequired') }),
    requiredField('ccpCallCtr', 'text', { requiredKey: e('callCenterRequired') }),
    requiredField('ccpLic', 'yesNo', { requiredKey: e('licenseRequired') }),
    optionalField('ccpLicJur'),
    requiredField('ccpBankAcq', 'text', { requiredKey: e('bankAcquirersRequired') }),
    optionalField('ccpCurrMCC'),
    requiredField('ccpAvgTxVal', 'amount', { requiredKey: e('avgTxValueRequired'), currency: 'EUR' }),
    requiredField('ccpCurrMonthVol', 'amount', { requiredKey: e('currMonthVolRequired'), currency: 'EUR' }),
    requiredField('ccpExpMonthVol', 'amount', { requiredKey: e('expMonthVolRequired'), currency: 'EUR' }),
    optionalField('ccpDescLine1'),
    optionalField('ccpDescLine2'),
    optionalField('ccpPrefGateway'),
  ],
  apInfo: [
    requiredField('apRegNum'),
    requiredField('apUsage', 'longText'),
    requiredField('apProjVolume', 'amount'),
    requiredField('apProjCount', 'amount', { count: true }),
    requiredField('apAvgTxValue', 'amount'),
    requiredField('apCardCount', 'amount', { count: true }),
    requiredField('apCurrencies'),
    requiredField('apProduct', 'choices', { options: AP_PRODUCTS, requiredKey: e('productRequired') }),
  ],
  wlInfo: [
    requiredField('wlExpMonthVol', 'amount'),
    requiredField('wlExpTxCount', 'amount', { count: true }),
    requiredField('wlAvgTxVal', 'amount'),
    requiredField('wlLicense', 'yesNo', { defaultValue: 'no' }),
    optionalField('wlLicJur'),
    requiredField('wlGatewayFeatures', 'choices', {
      options: WL_GATEWAY_FEATURES,
      requiredKey: e('gatewayFeatureRequired'),
    }),
    optionalField('wlOtherGateway', 'longText'),
    requiredField('wlTargetMarkets', 'longText'),
    requiredField('wlBankAcquirers', 'longText'),
    requiredField('wlAltBilling', 'longText'),
    optionalField('wlOtherRemarks', 'longText'),
  ],
  chInfo: [
    requiredField('chPayee'),
    requiredField('chClient'),
    requiredField('chCustEmail', 'email', { invalidKey: EMAIL_INVALID }),
    requiredField('chMktDesc', 'longText'),
    requiredField('chCompHandling', 'longText'),
    requiredField('chRefundPol', 'yesNo', { defaultValue: 'no' }),
    requiredField('chAchProvider'),
    requiredField('chAchName', 'text', { subsection: 'chCustomerService' }),
    requiredField('chAchPhone'),
    requiredField('chAchEmail', 'email', { invalidKey: EMAIL_INVALID }),
    requiredField('chHighTxAmt', 'amount', { subsection: 'chTransactions', currency: 'EUR' }),
    requiredField('chAvgTxAmt', 'amount', { currency: 'EUR' }),
    requiredField('chMaxTxPerDay', 'amount', { count: true }),
    requiredField('chReqMonthLimit', 'amount', { currency: 'USD' }),
    requiredField('chRecTxPerc', 'amount', { count: true }),
    requiredField('chRefundCap', 'yesNo', { defaultValue: 'no' }),
    requiredField('chAchCreditCap', 'yesNo', { defaultValue: 'no' }),
  ],
  cbInfo: [
    optionalField('cbBusinessAddr'),
    requiredField('cbPEP', 'yesNo', { requiredKey: e('pepRequired') }),
    requiredField('cbMainClients', 'longText'),
    requiredField('cbFromCountry', 'text', { subsection: 'cbIncoming' }),
    requiredField('cbCurrency'),
    requiredField('cbMonthlyVol', 'amount', { currency: 'EUR' }),
    requiredField('cbNumPayments', 'amount', { count: true }),
    requiredField('cbIncomingFunds', 'longText'),
    requiredField('cbToCountry', 'text', { subsection: 'cbOutgoing' }),
    requiredField('cbOutgoingFunds', 'longText'),
  ],
  // The second owner's and director's rows show only when a second name was given (spec §2, detail).
  incInfo: [
    requiredField('incSuggestedName'),
    requiredField('incOfficeInUSA', 'yesNo'),
    optionalField('incCurrentMerchantName'),
    optionalField('incExistingAddress'),
    requiredField('incCompanyDescription', 'longText'),
    requiredField('incMonthlyVolume', 'amount', { currency: 'EUR' }),
    requiredField('incAvgTransactionValue', 'amount', { currency: 'EUR' }),
    requiredField('incBillingDescriptor1'),
    requiredField('incCityField'),
    requiredField('incBOName1', 'text', { subsection: 'incOwner1' }),
    requiredField('incBONationality1'),
    requiredField('incBOAddress1'),
    requiredField('incBOShares1', 'amount', { count: true }),
    optionalField('incBOName2', 'text', { subsection: 'incOwner2', shownWith: 'incBOName2' }),
    optionalField('incBONationality2', 'text', { shownWith: 'incBOName2' }),
    optionalField('incBOAddress2', 'text', { shownWith: 'incBOName2' }),
    optionalField('incBOShares2', 'amount', { shownWith: 'incBOName2', count: true }),
    requiredField('incDirectorName1', 'text', { subsection: 'incDirector1' }),
    requiredField('incDirectorNationality1'),
    optionalField('incDirectorName2', 'text', { subsection: 'incDirector2', shownWith: 'incDirectorName2' }),
    optionalField('incDirectorNationality2', 'text', { shownWith: 'incDirectorName2' }),
  ],
  abInfo: [
    requiredField('abProduct', 'choices', { options: AB_PRODUCTS, requiredKey: e('abProductRequired') }),
    requiredField('abProjectedVolume', 'amount', { currency: 'EUR' }),
    requiredField('abProjectedTxCount', 'amount', { count: true }),
    requiredField('abLowestTxAmount', 'amount', { currency: 'EUR' }),
    requiredField('abHighestTxAmount', 'amount', { currency: 'EUR' }),
    requiredField('abAvgTxAmount', 'amount', { currency: 'EUR' }),
    requiredField('abTargetMarkets', 'longText'),
    requiredField('abSalesTurnover', 'amount', { currency: 'EUR' }),
  ],
} as const satisfies Record<EcomGroup, readonly FieldSpec[]>;

/** The catalogue with each group's questions as plain specs, for code that walks any group. */
export const ECOM_FIELDS: Readonly<Record<EcomGroup, readonly FieldSpec[]>> = ECOM_CATALOGUE;

export type EcomFieldSpec<G extends EcomGroup = EcomGroup> = (typeof ECOM_CATALOGUE)[G][number];

/** Where the e-commerce texts live in the precheckEcom namespace. */
export const ECOM_KEYS: CatalogueKeys = {
  section: (group) => `precheckEcom.sections.${group}`,
  subsection: (subsection) => `precheckEcom.subsections.${subsection}`,
  field: (field) => `precheckEcom.fields.${field}`,
  help: (field) => `precheckEcom.help.${field}`,
  option: (field, option) => `precheckEcom.options.${field}.${option}`,
  optionHelp: (field, option) => `precheckEcom.options.${field}Help.${option}`,
};

/** A group's questions in catalogue order, cut into runs under their sub-headings (the first may have none). */
export function ecomFieldBlocks(group: EcomGroup): FieldBlock<EcomFieldSpec>[] {
  // Named: TypeScript infers no one question type from the union of the groups' tuples.
  return fieldBlocks<EcomFieldSpec>(ECOM_CATALOGUE[group]);
}

/** The gateway feature that asks for a description of the others (wlOtherGateway). */
export const OTHER_GATEWAY_FEATURE = 'other';

type Condition = {
  applies: (groupValues: Record<string, unknown>) => boolean;
  /** The same condition in the API document's words, which a JSON schema of OpenAPI 3.0 cannot state. */
  inWords: string;
};

/**
 * Questions asked only when another answer of their group calls for them, and then required:
 * 'Specify other gateway features' once Other is among the gateway features (spec §2).
 */
const CONDITIONAL_FIELDS: Readonly<Record<string, Condition>> = {
  wlOtherGateway: {
    applies: ({ wlGatewayFeatures }) =>
      Array.isArray(wlGatewayFeatures) && wlGatewayFeatures.includes(OTHER_GATEWAY_FEATURE),
    inWords: `Required when \`wlGatewayFeatures\` holds \`${OTHER_GATEWAY_FEATURE}\``,
  },
};

/** Whether a question applies to these answers of its group (the form shows it only then). */
export function ecomFieldApplies(fieldName: string, groupValues: Record<string, unknown>): boolean {
  return CONDITIONAL_FIELDS[fieldName]?.applies(groupValues) ?? true;
}

/** When a conditional question is required, in words; undefined for the others. */
export function ecomFieldCondition(fieldName: string): string | undefined {
  return CONDITIONAL_FIELDS[fieldName]?.inWords;
}

/** Whether a question is asked only under a condition (the form drops its answer while it is not asked). */
export function ecomFieldIsConditional(fieldName: string): boolean {
  return fieldName in CONDITIONAL_FIELDS;
}

/** Whether a question must be answered whenever it is asked: required ones, and conditional ones once shown. */
export function ecomFieldRequiredWhenShown(field: FieldSpec): boolean {
  return field.required || ecomFieldIsConditional(field.name);
}
