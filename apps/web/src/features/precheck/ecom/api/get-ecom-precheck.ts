import { ecomPrecheckSchema } from '@portal/shared';
import { apiVersioned } from '@/lib/api-client';
import { recordPath, recordQueryOf } from '@/lib/query-factories';
import { ecomPrechecksQueryKey } from './create-ecom-precheck';

/** The pre-check with the `ETag` a review move must name (DESIGN §12). */
const record = recordQueryOf(ecomPrechecksQueryKey, (id, signal) =>
  apiVersioned(recordPath('/precheck', id), { schema: ecomPrecheckSchema, signal }),
);

export const { request: getEcomPrecheck, options: ecomPrecheckQueryOptions, use: useEcomPrecheck } = record;
