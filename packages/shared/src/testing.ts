import { ECOM_SERVICES } from './ecom-catalogue.ts';
import type { EcomPrecheck } from './precheck-ecom.ts';
import type { PosPrecheck } from './precheck-pos.ts';
import type { ReviewState } from './review.ts';
import type { DashboardStats } from './dashboard.ts';

/**
 * Characters the text rules refuse wherever they stand: both halves of a surrogate pair alone, the
 * bidirectional embeddings, overrides and isolates, and control characters. The shared rule tests
 * and the API's hostile-text suite draw from this one list.
 */
export const REFUSED_CHARACTERS = [
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u0000',
  '\u001B',
  '\u007F',
];

/**
 * Records with every answer given, as the API answers them: for tests that check a rendering shows
 * every row (the detail pages, the PDFs). Not part of the package's main entry.
 */

/** The review of a pre-check just received. */
export const RECEIVED_REVIEW: ReviewState = {
  status: 'submitted',
  statusChangedAt: '2024-01-05T12:00:00.000Z',
  assignee: null,
  overdue: false,
  version: 1,
  proposedBy: null,
  decision: null,
};

export const FULL_POS_RECORD: PosPrecheck = {
  id: '00000000-0000-4000-8000-0000000000a1',
  reference: 'P-7KQ3-XM2A',
  company: 'Café Müller GmbH',
  taxId: 'DE123456789',
  creditorId: 'DE98ZZZ09999999999',
  industry: 'Gastronomy',
  address: 'Hauptstraße 1, 10115 Berlin',
  locations: '3',
  website: 'https://www.cafe-mueller.de',
  director: 'Anna Müller',
  contactPerson: 'Jonas Weber',
  email: 'jonas@example.com',
  telephone: '+49 30 1234567',
  mobile: '+49 170 1234567',
  cards: ['visaMastercard', 'girocard', 'amex'],
  additionalServices: ['documentArchiving', 'dcc'],
  onlineShop: 'https://shop.cafe-mueller.de',
  currentProvider: 'N/A',
  turnover: 25000,
  receiptSize: 18.5,
  bankStatementReference: 'CAFE MUELLER',
  terminals: 'yes',
  checkoutConnection: 'no',
  cashCut: 'detailed',
  tip: 'without-signature',
  createdAt: '2024-01-05T12:00:00.000Z',
  ...RECEIVED_REVIEW,
};

/** A record that carries the password it never should: the views must mask it all the same. */
type EcomRecordWithPassword = EcomPrecheck & { genInfo: { genPass?: string } };

