import {
  type CatalogueKeys,
  fieldBlocks,
  fieldRowShown,
  type FieldSpec,
  isUnanswered,
  optionKey,
} from './field-catalogue.ts';
import {
  type DateOptions,
  formatAmount,
  formatLocalDate,
  formatMediumDate,
  formatMoney,
  formatNumber,
} from './format.ts';
import { inert, inertWords } from './inert.ts';
import type { Language } from './locales.ts';
import {
  ECOM_FIELDS,
  ECOM_GROUPS,
  ECOM_KEYS,
  type EcomGroup,
  type EcomService,
  GROUP_OF_SERVICE,
} from './ecom-catalogue.ts';
import type { EcomPrecheck, EcomPrecheckData } from './precheck-ecom.ts';
import { POS_CATALOGUE, POS_KEYS, type PosPrecheckData } from './pos-catalogue.ts';
import type { PosPrecheck } from './precheck-pos.ts';

/**
 * One record as people read it: sections, their sub-headings, and rows of label and value, every
 * text translated and formatted for the language. The detail pages and the PDFs only lay this out,
 * so they show the same rows in the same order with the same words.
 */

/**
 * A `password` answer as the detail shows it before its reveal, and as the PDF always prints it: eight
 * dots whatever its length, so the mask does not give the length away.
 */
export const SECRET_MASK = '••••••••';

/** i18next's `t`, or the server's `translate` bound to a language. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** A link inside the record: a section of it, e.g. `#ccpInfo`. */
export type ViewAnchor = { text: string; href: `#${string}` };

/** Every value has its `text`, which is what a plain rendering prints; the type says what more it is. */
export type ViewValue =
  | { type: 'text'; text: string; multiline: boolean }
  /** Not given: the text is the dash. */
  | { type: 'missing'; text: string }
  /** A web address (http or https only) or an e-mail as a `mailto:` link. */
  | { type: 'link'; text: string; href: string; external: boolean }
  /** Links to sections of the record (the selected services), comma-joined in `text`. */
  | { type: 'anchors'; text: string; anchors: ViewAnchor[] }
  /** Shown as the mask: no record carries the secret; a screen asks for it apart, and that is audited. */
  | { type: 'secret'; text: typeof SECRET_MASK };

/**
 * `key` names the field (or record property) the row shows, whatever the language; `changed` marks
 * an answer the applicant's latest update changed (markChangedRows).
 */
export type ViewRow = { key: string; label: string; value: ViewValue; changed?: true };
/** A run of rows under a sub-heading; the first run of a section may have none. */
export type ViewBlock = { key: string | null; heading: string | null; rows: ViewRow[] };
/** `key` is the section's anchor (the services link to it). */
export type ViewSection = { key: string; heading: string; blocks: ViewBlock[] };
export type RecordView = { title: string; sections: ViewSection[] };

export type ViewOptions = DateOptions & {
  /**
   * Web addresses, e-mails and any text the applicant typed as inert text, not links: for a copy that
   * may be sent on to anyone (the applicant's PDF), where nothing an applicant wrote may be something
   * to click, whether the portal or the reader's program would make a link of it.
   */
  inertLinks?: boolean;
};

/** Text the applicant typed, as a view with these options shows it: inert where it may be sent on. */
export function typedText(value: string, { inertLinks = false }: Pick<ViewOptions, 'inertLinks'>): string {
  return inertLinks ? inertWords(value) : value;
}

/** Only web addresses become links: a stored value never turns into a `javascript:` URL. */
const WEB_URL = /^https?:\/\//i;

type Context = { t: Translate; language: Language; keys: CatalogueKeys; inertLinks: boolean };

function text(value: string, multiline = false): ViewValue {
  return { type: 'text', text: value, multiline };
}

