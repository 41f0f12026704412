/**
 * The POS pre-check as a person enters it (labels, ticks, options) and as an API client sends it,
 * plus the form's ALTCHA check, solved for real by the bundled widget in the browser.
 */
import { randomBytes } from 'node:crypto';
import { uniqueEmail } from '@portal/test-support';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { apiRequest } from './api.ts';
import { type DraftValues, seedDraft, userIdOf } from './drafts.ts';
import { groupName } from './forms.ts';

// The captcha is shared by the public forms; kept importable from here for the POS tests.
export { altchaState, reachCaptcha, solveAltcha } from './altcha.ts';

/** The form's text inputs by their English label, in form order. */
export const POS_TEXT_LABELS = {
  company: 'Company Name',
  taxId: 'Tax ID',
  creditorId: 'Creditor ID',
  industry: 'Industry',
  address: 'Company address',
  locations: 'Locations',
  website: 'Website',
  director: 'Director',
  contactPerson: 'Contact Person',
  email: 'Email address',
  telephone: 'Telephone',
  mobile: 'Mobile',
  onlineShop: 'Online shop URL',
  currentProvider: 'Current Provider',
  turnover: 'Monthly card turnover (€)',
  receiptSize: 'Average receipt size (€)',
  bankStatementReference: 'Bank statement reference',
} as const;

export type PosTextField = keyof typeof POS_TEXT_LABELS;

/** The card checkboxes by their English label, in form order, with the wire value each stands for. */
export const POS_CARD_VALUES: Record<string, string> = {
  'Visa/Mastercard': 'visaMastercard',
  'Discover/Diners': 'discoverDiners',
  'American Express': 'amex',
  'VPAY/Maestro': 'vpayMaestro',
  'Girocard/EC cash': 'girocard',
  'China Union Pay': 'unionPay',
};
/** The additional-service checkboxes likewise. */
export const POS_SERVICE_VALUES: Record<string, string> = {
  'Cash pooling': 'cashPooling',
  'Online document archiving': 'documentArchiving',
  DCC: 'dcc',
  PayPerLink: 'payPerLink',
};
export const POS_CARD_LABELS = Object.keys(POS_CARD_VALUES);
export const POS_SERVICE_LABELS = Object.keys(POS_SERVICE_VALUES);

/** The options of the selects and radio groups by their English label, with their wire values. */
const POS_YES_NO_VALUES = { Yes: 'yes', No: 'no' } as const;
const POS_CASH_CUT_VALUES = { Standard: 'standard', Detailed: 'detailed' } as const;
const POS_TIP_VALUES = {
  No: 'no',
  Signature: 'signature',
  'Without signature': 'without-signature',
} as const;

/** What a visitor enters: texts as typed, choices by their visible labels. */
export type PosEntry = {
  text: Partial<Record<PosTextField, string>>;
  cards: string[];
  additionalServices: string[];
  terminals: 'Yes' | 'No';
  checkoutConnection: 'Yes' | 'No';
  cashCut: 'Standard' | 'Detailed';
  tip: 'No' | 'Signature' | 'Without signature';
};

/** The spec's messages for every required field, in form order (spec §5). */
export const POS_REQUIRED_MESSAGES = [
  'Company Name is required',
  'Tax ID is required',
  'Company address is required',
  'Director is required',
  'Contact Person is required',
  'Email address is required',
  'Telephone number is required',
  'Desired card acceptance is required',
  'Current Provider is required',
  'Monthly card turnover is required',
  'Average receipt size is required',
  'Bank statement reference is required',
];

/** A short tag that makes one test's company names and addresses its own. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
}

/** Every field filled, with German letters and a bare host name the form must turn into a URL. */
export function fullPosEntry(company: string, email = uniqueEmail('pos')): PosEntry {
  return {
    text: {
      company,
      taxId: 'DE123456789',
      creditorId: 'DE98ZZZ09999999999',
      industry: 'Bäckerei',
      address: 'Hauptstraße 5, 10115 Berlin',
      locations: '3',
      website: 'www.example.com',
      director: 'Dora Direktor',
      contactPerson: 'Carl Müller',
      email,
      telephone: '+49 30 1234567',
      mobile: '+49 170 7654321',
      onlineShop: 'https://shop.example.com',
      currentProvider: 'N/A',
      turnover: '25000',
      receiptSize: '42.50',
      bankStatementReference: 'E2E-REF-77',
    },
    cards: ['Visa/Mastercard', 'Girocard/EC cash'],
    additionalServices: ['Cash pooling', 'DCC'],
    terminals: 'Yes',
    checkoutConnection: 'No',
    cashCut: 'Detailed',
    tip: 'Without signature',
  };
}

/** Only the required fields, the choices left at their defaults. */
export function minimalPosEntry(company: string, email = uniqueEmail('pos')): PosEntry {
  return {
    text: {
      company,
      taxId: 'N/A',
      address: 'Via Roma 1, Milano',
      director: 'Dina Director',
      contactPerson: 'Mo Merchant',
      email,
      telephone: '+39 02 1234567',
      currentProvider: 'N/A',
      turnover: '1000',
      receiptSize: '15',
      bankStatementReference: 'E2E-MIN',
    },
    cards: ['American Express'],
    additionalServices: [],
    terminals: 'No',
    checkoutConnection: 'No',
    cashCut: 'Standard',
    tip: 'No',
  };
}

// By role and accessible name: a label's text also holds the required-field asterisk, its name does not.
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const select = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });
const group = (page: Page, name: string) => page.getByRole('group', { name: groupName(name) });
const radios = (page: Page, name: string) => page.getByRole('radiogroup', { name: groupName(name) });

