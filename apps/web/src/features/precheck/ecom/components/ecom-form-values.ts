import { type MessageKey, messageKey } from '@portal/i18n/browser';
import {
  DEFAULT_REGION,
  ECOM_FIELDS,
  ECOM_GROUPS,
  ECOM_KEYS,
  ECOM_SERVICES,
  type EcomGroup,
  type EcomService,
  ecomFieldApplies,
  ecomFieldRequiredWhenShown,
  fieldFormDefault,
  GROUP_OF_SERVICE,
  isServiceOffered,
  type Region,
  REGIONS,
} from '@portal/shared';
import type { ProgressSection } from '@/features/precheck/form/section-progress/use-section-states';

/** One group's answers as the form holds them: text as typed (numbers too, DESIGN §6), lists of wire values. */
export type EcomGroupFormValues = Record<string, string | string[]>;

/** The whole form: region, services, and every group (kept while its service is unticked, sent only when ticked). */
export type EcomFormValues = { reg: Region; srv: EcomService[] } & Record<EcomGroup, EcomGroupFormValues>;

/** Where a field lives in the form values and in the server's error paths, e.g. 'ccpInfo.ccpFulfill'. */
export type EcomFieldPath = `${EcomGroup}.${string}`;

export function ecomFieldPath(group: EcomGroup, field: string): EcomFieldPath {
  return `${group}.${field}`;
}

/** An empty form, built from the catalogue: region us (spec §9), no service ticked. */
export const ECOM_FORM_DEFAULTS: EcomFormValues = {
  reg: DEFAULT_REGION,
  srv: [],
  ...(Object.fromEntries(
    ECOM_GROUPS.map((group) => [
      group,
      Object.fromEntries(ECOM_FIELDS[group].map((field) => [field.name, fieldFormDefault(field)])),
    ]),
  ) as Record<EcomGroup, EcomGroupFormValues>),
};

/** Every path a server error may name and the form can show under a field. */
export const ECOM_SERVER_FIELDS: readonly ('reg' | 'srv' | EcomFieldPath)[] = [
  'reg',
  'srv',
  ...ECOM_GROUPS.flatMap((group) => ECOM_FIELDS[group].map((field) => ecomFieldPath(group, field.name))),
];

/** The sections of the ticked services, in the form's order (the order of the checkboxes). */
export function selectedGroups(srv: readonly EcomService[]): Exclude<EcomGroup, 'genInfo'>[] {
  return ECOM_SERVICES.filter((service) => srv.includes(service)).map((service) => GROUP_OF_SERVICE[service]);
}

/**
 * A restored draft made consistent with the rules: a known region, and only services it offers
 * (a draft from an older build, or edited by hand, could say otherwise).
 */
export function consistentSelection(values: EcomFormValues): EcomFormValues {
  const reg = (REGIONS as readonly string[]).includes(values.reg) ? values.reg : DEFAULT_REGION;
  const srv = ECOM_SERVICES.filter(
    (service) => values.srv.includes(service) && isServiceOffered(reg, service),
  );
  return { ...values, reg, srv };
}

/** What the draft keeps: everything but the website password, which has no place in localStorage. */
export function ecomDraftValues(values: EcomFormValues): EcomFormValues {
  return { ...values, genInfo: { ...values.genInfo, genPass: '' } };
}

export const ECOM_FORM_ID = 'ecom-precheck';

/** Field names are unique across the groups (each carries its group's prefix), so the id needs no group. */
export function ecomFieldId(field: string): string {
  return `${ECOM_FORM_ID}-${field}`;
}

/** A section's fieldset, where its entry in the form's progress leads. */
export function ecomSectionId(group: EcomGroup): string {
  return `${group}-section`;
}

/**
 * The sections on screen for these answers, for the form's progress: the general information and the
 * ticked services', each with the questions it asks now (Other → 'Specify other gateway features').
 */
export function ecomProgressSections(
  values: EcomFormValues,
  translate: (key: MessageKey) => string,
): ProgressSection[] {
  return (['genInfo', ...selectedGroups(values.srv)] as const).map((group) => ({
    id: ecomSectionId(group),
    title: translate(messageKey(ECOM_KEYS.section(group))),
    fields: ECOM_FIELDS[group]
      .filter((field) => ecomFieldApplies(field.name, values[group]))
      .map((field) => ({
        path: ecomFieldPath(group, field.name),
        field,
        required: ecomFieldRequiredWhenShown(field),
      })),
  }));
}
