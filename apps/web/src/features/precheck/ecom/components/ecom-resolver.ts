import { zodResolver } from '@hookform/resolvers/zod';
import { ECOM_FIELDS, ECOM_GROUPS, type EcomPrecheckData, ecomPrecheckInputSchema } from '@portal/shared';
import type { Resolver } from 'react-hook-form';
import { withLocalAmounts } from '@/features/precheck/form/plain-amounts';
import type { EcomFormValues } from './ecom-form-values';

/**
 * The shared schema as the form's resolver, loaded by the form when it first validates: it checks
 * the general information and the ticked services' groups only, with the region rule and Other →
 * 'Specify other gateway features'. Its input type says `unknown` for the groups (any JSON); the form
 * holds them as text and lists, amounts as written in the UI language.
 */
export const ecomResolver = withLocalAmounts(
  zodResolver(ecomPrecheckInputSchema) as unknown as Resolver<EcomFormValues, unknown, EcomPrecheckData>,
  ECOM_GROUPS.flatMap((group) =>
    ECOM_FIELDS[group].filter((field) => field.kind === 'amount').map((field) => `${group}.${field.name}`),
  ),
);
