/**
 * The e-commerce pre-check as a person enters it (by the labels of precheckEcom.json, section by
 * section) and as an API client sends it (the wire names of the shared field catalogue).
 */
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from '@portal/test-support';
import { apiRequest } from './api.ts';
import { seedDraft } from './drafts.ts';
import { detailValue, groupName, reviewSection } from './forms.ts';

/** Services by their English label, in form order. */
export const ECOM_SERVICE_LABELS = {
  creditCard: 'Credit card processing',
  clearingHouse: 'ACH',
  corporateBanking: 'Corporate banking',
  affiliate: 'Affiliate payout program',
  whitelabelGateway: 'Whitelabel gateway',
  alternativeBilling: 'Alternative billing EU',
  incorporation: 'Company incorporation',
} as const;

/** One section (a fieldset named by its legend), or a sub-heading's fieldset inside it. */
export const ecomSection = (scope: Page | Locator, legend: string) =>
  scope.getByRole('group', { name: groupName(legend) });

export const servicesGroup = (page: Page) => ecomSection(page, 'Services');
export const serviceBox = (page: Page, label: string) =>
  servicesGroup(page).getByRole('checkbox', { name: label, exact: true });

/** A text, long text, e-mail or amount input; the password has no textbox role and is found by its label. */
const textField = (scope: Locator, label: string) =>
  scope.getByRole('textbox', { name: label, exact: true }).or(scope.getByLabel(label, { exact: true }));

/**
 * What the visitor types, per section legend (and sub-heading): label → text, a yes/no select's
 * answer as 'select:Yes', ticks of a checkbox group as a list of labels.
 */
export type EcomEntry = Record<string, Record<string, string | string[]>>;

/** Every required field of the general section and the four services region 'other' offers. */
export function otherRegionEntry(company: string, email = uniqueEmail('ecom')): EcomEntry {
  return {
    'General Information': {
      'Company name': company,
      'Company address': 'Königstraße 10, 70173 Stuttgart',
      'Director name': 'Sören Weiß',
      'Director email': 'soeren@nordlicht.example',
      'Director address': 'Schloßplatz 1, Stuttgart',
      'Federal Tax ID': 'DE811234567',
      'Business description': 'Online shop for outdoor equipment',
      Pricing: '1.9% + €0.25',
      'Website URL': 'https://nordlicht.example',
      'Website username': 'reviewer',
      'Website password': 'S3cr3t-Pässwort!',
      'Full name': 'Lena Fuchs',
      Email: email,
    },
    'Credit Card Processing': {
      Fulfillment: 'Shipped within 2 days',
      'Call center': 'In-house, 9-18',
      'License held': 'select:Yes',
      'Current bank acquirers': 'Acquirer Bank AG',
      'Average transaction value': '89.90',
      'Current monthly volume': '120000',
      'Expected monthly volume': '200000',
    },
    'Affiliate Payout Program': {
      'Company registration number': 'HRB 12345',
      'Intended usage of the payout program': 'Paying affiliates monthly',
      'Projected monthly volume (EUR/GBP)': '50000',
      'Projected monthly number of payouts': '300',
      'Average transaction value': '166',
      'Number of cards': '40',
      Currencies: 'EUR, GBP',
      Products: ['Payouts', 'Virtual Pre-Paid Cards'],
    },
    'Whitelabel Gateway': {
      'Expected monthly volume (EUR/USD)': '750000',
      'Expected monthly transaction count': '9000',
      'Average transaction value': '83',
      'Needed gateway features': ['Risk management', 'Other'],
      'Specify other gateway features': 'Tokenisation vault',
      'Target markets': 'DACH, Nordics',
      'Needed bank acquirers': 'Two European acquirers',
      'Needed alternative billing solutions': 'SEPA direct debit',
    },
    'Company Incorporation': {
      'Suggested company name': 'Nordlicht US LLC',
      'Office in the USA': 'select:No',
      'Company description': 'US subsidiary for the American market',
      'Monthly volume': '80000',
      'Average transaction value': '95',
      'Billing descriptor': 'NORDLICHT US',
      City: 'Wilmington',
    },
    'Company Incorporation/Beneficial owner': {
      Name: 'Sören Weiß',
      Nationality: 'German',
      Address: 'Schloßplatz 1, Stuttgart',
      'Shares (%)': '100',
    },
    'Company Incorporation/Director': { Name: 'Sören Weiß', Nationality: 'German' },
  };
}

