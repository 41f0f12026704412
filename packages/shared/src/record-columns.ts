import type { AuditEntry } from './audit.ts';
import {
  ECOM_FIELDS,
  ECOM_GROUPS,
  ECOM_KEYS,
  ECOM_SERVICES,
  type EcomGroup,
  type EcomService,
  REGIONS,
} from './ecom-catalogue.ts';
import {
  type CatalogueKeys,
  fieldBlocks,
  type FieldSpec,
  isUnanswered,
  optionKey,
  YES_NO,
} from './field-catalogue.ts';
import { LANGUAGE_NAMES } from './locales.ts';
import { MERCHANT_DETAIL_FIELDS, type Merchant } from './merchants.ts';
import { POS_FIELDS, POS_KEYS } from './pos-catalogue.ts';
import { selectedServices, type Translate } from './record-view.ts';
import { ROLES } from './roles.ts';
import { DECLINE_REASONS, type DeclineReason, PRECHECK_STATUSES, type PrecheckStatus } from './review.ts';
import type { User } from './users.ts';

/**
 * Records as rows of a table (the CSV exports): one column per field, in the order and under the labels
 * of the record's detail page and PDF (record-view.ts), so the three cannot drift apart. Where a screen
 * shows a translated label for a stored code (cards, yes/no, region, role), the column holds that
 * label; dates are ISO 8601 and amounts plain numbers, so a spreadsheet reads them as dates and numbers
 * in any language; an unanswered field is an empty cell, not the screens' dash.
 */

/** A cell: text, a plain number, or nothing (an empty cell). */
export type Cell = string | number | null;

export type TableColumn<R> = { key: string; label: string; cell: (record: R) => Cell };

/** Every record has its id and its creation time; the screens name the time, the id only the export. */
type Stored = { readonly id: string | number; readonly createdAt: Date | string };

const isoDate = (value: Date | string) => new Date(value).toISOString();

const idColumn = (t: Translate): TableColumn<Stored> => ({
  key: 'id',
  label: t('csvExport.columns.id'),
  cell: (record) => record.id,
});

const referenceColumn = (t: Translate): TableColumn<{ readonly reference: string }> => ({
  key: 'reference',
  label: t('forms.reference'),
  cell: (record) => record.reference,
});

const dateColumn = (label: string): TableColumn<Stored> => ({
  key: 'createdAt',
  label,
  cell: (record) => isoDate(record.createdAt),
});

/** The labels of a list of codes, looked up once per column rather than once per row. */
const labelsOf = <C extends string>(codes: readonly C[], label: (code: C) => string) =>
  new Map<string, string>(codes.map((code) => [code, label(code)]));

const optionsOf = (field: FieldSpec): readonly string[] =>
  field.kind === 'yesNo' ? YES_NO : (field.options ?? []);

/** How one answer of a catalogue reads in a cell. The password is never a column (see below). */
function answerCell(field: FieldSpec, keys: CatalogueKeys, t: Translate): (value: unknown) => Cell {
  const labels = labelsOf(optionsOf(field), (option) => t(optionKey(keys, field, option)));
  return (value) => {
    if (isUnanswered(value)) return null;
    switch (field.kind) {
      case 'amount':
        return typeof value === 'number' ? value : String(value);
      case 'yesNo':
      case 'choice':
      case 'choices':
        return (Array.isArray(value) ? value : [value])
          .map((option) => labels.get(String(option)) ?? String(option))
          .join(', ');
      default:
        return String(value);
    }
  };
}

/** The website password (genPass) is left out of every export, whatever the record carries. */
const exported = (field: FieldSpec) => field.kind !== 'password';

/** What an exported pre-check carries of its review: its status, whose it is, and its decision. */
export type ReviewedRecord = {
  readonly status: PrecheckStatus;
  readonly assigneeName: string | null;
  readonly decidedAt: Date | string | null;
  readonly decisionReason: DeclineReason | null;
};

/** A pre-check's review in an export (DESIGN §12): status, assignee, decided at, outcome, reason. */
function reviewColumns(t: Translate): TableColumn<ReviewedRecord>[] {
  const statuses = labelsOf(PRECHECK_STATUSES, (status) => t(`review.statuses.${status}`));
  const reasons = labelsOf(DECLINE_REASONS, (reason) => t(`review.reasons.${reason}`));
  const decided = (record: ReviewedRecord) =>
    record.decidedAt !== null && (record.status === 'approved' || record.status === 'declined');
  return [
    {
      key: 'status',
      label: t('review.status'),
      cell: (record) => statuses.get(record.status) ?? record.status,
    },
    { key: 'assignee', label: t('review.assignee'), cell: (record) => record.assigneeName },
    {
      key: 'decidedAt',
      label: t('review.decidedAt'),
      cell: (record) => (decided(record) ? isoDate(record.decidedAt!) : null),
    },
    {
      key: 'outcome',
      label: t('review.decision'),
      cell: (record) => (decided(record) ? (statuses.get(record.status) ?? record.status) : null),
    },
    {
      key: 'reason',
      label: t('review.reason'),
      cell: (record) => (record.decisionReason ? (reasons.get(record.decisionReason) ?? null) : null),
    },
  ];
}

export type PosTableRecord = Stored & { readonly reference: string } & ReviewedRecord &
  Readonly<Record<string, unknown>>;

