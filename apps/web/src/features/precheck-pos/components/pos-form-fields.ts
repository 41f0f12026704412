import type { POS_ADDITIONAL_SERVICES, POS_CARDS, POS_CASH_CUTS, POS_TIPS } from '@portal/shared';
import { POS_SECTIONS, posPrecheckInputSchema, type YesNo } from '@portal/shared';

export type PosSection = keyof typeof POS_SECTIONS;
export type PosField = (typeof POS_SECTIONS)[PosSection][number];

export const POS_SECTION_NAMES = Object.keys(POS_SECTIONS) as PosSection[];

/** Every field in form order: the order of the sections, the summary box and the detail table. */
export const POS_FIELDS: readonly PosField[] = POS_SECTION_NAMES.flatMap((section) => POS_SECTIONS[section]);

type ChoiceField = 'cards' | 'additionalServices' | 'terminals' | 'checkoutConnection' | 'cashCut' | 'tip';
export type PosTextField = Exclude<PosField, ChoiceField>;

/** What the form holds: text as typed (numbers too, DESIGN §6), wire values for the choices. */
export type PosFormValues = Record<PosTextField, string> & {
  terminals: YesNo;
  checkoutConnection: YesNo;
  cashCut: (typeof POS_CASH_CUTS)[number];
  tip: (typeof POS_TIPS)[number];
  cards: (typeof POS_CARDS)[number][];
  additionalServices: (typeof POS_ADDITIONAL_SERVICES)[number][];
};

/** An empty form with the spec's defaults (§9): terminals and checkout connection no, standard cash cut, no tip. */
export const POS_FORM_DEFAULTS: PosFormValues = {
  company: '',
  taxId: '',
  creditorId: '',
  industry: '',
  address: '',
  locations: '',
  website: '',
  director: '',
  contactPerson: '',
  email: '',
  telephone: '',
  mobile: '',
  onlineShop: '',
  currentProvider: '',
  turnover: '',
  receiptSize: '',
  bankStatementReference: '',
  terminals: 'no',
  checkoutConnection: 'no',
  cashCut: 'standard',
  tip: 'no',
  cards: [],
  additionalServices: [],
};

/**
 * Required fields, read off the shared schema rather than listed again: a field is required when
 * leaving it out fails. Fields with a default (yes/no, cash cut, tip) always hold a value.
 */
export const POS_REQUIRED_FIELDS: ReadonlySet<PosField> = new Set(
  POS_FIELDS.filter((field) => !posPrecheckInputSchema.shape[field].safeParse(undefined).success),
);

/** Fields with a help text under their label (precheckPos.help.*). */
export const POS_HELP_FIELDS: ReadonlySet<PosField> = new Set([
  'taxId',
  'locations',
  'website',
  'telephone',
  'mobile',
  'currentProvider',
]);

export const POS_FORM_ID = 'pos-precheck';

export function posFieldId(field: PosField): string {
  return `${POS_FORM_ID}-${field}`;
}
