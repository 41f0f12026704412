import { posPrecheckSchema } from '@portal/shared';
import { apiVersioned } from '@/lib/api-client';
import { recordPath, recordQueryOf } from '@/lib/query-factories';
import { posPrechecksQueryKey } from './create-pos-precheck';

/** The pre-check with the `ETag` a review move must name (DESIGN §12). */
const record = recordQueryOf(posPrechecksQueryKey, (id, signal) =>
  apiVersioned(recordPath('/precheck-pos', id), { schema: posPrecheckSchema, signal }),
);

export const { request: getPosPrecheck, options: posPrecheckQueryOptions, use: usePosPrecheck } = record;