/** Types, ticks and chooses everything in `entry` through the form's own controls. */
export async function fillPosForm(page: Page, entry: PosEntry): Promise<void> {
  for (const [key, value] of Object.entries(entry.text)) {
    await field(page, POS_TEXT_LABELS[key as PosTextField]).fill(value);
  }
  for (const card of entry.cards) {
    await group(page, 'Desired card acceptance').getByRole('checkbox', { name: card, exact: true }).check();
  }
  for (const service of entry.additionalServices) {
    await group(page, 'Additional services').getByRole('checkbox', { name: service, exact: true }).check();
  }
  await select(page, 'Terminals needed').selectOption({ label: entry.terminals });
  await select(page, 'Connection to a checkout system').selectOption({ label: entry.checkoutConnection });
  await radios(page, 'Cash cut').getByRole('radio', { name: entry.cashCut, exact: true }).check();
  await radios(page, 'Tip').getByRole('radio', { name: entry.tip, exact: true }).check();
}

/** The form shows exactly `entry`: every text, every tick (and no other), every option. */
export async function expectPosForm(page: Page, entry: PosEntry): Promise<void> {
  for (const [key, label] of Object.entries(POS_TEXT_LABELS)) {
    await expect(field(page, label), label).toHaveValue(entry.text[key as PosTextField] ?? '');
  }
  for (const [name, options, ticked] of [
    ['Desired card acceptance', POS_CARD_LABELS, entry.cards],
    ['Additional services', POS_SERVICE_LABELS, entry.additionalServices],
  ] as const) {
    for (const option of options) {
      await expect(
        group(page, name).getByRole('checkbox', { name: option, exact: true }),
        option,
      ).toBeChecked({
        checked: ticked.includes(option),
      });
    }
  }
  await expect(select(page, 'Terminals needed').locator('option:checked')).toHaveText(entry.terminals);
  await expect(select(page, 'Connection to a checkout system').locator('option:checked')).toHaveText(
    entry.checkoutConnection,
  );
  await expect(
    radios(page, 'Cash cut').getByRole('radio', { name: entry.cashCut, exact: true }),
  ).toBeChecked();
  await expect(radios(page, 'Tip').getByRole('radio', { name: entry.tip, exact: true })).toBeChecked();
}

/** The empty form with the spec's defaults (§9). */
export const EMPTY_POS_ENTRY: PosEntry = {
  text: {},
  cards: [],
  additionalServices: [],
  terminals: 'No',
  checkoutConnection: 'No',
  cashCut: 'Standard',
  tip: 'No',
};

/**
 * `entry` as the POS form keeps it in its draft (use-draft.ts): every field by its name, texts as
 * typed (blank when not given), ticks and options as wire values. What fillPosForm would leave behind.
 */
export function posDraftValues(entry: PosEntry): DraftValues {
  const wire = (values: Record<string, string>, label: string) => {
    const value = values[label];
    if (value === undefined) throw new Error(`no POS wire value for the label ${label}`);
    return value;
  };
  return {
    ...Object.fromEntries(
      Object.keys(POS_TEXT_LABELS).map((key) => [key, entry.text[key as PosTextField] ?? '']),
    ),
    cards: entry.cards.map((label) => wire(POS_CARD_VALUES, label)),
    additionalServices: entry.additionalServices.map((label) => wire(POS_SERVICE_VALUES, label)),
    terminals: POS_YES_NO_VALUES[entry.terminals],
    checkoutConnection: POS_YES_NO_VALUES[entry.checkoutConnection],
    cashCut: POS_CASH_CUT_VALUES[entry.cashCut],
    tip: POS_TIP_VALUES[entry.tip],
  };
}

/**
 * The `draftKey` of the POS form: `precheck-pos:public` at /p/add-precheck-pos, and at
 * /add-precheck-pos `precheck-pos:user:<id>` of the user signed in with `owner` (a token, or a user's id).
 */
export async function posDraftKey(owner?: { token: string } | { userId: string }): Promise<string> {
  if (!owner) return 'precheck-pos:public';
  const id = 'userId' in owner ? owner.userId : await userIdOf(owner.token);
  return `precheck-pos:user:${id}`;
}

/**
 * Starts the POS form in `target` already holding `entry`, restored from a saved draft, for tests whose
 * subject is not the typing: call before the form's page is opened. Without `owner` it is the public form's.
 */
export async function seedPosDraft(
  target: Page | BrowserContext,
  entry: PosEntry,
  owner?: { token: string } | { userId: string },
): Promise<void> {
  await seedDraft(target, await posDraftKey(owner), posDraftValues(entry));
}

/** The same pre-check as an API client writes it (DESIGN §7 wire values). */
export type PosPrecheckBody = Record<string, string | string[]>;

export function posPrecheckBody(company: string, email = uniqueEmail('pos-api')): PosPrecheckBody {
  return {
    company,
    taxId: 'DE111222333',
    address: 'Lindenweg 2, 80331 München',
    website: 'https://www.example.org',
    director: 'Api Director',
    contactPerson: 'Api Contact',
    email,
    telephone: '+49 89 7654321',
    currentProvider: 'N/A',
    turnover: '5000',
    receiptSize: '25',
    bankStatementReference: 'E2E-API',
    cards: ['visaMastercard', 'amex'],
    additionalServices: ['payPerLink'],
  };
}

/** Creates a POS pre-check through the API, signed in as the owner of `token`; returns its id. */
export async function createPosPrecheck(token: string, body: PosPrecheckBody): Promise<string> {
  const { status, body: answer } = await apiRequest<{ id: string }>('POST', '/precheck-pos?language=en', {
    token,
    body,
  });
  if (status !== 201) throw new Error(`create POS pre-check: HTTP ${status} ${JSON.stringify(answer)}`);
  return answer.id;
}