/** One answer as it reads, by its kind in the catalogue: translated, formatted, linked, masked or a dash. */
function fieldValue(field: FieldSpec, value: unknown, { t, language, keys, inertLinks }: Context): ViewValue {
  if (field.kind === 'password') return { type: 'secret', text: SECRET_MASK };
  if (isUnanswered(value)) return { type: 'missing', text: t('forms.dash') };
  switch (field.kind) {
    case 'amount':
      if (typeof value !== 'number') return text(String(value));
      // One way for every screen and the PDF: money with two decimals, with its currency where the
      // catalogue knows it (else the label names it, or the record does not say), counts and
      // percentages as they are.
      if (field.count) return text(formatNumber(value, language));
      return text(
        field.currency ? formatMoney(value, field.currency, language) : formatAmount(value, language),
      );
    case 'yesNo':
    case 'choice':
    case 'choices':
      return text(
        (Array.isArray(value) ? value : [value])
          .map((option) => t(optionKey(keys, field, String(option))))
          .join(', '),
      );
    case 'email':
      if (inertLinks) return text(inert(String(value)));
      return { type: 'link', text: String(value), href: `mailto:${String(value)}`, external: false };
    case 'url': {
      const url = String(value);
      if (inertLinks) return text(inert(url));
      return WEB_URL.test(url) ? { type: 'link', text: url, href: url, external: true } : text(url);
    }
    // What a stranger typed reads as it was typed, but where it may be sent on, nothing in it is a link
    // (a company called "paypal.com", "see www.shop.example" in a description); its line breaks and spacing stay.
    case 'longText':
      return text(typedText(String(value), { inertLinks }), true);
    default:
      return text(typedText(String(value), { inertLinks }));
  }
}

/** A section's answers under their sub-headings; a sub-heading with no row shown is left out. */
function catalogueBlocks(
  fields: readonly FieldSpec[],
  values: Readonly<Record<string, unknown>>,
  context: Context,
): ViewBlock[] {
  return fieldBlocks(fields).flatMap(({ subsection, fields: blockFields }) => {
    const rows = blockFields
      .filter((field) => fieldRowShown(field, values))
      .map((field) => ({
        key: field.name,
        label: context.t(context.keys.field(field.name)),
        value: fieldValue(field, values[field.name], context),
      }));
    if (rows.length === 0) return [];
    return [{ key: subsection, heading: subsection && context.t(context.keys.subsection(subsection)), rows }];
  });
}

/** The reference row both kinds lead with: what the applicant quotes and the team searches for. */
const referenceRow = (reference: string, t: Translate): ViewRow => ({
  key: 'reference',
  label: t('forms.reference'),
  value: text(reference),
});

/** Rows about the record rather than its answers go first in its first section. */
function withLeadingRows(blocks: ViewBlock[], rows: ViewRow[]): ViewBlock[] {
  const [first, ...rest] = blocks;
  if (first && first.key === null) return [{ ...first, rows: [...rows, ...first.rows] }, ...rest];
  return [{ key: null, heading: null, rows }, ...blocks];
}

/** The four sections of a POS form's answers, the rows about the record (if any) leading the first. */
function posSections(
  values: Readonly<Record<string, unknown>>,
  t: Translate,
  language: Language,
  { leading = [], inertLinks = false }: { leading?: ViewRow[]; inertLinks?: boolean } = {},
) {
  const context: Context = { t, language, keys: POS_KEYS, inertLinks };
  return Object.entries(POS_CATALOGUE).map(([section, fields], index): ViewSection => {
    const blocks = catalogueBlocks(fields, values, context);
    return {
      key: section,
      heading: t(POS_KEYS.section(section)),
      blocks: index === 0 && leading.length > 0 ? withLeadingRows(blocks, leading) : blocks,
    };
  });
}

/**
 * A POS form's answers before they are sent (the review, "Check your answers"): the sections of its
 * record, without what only the stored record has (reference, date).
 */
export const posAnswerSections = (answers: PosPrecheckData, t: Translate, language: Language) =>
  posSections(answers, t, language);

/** A POS pre-check (spec §2): the submission date, then the four sections of the form. */
export function posRecordView(
  record: PosPrecheck,
  t: Translate,
  language: Language,
  options: ViewOptions = {},
): RecordView {
  const submitted: ViewRow = {
    key: 'createdAt',
    label: t('precheckPos.fields.createdAt'),
    value: text(formatLocalDate(record.createdAt, language, options)),
  };
  return {
    title: t('precheckPos.detail.title', { company: typedText(record.company, options) }),
    sections: posSections(record, t, language, {
      leading: [referenceRow(record.reference, t), submitted],
      inertLinks: options.inertLinks,
    }),
  };
}

