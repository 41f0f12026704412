import { posPrecheckSchema } from '@portal/shared';
import { recordQuery } from '@/lib/query-factories';
import { posPrechecksQueryKey } from './create-pos-precheck';

const record = recordQuery(posPrechecksQueryKey, '/precheck-pos', posPrecheckSchema);

export const { request: getPosPrecheck, options: posPrecheckQueryOptions, use: usePosPrecheck } = record;
