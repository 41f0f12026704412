import { zodResolver } from '@hookform/resolvers/zod';
import { POS_FIELDS, type PosFormValues, type PosPrecheckData, posPrecheckInputSchema } from '@portal/shared';
import type { Resolver } from 'react-hook-form';
import { withLocalAmounts } from '@/features/precheck/form/plain-amounts';

/**
 * The shared schema as the form's resolver, loaded by the form when it first validates. Its input
 * type is what an API client may send (amounts as numbers too, optional answers left out); the form
 * holds every answer as text or wire values, amounts as written in the UI language.
 */
export const posResolver = withLocalAmounts(
  zodResolver(posPrecheckInputSchema) as unknown as Resolver<PosFormValues, unknown, PosPrecheckData>,
  POS_FIELDS.filter((field) => field.kind === 'amount').map((field) => field.name),
);
