import type { EcomPrecheckData } from '@portal/shared';
import type { Resolver } from 'react-hook-form';
import type { EcomFormValues } from './ecom-form-values';

/**
 * Stands in for the stored website password while an update's form is judged: the applicant never
 * sees it again, and an update without it keeps it (DESIGN §12). Random per page, so no typed
 * password can be taken for it.
 */
const KEPT = `kept-${crypto.randomUUID()}`;

/**
 * The form's resolver for an update: an empty password field passes (as the stored one) and is left
 * out of what is sent; a typed one is judged and sent like any answer.
 */
export function keepingPassword(
  resolver: Resolver<EcomFormValues, unknown, EcomPrecheckData>,
): Resolver<EcomFormValues, unknown, EcomPrecheckData> {
  return async (values, context, options) => {
    const kept = values.genInfo.genPass === '';
    const judged = kept ? { ...values, genInfo: { ...values.genInfo, genPass: KEPT } } : values;
    const result = await resolver(judged, context, options);
    if (!kept || Object.keys(result.errors).length > 0) return result;
    const { genPass: _kept, ...genInfo } = (result.values as EcomPrecheckData).genInfo;
    return { values: { ...(result.values as EcomPrecheckData), genInfo } as EcomPrecheckData, errors: {} };
  };
}
