import { z } from 'zod';
import {
  emailField,
  listQuerySchema,
  MAX_LONG_TEXT,
  MAX_TEXT,
  pageSchema,
  PLAIN_TEXT,
  plainText,
} from './common.ts';
import { amount, optionalText, optionalUrl, requiredUrl, YES_NO } from './fields.ts';

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

export type FieldKind = 'text' | 'longText' | 'url' | 'email' | 'password' | 'amount' | 'yesNo' | 'choices';

/**
 * A `password` answer as the detail shows it before its reveal, and as the PDF always prints it: eight
 * dots whatever its length, so the mask does not give the length away.
 */
export const SECRET_MASK = '••••••••';

/**
 * One question of the e-commerce form. The catalogue below is the single description of the form:
 * the validation schemas, the form's inputs, the detail page and the PDF are all built from it.
 */
export type FieldSpec = {
  name: string;
  kind: FieldKind;
  required: boolean;
  /** Catalogue key of the "missing" message; the group's default when absent. */
  requiredKey?: string;
  invalidKey?: string;
  currency?: 'EUR' | 'EUR/GBP' | 'EUR/USD';
  options?: readonly string[];
  /** yes/no fields start at this answer (spec §9: ACH selects default to no). */
  defaultValue?: string;
};

const e = (key: string) => `precheckEcom.errors.${key}`;
const FIELD_REQUIRED = e('fieldRequired');

const req = (name: string, kind: FieldKind = 'text', extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  kind,
  required: true,
  ...extra,
});
const opt = (name: string, kind: FieldKind = 'text', extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  kind,
  required: false,
  ...extra,
});

