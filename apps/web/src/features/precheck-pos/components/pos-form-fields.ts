import type { PosField } from '@portal/shared';

export const POS_FORM_ID = 'pos-precheck';

export function posFieldId(field: PosField): string {
  return `${POS_FORM_ID}-${field}`;
}