/**
 * Every required field of the three services region 'other' does not offer; with `otherRegionEntry`
 * it is every section of a form with all seven services (region us).
 */
export const US_ONLY_SERVICES_ENTRY: EcomEntry = {
  'ACH (Clearing House)': {
    'Payee name as on the bank account': 'Nordlicht Commerce GmbH',
    'Client name as on the processing statement': 'NORDLICHT SHOP',
    'Customer service email': 'service@nordlicht.example',
    'Marketing and sales description': 'Online shop, newsletter and search ads',
    'Customer service and complaint handling': 'Answered within one working day',
    'Other ACH provider(s)': 'None',
  },
  'ACH (Clearing House)/Customer service manager': {
    Name: 'Lena Fuchs',
    Phone: '+49 711 123456',
    Email: 'lena@nordlicht.example',
  },
  'ACH (Clearing House)/Transaction information': {
    'Highest transaction amount': '900',
    'Average transaction amount': '89',
    'Max transactions per day': '400',
    'Requested monthly dollar limit': '250000',
    'Percentage recurring (%)': '20',
  },
  'Corporate Banking': {
    'Are any directors or UBOs politically exposed persons (PEP)?': 'select:No',
    'Main clients/partners and suppliers': 'Outdoor brands in the EU',
  },
  'Corporate Banking/Expected incoming funds for the next 365 days': {
    'From country': 'Germany',
    Currency: 'EUR',
    'Monthly volume': '300000',
    'Number of payments': '3000',
    'Origin/activity explanation': 'Card settlements',
  },
  'Corporate Banking/Expected outgoing funds for the next 365 days': {
    'To country': 'Germany',
    'Origin/activity explanation': 'Supplier payments',
  },
  'Alternative Billing (EU)': {
    Products: ['SEPA - Transfer / Payouts'],
    'Projected monthly volume': '40000',
    'Projected monthly number of transactions': '800',
    'Lowest transaction amount': '5',
    'Highest transaction amount': '400',
    'Average transaction amount': '50',
    'List of all target markets': 'DACH, Benelux',
    "Last year's sales turnover (EUR)": '2000000',
  },
};

/** Types, chooses and ticks everything in `entry` through the form's own controls, section by section. */
export async function fillEcomForm(page: Page, entry: EcomEntry): Promise<void> {
  for (const [where, answers] of Object.entries(entry)) {
    const [legend, subsection] = where.split('/') as [string, string | undefined];
    let scope = ecomSection(page, legend);
    if (subsection) scope = ecomSection(scope, subsection);
    for (const [label, value] of Object.entries(answers)) {
      if (Array.isArray(value)) {
        const choices = ecomSection(scope, label);
        for (const option of value)
          await choices.getByRole('checkbox', { name: option, exact: true }).check();
      } else if (value.startsWith('select:')) {
        await scope
          .getByRole('combobox', { name: label, exact: true })
          .selectOption({ label: value.slice('select:'.length) });
      } else {
        await textField(scope, label).fill(value);
      }
    }
  }
}

/** Where an entry's answers are: its section, and the sub-heading's fieldset inside it if any. */
function entryScope(page: Page, where: string): Locator {
  const [legend, subsection] = where.split('/') as [string, string | undefined];
  const section = ecomSection(page, legend);
  return subsection ? ecomSection(section, subsection) : section;
}

/** The form shows `entry`: every text as typed, every select's answer, exactly the ticks given in each group. */
export async function expectEcomForm(page: Page, entry: EcomEntry): Promise<void> {
  for (const [where, answers] of Object.entries(entry)) {
    const scope = entryScope(page, where);
    for (const [label, value] of Object.entries(answers)) {
      if (Array.isArray(value)) {
        const choices = ecomSection(scope, label);
        await expect(choices.getByRole('checkbox', { checked: true }), `${where} ${label}`).toHaveCount(
          value.length,
        );
        for (const option of value)
          await expect(choices.getByRole('checkbox', { name: option, exact: true })).toBeChecked();
      } else if (value.startsWith('select:')) {
        await expect(
          scope.getByRole('combobox', { name: label, exact: true }).locator('option:checked'),
          `${where} ${label}`,
        ).toHaveText(value.slice('select:'.length));
      } else {
        await expect(textField(scope, label), `${where} ${label}`).toHaveValue(value);
      }
    }
  }
}