export const ECOM_FIELDS: Record<EcomGroup, readonly FieldSpec[]> = {
  genInfo: [
    req('genComp', 'text', { requiredKey: e('companyRequired') }),
    req('genAddr', 'text', { requiredKey: e('addressRequired') }),
    req('genDirName', 'text', { requiredKey: e('directorNameRequired') }),
    req('genDirEmail', 'text', { requiredKey: e('emailRequired') }),
    req('genDirAddr', 'text', { requiredKey: e('addressRequired') }),
    req('genTaxID', 'text', { requiredKey: e('taxIdRequired') }),
    req('genDesc', 'longText', { requiredKey: e('descriptionRequired') }),
    req('genPrice', 'text', { requiredKey: e('pricingRequired') }),
    req('genUrl', 'url', { requiredKey: e('urlRequired') }),
    req('genUser', 'text', { requiredKey: 'validation.required' }),
    req('genPass', 'password', { requiredKey: 'validation.required' }),
    req('genFullName', 'text', { requiredKey: e('nameRequired') }),
    req('genEmail', 'email', { requiredKey: e('emailRequired'), invalidKey: e('emailInvalid') }),
    opt('genSkype'),
    opt('genPhone'),
    opt('genRefSource'),
  ],
  ccpInfo: [
    req('ccpFulfill', 'longText', { requiredKey: e('fulfillmentRequired') }),
    req('ccpCallCtr', 'text', { requiredKey: e('callCenterRequired') }),
    req('ccpLic', 'yesNo', { requiredKey: e('licenseRequired') }),
    opt('ccpLicJur'),
    req('ccpBankAcq', 'text', { requiredKey: e('bankAcquirersRequired') }),
    opt('ccpCurrMCC'),
    req('ccpAvgTxVal', 'amount', { requiredKey: e('avgTxValueRequired') }),
    req('ccpCurrMonthVol', 'amount', { requiredKey: e('currMonthVolRequired') }),
    req('ccpExpMonthVol', 'amount', { requiredKey: e('expMonthVolRequired') }),
    opt('ccpDescLine1'),
    opt('ccpDescLine2'),
    opt('ccpPrefGateway'),
  ],
  apInfo: [
    req('apRegNum'),
    req('apUsage', 'longText'),
    req('apProjVolume', 'amount', { currency: 'EUR/GBP' }),
    req('apProjCount', 'amount'),
    req('apAvgTxValue', 'amount'),
    req('apCardCount', 'amount'),
    req('apCurrencies'),
    req('apProduct', 'choices', { options: AP_PRODUCTS, requiredKey: e('productRequired') }),
  ],
  wlInfo: [
    req('wlExpMonthVol', 'amount', { currency: 'EUR/USD' }),
    req('wlExpTxCount', 'amount'),
    req('wlAvgTxVal', 'amount'),
    req('wlLicense', 'yesNo', { defaultValue: 'no' }),
    opt('wlLicJur'),
    req('wlGatewayFeatures', 'choices', {
      options: WL_GATEWAY_FEATURES,
      requiredKey: e('gatewayFeatureRequired'),
    }),
    opt('wlOtherGateway', 'longText'),
    req('wlTargetMarkets', 'longText'),
    req('wlBankAcquirers', 'longText'),
    req('wlAltBilling', 'longText'),
    opt('wlOtherRemarks', 'longText'),
  ],
  chInfo: [
    req('chPayee'),
    req('chClient'),
    req('chCustEmail', 'email', { invalidKey: e('emailInvalid') }),
    req('chMktDesc', 'longText'),
    req('chCompHandling', 'longText'),
    req('chRefundPol', 'yesNo', { defaultValue: 'no' }),
    req('chAchProvider'),
    req('chAchName'),
    req('chAchPhone'),
    req('chAchEmail', 'email', { invalidKey: e('emailInvalid') }),
    req('chHighTxAmt', 'amount'),
    req('chAvgTxAmt', 'amount'),
    req('chMaxTxPerDay', 'amount'),
    req('chReqMonthLimit', 'amount'),
    req('chRecTxPerc', 'amount'),
    req('chRefundCap', 'yesNo', { defaultValue: 'no' }),
    req('chAchCreditCap', 'yesNo', { defaultValue: 'no' }),
  ],
  cbInfo: [
    opt('cbBusinessAddr'),
    req('cbPEP', 'yesNo', { requiredKey: e('pepRequired') }),
    req('cbMainClients', 'longText'),
    req('cbFromCountry'),
    req('cbCurrency'),
    req('cbMonthlyVol', 'amount'),
    req('cbNumPayments', 'amount'),
    req('cbIncomingFunds', 'longText'),
    req('cbToCountry'),
    req('cbOutgoingFunds', 'longText'),
  ],
  incInfo: [
    req('incSuggestedName'),
    req('incOfficeInUSA', 'yesNo'),
    opt('incCurrentMerchantName'),
    opt('incExistingAddress'),
    req('incCompanyDescription', 'longText'),
    req('incMonthlyVolume', 'amount'),
    req('incAvgTransactionValue', 'amount'),
    req('incBillingDescriptor1'),
    req('incCityField'),
    req('incBOName1'),
    req('incBONationality1'),
    req('incBOAddress1'),
    req('incBOShares1', 'amount'),
    opt('incBOName2'),
    opt('incBONationality2'),
    opt('incBOAddress2'),
    opt('incBOShares2', 'amount'),
    req('incDirectorName1'),
    req('incDirectorNationality1'),
    opt('incDirectorName2'),
    opt('incDirectorNationality2'),
  ],
  abInfo: [
    req('abProduct', 'choices', { options: AB_PRODUCTS, requiredKey: e('abProductRequired') }),
    req('abProjectedVolume', 'amount'),
    req('abProjectedTxCount', 'amount'),
    req('abLowestTxAmount', 'amount'),
    req('abHighestTxAmount', 'amount'),
    req('abAvgTxAmount', 'amount'),
    req('abTargetMarkets', 'longText'),
    req('abSalesTurnover', 'amount', { currency: 'EUR' }),
  ],
};

/**
 * Sub-headings inside a group (spec §2: the ACH customer service manager and transaction
 * information, corporate banking's incoming and outgoing funds, the incorporation's owners and
 * directors): each starts at the named field and runs to the next. Keys of precheckEcom.subsections.
 */
