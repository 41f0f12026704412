import { posPrecheckSchema } from '@portal/shared';
import { recordQuery } from '@/lib/query-factories';
import { posPrechecksQueryKey } from './get-pos-prechecks';

const record = recordQuery(posPrechecksQueryKey, '/precheck-pos', posPrecheckSchema);

export const { request: getPosPrecheck, options: posPrecheckQueryOptions, use: usePosPrecheck } = record;
