import { zodResolver } from '@hookform/resolvers/zod';
import { type PosFormValues, type PosPrecheckData, posPrecheckInputSchema } from '@portal/shared';
import type { Resolver } from 'react-hook-form';

/**
 * The shared schema as the form's resolver, loaded by the form when it first validates. Its input
 * type is what an API client may send (amounts as numbers too, optional answers left out); the form
 * holds every answer as text or wire values.
 */
export const posResolver = zodResolver(posPrecheckInputSchema) as unknown as Resolver<
  PosFormValues,
  unknown,
  PosPrecheckData
>;