/** The company an e-commerce record names: what its title, its PDF's file name and its lists show. */
export function ecomCompanyName(record: { genInfo: Record<string, unknown> }): string {
  const { genComp } = record.genInfo;
  return typeof genComp === 'string' ? genComp : '';
}

/** A record's services once each, with their sections, in the order of the sections. */
export function selectedServices(srv: readonly EcomService[]): { service: EcomService; group: EcomGroup }[] {
  return [...new Set(srv)]
    .map((service) => ({ service, group: GROUP_OF_SERVICE[service] }))
    .sort((a, b) => ECOM_GROUPS.indexOf(a.group) - ECOM_GROUPS.indexOf(b.group));
}

/**
 * An e-commerce form's answers in sections: the general information led by region and services
 * (links to their sections), between `before` and `after` (the rows about a stored record), then one
 * section per selected service in the order of the groups.
 */
function ecomSections(
  answers: EcomAnswers,
  t: Translate,
  language: Language,
  {
    before = [],
    after = [],
    inertLinks = false,
  }: { before?: ViewRow[]; after?: ViewRow[]; inertLinks?: boolean } = {},
): ViewSection[] {
  const context: Context = { t, language, keys: ECOM_KEYS, inertLinks };
  const selected = selectedServices(answers.srv);
  const anchors: ViewAnchor[] = selected.map(({ service, group }) => ({
    text: t(`precheckEcom.services.${service}`),
    href: `#${group}`,
  }));
  const leading: ViewRow[] = [
    ...before,
    {
      key: 'reg',
      label: t('precheckEcom.detail.region'),
      value: text(t(`precheckEcom.regions.${answers.reg}`)),
    },
    {
      key: 'srv',
      label: t('precheckEcom.detail.services'),
      value:
        anchors.length === 0
          ? { type: 'missing', text: t('forms.dash') }
          : { type: 'anchors', text: anchors.map((anchor) => anchor.text).join(', '), anchors },
    },
    ...after,
  ];
  const section = (group: EcomGroup): ViewSection => ({
    key: group,
    heading: t(ECOM_KEYS.section(group)),
    blocks: catalogueBlocks(ECOM_FIELDS[group], answers[group] ?? {}, context),
  });
  const general = section('genInfo');
  return [
    { ...general, blocks: withLeadingRows(general.blocks, leading) },
    ...selected.map(({ group }) => section(group)),
  ];
}

/** What the e-commerce views read of a form's answers or a stored record: the same shape in both. */
type EcomAnswers = Pick<EcomPrecheck, 'reg' | 'srv'> & Partial<Record<EcomGroup, Record<string, unknown>>>;

/**
 * An e-commerce form's answers before they are sent (the review, "Check your answers"): the sections
 * of its record, without what only the stored record has (reference, date).
 */
export const ecomAnswerSections = (answers: EcomPrecheckData, t: Translate, language: Language) =>
  ecomSections(answers, t, language);

/**
 * An e-commerce pre-check (spec §2): the general information with region, services (links to their
 * sections) and date, then one section per selected service in the order of the groups.
 */
export function ecomRecordView(
  record: EcomPrecheck,
  t: Translate,
  language: Language,
  options: ViewOptions = {},
): RecordView {
  return {
    title: t('precheckEcom.detail.title', { company: typedText(ecomCompanyName(record), options) }),
    sections: ecomSections(record, t, language, {
      before: [referenceRow(record.reference, t)],
      after: [
        {
          key: 'createdAt',
          label: t('precheckEcom.detail.submitted'),
          value: text(formatMediumDate(record.createdAt, language, options)),
        },
      ],
      inertLinks: options.inertLinks,
    }),
  };
}

/** One line per row and sub-heading, e.g. for comparing two renderings of a view. */
export type ViewLine = { section: string; subsection: string | null; label: string; value: string };

/** The view as lines of section, sub-heading, label and value text, in reading order. */
export function recordViewLines(view: RecordView): ViewLine[] {
  return view.sections.flatMap((section) =>
    section.blocks.flatMap((block) =>
      block.rows.map((row) => ({
        section: section.heading,
        subsection: block.heading,
        label: row.label,
        value: row.value.text,
      })),
    ),
  );
}
