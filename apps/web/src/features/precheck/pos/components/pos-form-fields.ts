import { type MessageKey, messageKey } from '@portal/i18n/browser';
import { POS_CATALOGUE, POS_KEYS, type PosField, type PosSection } from '@portal/shared';
import type { ProgressSection } from '@/features/precheck/form/section-progress/use-section-states';

export const POS_FORM_ID = 'pos-precheck';

export function posFieldId(field: PosField): string {
  return `${POS_FORM_ID}-${field}`;
}

/** A section's fieldset, where its entry in the form's progress leads. */
export function posSectionId(section: PosSection): string {
  return `${POS_FORM_ID}-${section}-section`;
}

/** The form's sections for its progress: every question as the catalogue asks it. */
export function posProgressSections(translate: (key: MessageKey) => string): ProgressSection[] {
  return (Object.keys(POS_CATALOGUE) as PosSection[]).map((section) => ({
    id: posSectionId(section),
    title: translate(messageKey(POS_KEYS.section(section))),
    fields: POS_CATALOGUE[section].map((field) => ({ path: field.name, field, required: field.required })),
  }));
}
