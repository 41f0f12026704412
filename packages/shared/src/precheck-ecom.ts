import { z } from 'zod';
import { listQuerySchema, pageSchema } from './common.ts';
import {
  type CatalogueData,
  type CatalogueKeys,
  catalogueInputSchema,
  type FieldBlock,
  fieldBlocks,
  type FieldSpec,
  optionalField,
  requiredField,
} from './field-catalogue.ts';

export const ECOM_PAGE_SIZE = 20;

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

const e = (key: string) => `precheckEcom.errors.${key}`;
const FIELD_REQUIRED = e('fieldRequired');
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
    requiredField('ccpAvgTxVal', 'amount', { requiredKey: e('avgTxValueRequired') }),
    requiredField('ccpCurrMonthVol', 'amount', { requiredKey: e('currMonthVolRequired') }),
    requiredField('ccpExpMonthVol', 'amount', { requiredKey: e('expMonthVolRequired') }),
    optionalField('ccpDescLine1'),
    optionalField('ccpDescLine2'),
    optionalField('ccpPrefGateway'),
  ],
  apInfo: [
    requiredField('apRegNum'),
    requiredField('apUsage', 'longText'),
    requiredField('apProjVolume', 'amount', { currency: 'EUR/GBP' }),
    requiredField('apProjCount', 'amount'),
    requiredField('apAvgTxValue', 'amount'),
    requiredField('apCardCount', 'amount'),
    requiredField('apCurrencies'),
    requiredField('apProduct', 'choices', { options: AP_PRODUCTS, requiredKey: e('productRequired') }),
  ],
  wlInfo: [
    requiredField('wlExpMonthVol', 'amount', { currency: 'EUR/USD' }),
    requiredField('wlExpTxCount', 'amount'),
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
    requiredField('chHighTxAmt', 'amount', { subsection: 'chTransactions' }),
    requiredField('chAvgTxAmt', 'amount'),
    requiredField('chMaxTxPerDay', 'amount'),
    requiredField('chReqMonthLimit', 'amount'),
    requiredField('chRecTxPerc', 'amount'),
    requiredField('chRefundCap', 'yesNo', { defaultValue: 'no' }),
    requiredField('chAchCreditCap', 'yesNo', { defaultValue: 'no' }),
  ],
  cbInfo: [
    optionalField('cbBusinessAddr'),
    requiredField('cbPEP', 'yesNo', { requiredKey: e('pepRequired') }),
    requiredField('cbMainClients', 'longText'),
    requiredField('cbFromCountry', 'text', { subsection: 'cbIncoming' }),
    requiredField('cbCurrency'),
    requiredField('cbMonthlyVol', 'amount'),
    requiredField('cbNumPayments', 'amount'),
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
    requiredField('incMonthlyVolume', 'amount'),
    requiredField('incAvgTransactionValue', 'amount'),
    requiredField('incBillingDescriptor1'),
    requiredField('incCityField'),
    requiredField('incBOName1', 'text', { subsection: 'incOwner1' }),
    requiredField('incBONationality1'),
    requiredField('incBOAddress1'),
    requiredField('incBOShares1', 'amount'),
    optionalField('incBOName2', 'text', { subsection: 'incOwner2', shownWith: 'incBOName2' }),
    optionalField('incBONationality2', 'text', { shownWith: 'incBOName2' }),
    optionalField('incBOAddress2', 'text', { shownWith: 'incBOName2' }),
    optionalField('incBOShares2', 'amount', { shownWith: 'incBOName2' }),
    requiredField('incDirectorName1', 'text', { subsection: 'incDirector1' }),
    requiredField('incDirectorNationality1'),
    optionalField('incDirectorName2', 'text', { subsection: 'incDirector2', shownWith: 'incDirectorName2' }),
    optionalField('incDirectorNationality2', 'text', { shownWith: 'incDirectorName2' }),
  ],
  abInfo: [
    requiredField('abProduct', 'choices', { options: AB_PRODUCTS, requiredKey: e('abProductRequired') }),
    requiredField('abProjectedVolume', 'amount'),
    requiredField('abProjectedTxCount', 'amount'),
    requiredField('abLowestTxAmount', 'amount'),
    requiredField('abHighestTxAmount', 'amount'),
    requiredField('abAvgTxAmount', 'amount'),
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
export function ecomFieldBlocks(group: EcomGroup): FieldBlock[] {
  return fieldBlocks(ECOM_FIELDS[group]);
}

/** The gateway feature that asks for a description of the others (wlOtherGateway). */
export const OTHER_GATEWAY_FEATURE = 'other';

/**
 * Questions asked only when another answer of their group calls for them, and then required:
 * 'Specify other gateway features' once Other is among the gateway features (spec §2).
 */
const CONDITIONAL_FIELDS: Readonly<Record<string, (groupValues: Record<string, unknown>) => boolean>> = {
  wlOtherGateway: ({ wlGatewayFeatures }) =>
    Array.isArray(wlGatewayFeatures) && wlGatewayFeatures.includes(OTHER_GATEWAY_FEATURE),
};

/** Whether a question applies to these answers of its group (the form shows it only then). */
export function ecomFieldApplies(fieldName: string, groupValues: Record<string, unknown>): boolean {
  return CONDITIONAL_FIELDS[fieldName]?.(groupValues) ?? true;
}

/** Whether a question is asked only under a condition (the form drops its answer while it is not asked). */
export function ecomFieldIsConditional(fieldName: string): boolean {
  return fieldName in CONDITIONAL_FIELDS;
}

/** Whether a question must be answered whenever it is asked: required ones, and conditional ones once shown. */
export function ecomFieldRequiredWhenShown(field: FieldSpec): boolean {
  return field.required || ecomFieldIsConditional(field.name);
}

/** 'Other' among the gateway features asks what the other features are; checked on the raw answers so it shows with the group's other errors. */
function otherGatewayMissing(raw: unknown): boolean {
  if (!raw || typeof raw !== 'object') return false;
  const values = raw as Record<string, unknown>;
  const { wlOtherGateway } = values;
  return (
    ecomFieldApplies('wlOtherGateway', values) &&
    !(typeof wlOtherGateway === 'string' && wlOtherGateway.trim())
  );
}

/**
 * The validated answers of one group: each question's answer typed by the catalogue, and readable by
 * name too, for code that walks a list of questions (merchant facts, the view).
 */
export type EcomGroupData<G extends EcomGroup> = CatalogueData<EcomFieldSpec<G>> & Record<string, unknown>;

export const ECOM_GROUP_SCHEMAS: { [G in EcomGroup]: z.ZodType<EcomGroupData<G>> } = {
  genInfo: catalogueInputSchema(ECOM_CATALOGUE.genInfo, FIELD_REQUIRED),
  ccpInfo: catalogueInputSchema(ECOM_CATALOGUE.ccpInfo, FIELD_REQUIRED),
  apInfo: catalogueInputSchema(ECOM_CATALOGUE.apInfo, FIELD_REQUIRED),
  wlInfo: catalogueInputSchema(ECOM_CATALOGUE.wlInfo, FIELD_REQUIRED),
  chInfo: catalogueInputSchema(ECOM_CATALOGUE.chInfo, FIELD_REQUIRED),
  cbInfo: catalogueInputSchema(ECOM_CATALOGUE.cbInfo, FIELD_REQUIRED),
  incInfo: catalogueInputSchema(ECOM_CATALOGUE.incInfo, FIELD_REQUIRED),
  abInfo: catalogueInputSchema(ECOM_CATALOGUE.abInfo, FIELD_REQUIRED),
};

export type EcomPrecheckData = {
  reg: Region;
  srv: EcomService[];
  genInfo: EcomGroupData<'genInfo'>;
} & { [G in Exclude<EcomGroup, 'genInfo'>]?: EcomGroupData<G> };

const loose = z.unknown().optional();

/**
 * The body of POST /precheck. Groups of services that are not selected may be absent, empty or
 * filled: they are not validated and are dropped. Only the selected services' groups are checked.
 */
export const ecomPrecheckInputSchema = z
  .strictObject({
    reg: z.enum(REGIONS, { error: 'validation.required' }).default(DEFAULT_REGION),
    // "At least one" is checked with the groups below: an empty selection must not hide the
    // general information's errors (the form lists them all at once, spec §2).
    srv: z.array(z.enum(ECOM_SERVICES, { error: 'validation.invalid' }), { error: e('serviceRequired') }),
    genInfo: loose,
    ccpInfo: loose,
    apInfo: loose,
    wlInfo: loose,
    chInfo: loose,
    cbInfo: loose,
    incInfo: loose,
    abInfo: loose,
  })
  .transform((input, ctx): EcomPrecheckData => {
    const srv = [...new Set(input.srv)];
    if (srv.length === 0) {
      ctx.issues.push({ code: 'custom', path: ['srv'], message: e('serviceRequired'), input: input.srv });
    }
    srv.forEach((service, index) => {
      if (!isServiceOffered(input.reg, service)) {
        ctx.issues.push({
          code: 'custom',
          path: ['srv', index],
          message: e('serviceNotInRegion'),
          input: service,
        });
      }
    });
    const offered = srv.filter((service) => isServiceOffered(input.reg, service));
    const groups: EcomGroup[] = ['genInfo', ...offered.map((s) => GROUP_OF_SERVICE[s])];
    const output = { reg: input.reg, srv } as EcomPrecheckData;
    if (offered.includes('whitelabelGateway') && otherGatewayMissing(input.wlInfo)) {
      ctx.issues.push({
        code: 'custom',
        path: ['wlInfo', 'wlOtherGateway'],
        message: e('otherGatewayRequired'),
        input: undefined,
      });
    }
    for (const group of groups) {
      const result = ECOM_GROUP_SCHEMAS[group].safeParse(input[group] ?? {});
      if (result.success) {
        // Each group's schema yields that group's answers; TypeScript cannot pair them through `group`.
        (output as Record<EcomGroup, unknown>)[group] = result.data;
      } else {
        for (const issue of result.error.issues) {
          ctx.issues.push({ ...issue, path: [group, ...issue.path] } as (typeof ctx.issues)[number]);
        }
      }
    }
    return output;
  });
export type EcomPrecheckInput = z.input<typeof ecomPrecheckInputSchema>;

const groupValues = z.record(z.string(), z.unknown());

export const ecomPrecheckSchema = z.object({
  id: z.string(),
  reg: z.enum(REGIONS),
  srv: z.array(z.enum(ECOM_SERVICES)),
  createdAt: z.string(),
  genInfo: groupValues,
  ccpInfo: groupValues.optional(),
  apInfo: groupValues.optional(),
  wlInfo: groupValues.optional(),
  chInfo: groupValues.optional(),
  cbInfo: groupValues.optional(),
  incInfo: groupValues.optional(),
  abInfo: groupValues.optional(),
});
export type EcomPrecheck = z.infer<typeof ecomPrecheckSchema>;

export const ecomPrecheckListItemSchema = z.object({
  id: z.string(),
  reg: z.enum(REGIONS),
  srv: z.array(z.enum(ECOM_SERVICES)),
  createdAt: z.string(),
  genInfo: z.object({ genComp: z.string(), genFullName: z.string(), genEmail: z.string() }),
});
export type EcomPrecheckListItem = z.infer<typeof ecomPrecheckListItemSchema>;

export const ecomPrecheckListQuerySchema = listQuerySchema(ECOM_PAGE_SIZE);
export const ecomPrecheckPageSchema = pageSchema(ecomPrecheckListItemSchema);