export const ECOM_SUBSECTIONS: Partial<Record<EcomGroup, Readonly<Record<string, string>>>> = {
  chInfo: { chAchName: 'chCustomerService', chHighTxAmt: 'chTransactions' },
  cbInfo: { cbFromCountry: 'cbIncoming', cbToCountry: 'cbOutgoing' },
  incInfo: {
    incBOName1: 'incOwner1',
    incBOName2: 'incOwner2',
    incDirectorName1: 'incDirector1',
    incDirectorName2: 'incDirector2',
  },
};

export type EcomFieldBlock = { subsection: string | null; fields: readonly FieldSpec[] };

/** A group's fields in catalogue order, cut into runs under their sub-headings (the first may have none). */
export function ecomFieldBlocks(group: EcomGroup): EcomFieldBlock[] {
  const starts = ECOM_SUBSECTIONS[group] ?? {};
  const blocks: { subsection: string | null; fields: FieldSpec[] }[] = [];
  for (const field of ECOM_FIELDS[group]) {
    const start = starts[field.name];
    const current = blocks.at(-1);
    if (start || !current) blocks.push({ subsection: start ?? null, fields: [field] });
    else current.fields.push(field);
  }
  return blocks;
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

/** Second owner and director: their rows show only when a second name was given (spec §2, detail). */
const SECOND_PERSON_NAME: Readonly<Record<string, string>> = {
  incBOName2: 'incBOName2',
  incBONationality2: 'incBOName2',
  incBOAddress2: 'incBOName2',
  incBOShares2: 'incBOName2',
  incDirectorName2: 'incDirectorName2',
  incDirectorNationality2: 'incDirectorName2',
};

/** Whether a stored record's detail (page or PDF) shows this field's row. */
export function ecomRowShown(fieldName: string, groupValues: Record<string, unknown>): boolean {
  const nameField = SECOND_PERSON_NAME[fieldName];
  if (!nameField) return true;
  const name = groupValues[nameField];
  return typeof name === 'string' && name.trim() !== '';
}

function fieldSchema(field: FieldSpec): z.ZodType {
  const requiredKey = field.requiredKey ?? FIELD_REQUIRED;
  const max = field.kind === 'longText' ? MAX_LONG_TEXT : MAX_TEXT;
  switch (field.kind) {
    case 'amount':
      return field.required
        ? amount(requiredKey)
        : z.preprocess((v) => (v === '' ? undefined : v), amount(requiredKey).optional());
    case 'yesNo':
      return z.enum(YES_NO, { error: field.required ? requiredKey : 'validation.yesNo' });
    case 'choices': {
      const list = z.array(z.enum(field.options as [string, ...string[]], { error: 'validation.invalid' }), {
        error: requiredKey,
      });
      return (field.required ? list.min(1, { error: requiredKey }) : list).transform((items) => [
        ...new Set(items),
      ]);
    }
    case 'email':
      return emailField(requiredKey, field.invalidKey ?? e('emailInvalid'));
    case 'url':
      return field.required
        ? requiredUrl(requiredKey, field.invalidKey ?? e('urlInvalid'))
        : optionalUrl(field.invalidKey ?? e('urlInvalid'));
    default:
      if (!field.required) return optionalText(max);
      return z
        .string({ error: requiredKey })
        .trim()
        .min(1, { error: requiredKey, abort: true })
        .max(max, { error: 'validation.tooLong' })
        .regex(PLAIN_TEXT, plainText);
  }
}

function groupSchema(group: EcomGroup): z.ZodType<Record<string, unknown>> {
  return z.strictObject(
    Object.fromEntries(ECOM_FIELDS[group].map((field) => [field.name, fieldSchema(field)])),
  );
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

export const ECOM_GROUP_SCHEMAS = Object.fromEntries(ECOM_GROUPS.map((g) => [g, groupSchema(g)])) as Record<
  EcomGroup,
  z.ZodType<Record<string, unknown>>
>;

export type EcomGroupValues = Record<string, unknown>;

export type EcomPrecheckData = {
  reg: Region;
  srv: EcomService[];
  genInfo: EcomGroupValues;
} & Partial<Record<Exclude<EcomGroup, 'genInfo'>, EcomGroupValues>>;

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
    const output: EcomPrecheckData = { reg: input.reg, srv, genInfo: {} };
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
        output[group] = result.data;
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