export const FULL_ECOM_RECORD: EcomRecordWithPassword = {
  id: '00000000-0000-4000-8000-0000000000e1',
  reference: 'E-4DZ8-NB6R',
  reg: 'us',
  // Every service, incorporation first: out of group order, so the view has to sort them.
  srv: ['incorporation', ...ECOM_SERVICES.filter((service) => service !== 'incorporation')],
  createdAt: '2024-01-05T12:00:00.000Z',
  ...RECEIVED_REVIEW,
  genInfo: {
    genComp: 'Nordlicht Commerce GmbH',
    genAddr: 'Königstraße 10, 70173 Stuttgart',
    genDirName: 'Sören Weiß',
    genDirEmail: 'soeren@nordlicht.example',
    genDirAddr: 'Schloßplatz 1, Stuttgart',
    genTaxID: 'DE811234567',
    genDesc: 'Online shop for outdoor equipment',
    genPrice: '1.9% + €0.25',
    genUrl: 'https://nordlicht.example',
    genUser: 'reviewer',
    genPass: 'S3cr3t-Pässwort!',
    genFullName: 'Lena Fuchs',
    genEmail: 'lena.fuchs@nordlicht.example',
    genSkype: 'lena.fuchs',
    genPhone: '+49 711 123456',
    genRefSource: 'Trade fair',
  },
  ccpInfo: {
    ccpFulfill: 'Shipped within 2 days',
    ccpCallCtr: 'In-house, 9-18',
    ccpLic: 'yes',
    ccpLicJur: 'Germany',
    ccpBankAcq: 'Acquirer Bank AG',
    ccpCurrMCC: '5941',
    ccpAvgTxVal: 89.9,
    ccpCurrMonthVol: 120000,
    ccpExpMonthVol: 200000,
    ccpDescLine1: 'NORDLICHT',
    ccpDescLine2: 'OUTDOOR',
    ccpPrefGateway: 'GatewayOne',
  },
  apInfo: {
    apRegNum: 'HRB 12345',
    apUsage: 'Paying affiliates monthly',
    apProjVolume: 50000,
    apProjCount: 300,
    apAvgTxValue: 166,
    apCardCount: 40,
    apCurrencies: 'EUR, GBP',
    apProduct: ['payouts', 'virtualPrepaidCards'],
  },
  wlInfo: {
    wlExpMonthVol: 750000,
    wlExpTxCount: 9000,
    wlAvgTxVal: 83,
    wlLicense: 'yes',
    wlLicJur: 'Malta',
    wlGatewayFeatures: ['riskManagement', 'other'],
    wlOtherGateway: 'Tokenisation vault',
    wlTargetMarkets: 'DACH, Nordics',
    wlBankAcquirers: 'Two European acquirers',
    wlAltBilling: 'SEPA direct debit',
    wlOtherRemarks: 'Go-live in Q3',
  },
  chInfo: {
    chPayee: 'Nordlicht Commerce Inc.',
    chClient: 'Nordlicht Commerce',
    chCustEmail: 'service@nordlicht.example',
    chMktDesc: 'Search ads and newsletters',
    chCompHandling: 'Ticket system, answer within 24 h',
    chRefundPol: 'yes',
    chAchProvider: 'None',
    chAchName: 'Tom Becker',
    chAchPhone: '+1 212 555 0100',
    chAchEmail: 'tom@nordlicht.example',
    chHighTxAmt: 2500,
    chAvgTxAmt: 120,
    chMaxTxPerDay: 400,
    chReqMonthLimit: 900000,
    chRecTxPerc: 35,
    chRefundCap: 'yes',
    chAchCreditCap: 'no',
  },
  cbInfo: {
    cbBusinessAddr: 'Hafenstraße 2, Hamburg',
    cbPEP: 'no',
    cbMainClients: 'Retail customers; suppliers in Sweden',
    cbFromCountry: 'Germany',
    cbCurrency: 'EUR',
    cbMonthlyVol: 300000,
    cbNumPayments: 2500,
    cbIncomingFunds: 'Card settlements from acquirers',
    cbToCountry: 'Sweden',
    cbOutgoingFunds: 'Supplier invoices',
  },
  incInfo: {
    incSuggestedName: 'Nordlicht US LLC',
    incOfficeInUSA: 'no',
    incCurrentMerchantName: 'Nordlicht Commerce GmbH',
    incExistingAddress: 'Königstraße 10, Stuttgart',
    incCompanyDescription: 'US subsidiary for the American market',
    incMonthlyVolume: 80000,
    incAvgTransactionValue: 95,
    incBillingDescriptor1: 'NORDLICHT US',
    incCityField: 'Wilmington',
    incBOName1: 'Sören Weiß',
    incBONationality1: 'German',
    incBOAddress1: 'Schloßplatz 1, Stuttgart',
    incBOShares1: 60,
    incBOName2: 'Ana Núñez',
    incBONationality2: 'Spanish',
    incBOAddress2: 'Calle Mayor 3, Madrid',
    incBOShares2: 40,
    incDirectorName1: 'Sören Weiß',
    incDirectorNationality1: 'German',
    incDirectorName2: 'Marta Ruiz',
    incDirectorNationality2: 'Spanish',
  },
  abInfo: {
    abProduct: ['sepa', 'sofort'],
    abProjectedVolume: 40000,
    abProjectedTxCount: 800,
    abLowestTxAmount: 5,
    abHighestTxAmount: 900,
    abAvgTxAmount: 50,
    abTargetMarkets: 'Germany, Austria',
    abSalesTurnover: 1250000,
  },
};

/** A dashboard's review figures when nothing waits and nothing was decided. */
export const QUIET_REVIEW_FIGURES: Pick<DashboardStats, 'queue' | 'decisions'> = {
  queue: { submitted: 0, in_review: 0, information_requested: 0, approval_pending: 0, overdue: 0 },
  decisions: { days: 30, approved: 0, declined: 0, medianHoursToDecision: null },
};
