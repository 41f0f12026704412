import { POS_PAGE_SIZE, posPrecheckPageSchema } from '@portal/shared';
import { type ListParams, listQuery } from '@/lib/query-factories';

/** Prefix of every POS pre-check query: mutations invalidate it so lists and details refetch. */
export const posPrechecksQueryKey = ['precheck-pos'] as const;

export type PosPrechecksListParams = ListParams;

const list = listQuery(posPrechecksQueryKey, '/precheck-pos', POS_PAGE_SIZE, posPrecheckPageSchema);

export const { request: getPosPrechecks, options: posPrechecksQueryOptions, use: usePosPrechecks } = list;
