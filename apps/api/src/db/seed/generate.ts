import {
  AB_PRODUCTS,
  AP_PRODUCTS,
  ECOM_SERVICES,
  type EcomService,
  GROUP_OF_SERVICE,
  POS_ADDITIONAL_SERVICES,
  POS_CARDS,
  REGIONS,
  type Region,
  SERVICES_BY_REGION,
  WL_GATEWAY_FEATURES,
} from '@portal/shared';
import { COUNTRIES, type Country, INDUSTRIES, PROVIDERS, SURNAME_PLACES, TRADES } from './data.ts';

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const between = (min: number, max: number) => min + Math.random() * (max - min);
const money = (min: number, max: number) => Math.round(between(min, max) * 100) / 100;
const some = <T>(items: readonly T[], min: number) => {
  const chosen = items.filter(() => Math.random() < 0.4);
  while (chosen.length < min) chosen.push(pick(items.filter((i) => !chosen.includes(i))));
  return [...new Set(chosen)];
};
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A business that applies: one merchant, one contact e-mail, possibly several pre-checks. */
export type Profile = {
  country: Country;
  company: string;
  email: string;
  contact: string;
  director: string;
  address: string;
  telephone: string;
  mobile: string;
  taxId: string;
  website: string;
  industry: string;
};

const LANGUAGE_INDEX: Record<Country['code'], number> = { US: 0, GB: 0, IE: 0, DE: 1, ES: 2, IT: 3 };

export function makeProfile(serial: number): Profile {
  const country = pick(COUNTRIES);
  const person = () => `${pick(country.first)} ${pick(country.last)}`;
  const trade = pick(TRADES)[LANGUAGE_INDEX[country.code]]!;
  const company = `${pick(SURNAME_PLACES)} ${trade} ${serial} ${pick(country.companySuffix)}`;
  const contact = person();
  const domain = `${slug(company).slice(0, 40)}.${country.domain}`;
  const city = pick(country.cities);
  return {
    country,
    company,
    email: `${slug(contact).replace(/-/g, '.')}@${domain}`,
    contact,
    director: person(),
    address: `${pick(country.streets)} ${1 + Math.floor(Math.random() * 200)}, ${city.postcode()} ${city.name}`,
    telephone: country.phone(),
    mobile: country.mobile(),
    taxId: country.taxId(),
    website: `https://www.${domain}`,
    industry: pick(INDUSTRIES),
  };
}

/** Spread over the last `months` months, later months a little busier. */
export function randomCreatedAt(months: number, now = Date.now()): Date {
  const span = months * 30.4 * 86_400_000;
  return new Date(now - span * (1 - Math.sqrt(Math.random())));
}

export function posRow(p: Profile) {
  return {
    company: p.company,
    taxId: Math.random() < 0.05 ? 'N/A' : p.taxId,
    creditorId:
      Math.random() < 0.3
        ? `${p.country.code}${Math.floor(between(10, 99))}ZZZ${Math.floor(between(1e7, 1e8))}`
        : null,
    industry: Math.random() < 0.8 ? p.industry : null,
    address: p.address,
    locations: Math.random() < 0.7 ? String(1 + Math.floor(Math.random() * 12)) : null,
    website: Math.random() < 0.8 ? p.website : null,
    director: p.director,
    contactPerson: p.contact,
    email: p.email,
    telephone: p.telephone,
    mobile: Math.random() < 0.6 ? p.mobile : null,
    onlineShop: Math.random() < 0.3 ? `${p.website}/shop` : null,
    currentProvider: pick(PROVIDERS),
    turnover: money(2_000, 400_000),
    receiptSize: money(4, 250),
    bankStatementReference: p.company.toUpperCase().slice(0, 22),
    terminals: Math.random() < 0.6 ? 'yes' : 'no',
    checkoutConnection: Math.random() < 0.3 ? 'yes' : 'no',
    cashCut: Math.random() < 0.7 ? 'standard' : 'detailed',
    tip: pick(['no', 'no', 'signature', 'without-signature'] as const),
    cards: some(POS_CARDS, 1),
    additionalServices: some(POS_ADDITIONAL_SERVICES, 0),
  };
}

const REGION_OF: Record<Country['code'], Region> = {
  US: 'us',
  DE: 'eu',
  ES: 'eu',
  IT: 'eu',
  IE: 'eu',
  GB: 'other',
};