/** A POS pre-check: its id, the submission date, then every question in form order. */
export function posTableColumns(t: Translate): TableColumn<PosTableRecord>[] {
  return [
    idColumn(t),
    referenceColumn(t),
    dateColumn(t('precheckPos.fields.createdAt')),
    ...reviewColumns(t),
    ...POS_FIELDS.filter(exported).map((field): TableColumn<PosTableRecord> => {
      const cell = answerCell(field, POS_KEYS, t);
      return {
        key: field.name,
        label: t(POS_KEYS.field(field.name)),
        cell: (record) => cell(record[field.name]),
      };
    }),
  ];
}

export type EcomTableRecord = Stored &
  ReviewedRecord & {
    readonly reference: string;
    readonly reg: string;
    readonly srv: readonly string[];
    /** Each group's answers; the groups of services not selected are absent. */
    readonly details: Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;
  };

/**
 * An e-commerce pre-check: its id, region, services and date, then every question of every group,
 * empty where the record's services do not ask it. Several groups ask alike ("Average transaction
 * value", "Name" of an owner and of a director), so each question's header names its section and
 * sub-heading before its label, as the detail page shows them above it.
 */
export function ecomTableColumns(t: Translate): TableColumn<EcomTableRecord>[] {
  const regions = labelsOf(REGIONS, (region) => t(`precheckEcom.regions.${region}`));
  const serviceLabels = labelsOf(ECOM_SERVICES, (service) => t(`precheckEcom.services.${service}`));
  const services = (srv: readonly string[]) =>
    selectedServices(srv as EcomService[])
      .map(({ service }) => serviceLabels.get(service))
      .join(', ');
  const groupColumns = (group: EcomGroup) =>
    fieldBlocks(ECOM_FIELDS[group]).flatMap(({ subsection, fields }) =>
      fields.filter(exported).map((field): TableColumn<EcomTableRecord> => {
        const cell = answerCell(field, ECOM_KEYS, t);
        const headings = [t(ECOM_KEYS.section(group)), subsection && t(ECOM_KEYS.subsection(subsection))];
        return {
          key: `${group}.${field.name}`,
          label: [...headings.filter(Boolean), t(ECOM_KEYS.field(field.name))].join(': '),
          cell: (record) => cell(record.details[group]?.[field.name]),
        };
      }),
    );
  return [
    idColumn(t),
    referenceColumn(t),
    {
      key: 'reg',
      label: t('precheckEcom.detail.region'),
      cell: (record) => regions.get(record.reg) ?? record.reg,
    },
    { key: 'srv', label: t('precheckEcom.detail.services'), cell: (record) => services(record.srv) || null },
    dateColumn(t('precheckEcom.detail.submitted')),
    ...reviewColumns(t),
    ...ECOM_GROUPS.flatMap(groupColumns),
  ];
}

export type MerchantTableRecord = Stored &
  Omit<Merchant, 'id' | 'createdAt' | 'onboardedAt'> & { readonly onboardedAt: Date | string | null };

/** A merchant: its id, then the fields of its detail page in their order. */
export function merchantTableColumns(t: Translate): TableColumn<MerchantTableRecord>[] {
  return [
    idColumn(t),
    ...MERCHANT_DETAIL_FIELDS.map((field): TableColumn<MerchantTableRecord> =>
      field === 'createdAt'
        ? dateColumn(t('merchants.fields.createdAt'))
        : field === 'onboardedAt'
          ? {
              key: field,
              label: t('merchants.fields.onboardedAt'),
              cell: (record) => (record.onboardedAt ? isoDate(record.onboardedAt) : null),
            }
          : { key: field, label: t(`merchants.fields.${field}`), cell: (record) => record[field] ?? null },
    ),
  ];
}

export type UserTableRecord = Stored & Pick<User, 'name' | 'email' | 'role' | 'languagePreference'>;

/** A user: id, the fields of the user form (role translated, language by its own name), created. */
export function userTableColumns(t: Translate): TableColumn<UserTableRecord>[] {
  const roles = labelsOf(ROLES, (role) => t(`users.roles.${role}`));
  return [
    idColumn(t),
    { key: 'name', label: t('users.fields.name'), cell: (user) => user.name },
    { key: 'email', label: t('users.fields.email'), cell: (user) => user.email },
    { key: 'role', label: t('users.fields.role'), cell: (user) => roles.get(user.role) ?? user.role },
    {
      key: 'languagePreference',
      label: t('users.fields.languagePreference'),
      cell: (user) => LANGUAGE_NAMES[user.languagePreference],
    },
    dateColumn(t('users.fields.createdAt')),
  ];
}

export type AuditTableRecord = Omit<AuditEntry, 'at' | 'targetExists'> & { readonly at: Date | string };

/**
 * An audit entry. Actions, target kinds and roles stay the codes the entry stores (`export.csv`,
 * `precheck-pos`): an audit export is evidence to filter and match against, and the codes are what
 * the API's filters and other exports of the trail name. The details are their JSON.
 */
export function auditTableColumns(t: Translate): TableColumn<AuditTableRecord>[] {
  const column = (key: string, cell: (entry: AuditTableRecord) => Cell): TableColumn<AuditTableRecord> => ({
    key,
    label: t(`audit.columns.${key}`),
    cell,
  });
  return [
    column('seq', (entry) => entry.seq),
    column('at', (entry) => isoDate(entry.at)),
    column('actor', (entry) => entry.actor?.email ?? entry.actor?.name ?? null),
    column('actorRole', (entry) => entry.actor?.role ?? null),
    column('action', (entry) => entry.action),
    column('targetType', (entry) => entry.targetType),
    column('targetId', (entry) => entry.targetId),
    column('ip', (entry) => entry.ip),
    column('details', (entry) => (Object.keys(entry.details).length ? JSON.stringify(entry.details) : null)),
  ];
}