/**
 * How the review (and the detail page, and the PDF) shows a typed answer: ticks joined by commas, a
 * select's label, texts as typed, an amount grouped by thousands (with two decimals, and a currency
 * sign where the field has one, unless it is a count): a pattern for those.
 */
function shownAs(value: string | string[]): string | RegExp {
  if (Array.isArray(value)) return value.join(', ');
  if (value.startsWith('select:')) return value.slice('select:'.length);
  const amount = /^(\d+)(\.\d+)?$/.exec(value);
  if (!amount) return value;
  const grouped = Number(amount[1]).toLocaleString('en-US');
  const decimals = amount[2] ? amount[2].replace('.', '\\.') : '(?:\\.00)?';
  return new RegExp(`^\\D{0,2}${grouped}${decimals}\\D{0,2}$`);
}

/**
 * The review ("Check your answers") shows every answer of `entry` in its section, as the detail page
 * would: a label given twice in one section (under two sub-headings) shows both answers in form order.
 * The password shows masked.
 */
export async function expectEcomReview(page: Page, entry: EcomEntry): Promise<void> {
  const expected = new Map<string, { section: string; label: string; shown: (string | RegExp)[] }>();
  for (const [where, answers] of Object.entries(entry)) {
    const section = where.split('/')[0]!;
    for (const [label, value] of Object.entries(answers)) {
      const key = `${section}\u0000${label}`;
      const row = expected.get(key) ?? { section, label, shown: [] };
      row.shown.push(label === 'Website password' ? /Password hidden/ : shownAs(value));
      expected.set(key, row);
    }
  }
  for (const { section, label, shown } of expected.values())
    await expect(detailValue(reviewSection(page, section), label), `${section}: ${label}`).toHaveText(shown);
}

/** A valid e-commerce pre-check as an API client writes it: general information and credit card processing. */
export function ecomPrecheckBody(company: string, email = uniqueEmail('ecom-api')) {
  return {
    reg: 'us',
    srv: ['creditCard'],
    genInfo: {
      genComp: company,
      genAddr: 'Königstraße 10, 70173 Stuttgart',
      genDirName: 'Api Director',
      genDirEmail: 'director@example.com',
      genDirAddr: 'Schloßplatz 1, Stuttgart',
      genTaxID: 'DE811234567',
      genDesc: 'Online shop',
      genPrice: '1.9%',
      genUrl: 'https://shop.example.com',
      genUser: 'reviewer',
      genPass: 'secret',
      genFullName: 'Api Contact',
      genEmail: email,
    },
    ccpInfo: {
      ccpFulfill: 'Shipped within 2 days',
      ccpCallCtr: 'In-house',
      ccpLic: 'no',
      ccpBankAcq: 'Acquirer Bank AG',
      ccpAvgTxVal: '89.90',
      ccpCurrMonthVol: '120000',
      ccpExpMonthVol: '200000',
    },
  };
}

/** Creates an e-commerce pre-check through the API, as the owner of `token`; returns its id. */
export async function createEcomPrecheck(
  token: string,
  body: ReturnType<typeof ecomPrecheckBody>,
): Promise<string> {
  const { status, body: answer } = await apiRequest<{ id: string }>('POST', '/precheck?language=en', {
    token,
    body,
  });
  expect(status, `create e-commerce pre-check: ${JSON.stringify(answer)}`).toBe(201);
  return answer.id;
}

/**
 * Starts the public e-commerce form (/p/add-precheck) in `target` holding `body` (region, services and
 * their answers, as ecomPrecheckBody writes them), restored from a saved draft, for tests whose subject
 * is not the typing: call before the form's page is opened. The draft keeps the same names and groups.
 */
export async function seedEcomDraft(
  target: Page | BrowserContext,
  body: ReturnType<typeof ecomPrecheckBody>,
): Promise<void> {
  await seedDraft(target, 'precheck-ecom:public', body);
}