function groupAnswers(service: EcomService, p: Profile): Record<string, unknown> {
  switch (service) {
    case 'creditCard':
      return {
        ccpFulfill: 'Shipped within 3 business days',
        ccpCallCtr: 'In-house support, weekdays 9-17',
        ccpLic: Math.random() < 0.4 ? 'yes' : 'no',
        ccpBankAcq: pick(['Acquirer Bank', 'None yet', 'Two European acquirers']),
        ccpCurrMCC: pick(['5411', '5812', '5941', '5999', '7399']),
        ccpAvgTxVal: money(10, 300),
        ccpCurrMonthVol: money(5_000, 900_000),
        ccpExpMonthVol: money(10_000, 1_500_000),
        ccpDescLine1: p.company.toUpperCase().slice(0, 20),
        ccpPrefGateway: pick(['Any', 'GatewayOne', 'PayHub']),
      };
    case 'affiliate':
      return {
        apRegNum: `REG-${Math.floor(between(1e5, 1e6))}`,
        apUsage: 'Monthly commission payouts to affiliates',
        apProjVolume: money(10_000, 500_000),
        apProjCount: Math.floor(between(50, 5000)),
        apAvgTxValue: money(20, 500),
        apCardCount: Math.floor(between(0, 300)),
        apCurrencies: pick(['EUR', 'EUR, GBP', 'USD, EUR']),
        apProduct: some(AP_PRODUCTS, 1),
      };
    case 'whitelabelGateway': {
      const features = some(WL_GATEWAY_FEATURES, 1);
      return {
        wlExpMonthVol: money(50_000, 5_000_000),
        wlExpTxCount: Math.floor(between(500, 90_000)),
        wlAvgTxVal: money(10, 200),
        wlLicense: Math.random() < 0.3 ? 'yes' : 'no',
        wlGatewayFeatures: features,
        ...(features.includes('other') && { wlOtherGateway: 'Tokenisation and recurring billing' }),
        wlTargetMarkets: pick(['EU', 'DACH', 'North America', 'Worldwide']),
        wlBankAcquirers: 'Two acquirers with failover',
        wlAltBilling: pick(['SEPA', 'PayPal', 'Klarna, SEPA']),
      };
    }
    case 'clearingHouse':
      return {
        chPayee: p.company,
        chClient: p.company,
        chCustEmail: `support@${p.email.split('@')[1]}`,
        chMktDesc: 'Online marketing and partner referrals',
        chCompHandling: 'Ticket system with a 24-hour response target',
        chRefundPol: 'yes',
        chAchProvider: 'None',
        chAchName: p.contact,
        chAchPhone: p.telephone,
        chAchEmail: p.email,
        chHighTxAmt: money(500, 10_000),
        chAvgTxAmt: money(20, 400),
        chMaxTxPerDay: Math.floor(between(10, 2000)),
        chReqMonthLimit: money(10_000, 2_000_000),
        chRecTxPerc: Math.floor(between(0, 100)),
        chRefundCap: 'yes',
        chAchCreditCap: Math.random() < 0.5 ? 'yes' : 'no',
      };
    case 'corporateBanking':
      return {
        cbPEP: 'no',
        cbMainClients: 'Retail customers and regional suppliers',
        cbFromCountry: p.country.code,
        cbCurrency: p.country.code === 'US' ? 'USD' : p.country.code === 'GB' ? 'GBP' : 'EUR',
        cbMonthlyVol: money(10_000, 2_000_000),
        cbNumPayments: Math.floor(between(10, 5000)),
        cbIncomingFunds: 'Card settlements and customer transfers',
        cbToCountry: p.country.code,
        cbOutgoingFunds: 'Supplier invoices and payroll',
      };
    case 'incorporation':
      return {
        incSuggestedName: `${p.company.split(' ')[0]} US LLC`,
        incOfficeInUSA: 'no',
        incCompanyDescription: 'Subsidiary for the US market',
        incMonthlyVolume: money(10_000, 500_000),
        incAvgTransactionValue: money(10, 300),
        incBillingDescriptor1: p.company.toUpperCase().slice(0, 20),
        incCityField: 'Wilmington',
        incBOName1: p.director,
        incBONationality1: p.country.code,
        incBOAddress1: p.address,
        incBOShares1: 100,
        incDirectorName1: p.director,
        incDirectorNationality1: p.country.code,
      };
    case 'alternativeBilling':
      return {
        abProduct: some(AB_PRODUCTS, 1),
        abProjectedVolume: money(5_000, 400_000),
        abProjectedTxCount: Math.floor(between(100, 20_000)),
        abLowestTxAmount: money(1, 10),
        abHighestTxAmount: money(200, 3000),
        abAvgTxAmount: money(20, 150),
        abTargetMarkets: 'Germany, Austria, Netherlands',
        abSalesTurnover: money(100_000, 20_000_000),
      };
  }
}

/** An e-commerce pre-check whose region and services follow the rules (region table of spec §4). */
export function ecomRow(p: Profile) {
  const reg = Math.random() < 0.85 ? REGION_OF[p.country.code] : pick(REGIONS);
  const offered = ECOM_SERVICES.filter((s) => SERVICES_BY_REGION[reg].includes(s));
  const srv = some(offered, 1);
  const details: Record<string, Record<string, unknown>> = {
    genInfo: {
      genComp: p.company,
      genAddr: p.address,
      genDirName: p.director,
      genDirEmail: `director@${p.email.split('@')[1]}`,
      genDirAddr: p.address,
      genTaxID: p.taxId,
      genDesc: `${p.industry} business selling online`,
      genPrice: pick(['1.9% + 0.25', '2.4% flat', 'Interchange++']),
      genUrl: p.website,
      genUser: 'reviewer',
      genFullName: p.contact,
      genEmail: p.email,
      genPhone: p.telephone,
      genRefSource: pick(['Website', 'Trade fair', 'Partner referral', 'Search engine']),
    },
  };
  for (const service of srv) details[GROUP_OF_SERVICE[service]] = groupAnswers(service, p);
  return { reg, srv, genComp: p.company, genFullName: p.contact, genEmail: p.email, details };
}
