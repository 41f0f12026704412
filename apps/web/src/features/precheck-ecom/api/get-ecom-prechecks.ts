import { ECOM_PAGE_SIZE, ecomPrecheckPageSchema } from '@portal/shared';
import { type ListParams, listQuery } from '@/lib/query-factories';

/** Prefix of every e-commerce pre-check query: mutations invalidate it so lists and details refetch. */
export const ecomPrechecksQueryKey = ['precheck-ecom'] as const;

export type EcomPrechecksListParams = ListParams;

const list = listQuery(ecomPrechecksQueryKey, '/precheck', ECOM_PAGE_SIZE, ecomPrecheckPageSchema);

export const { request: getEcomPrechecks, options: ecomPrechecksQueryOptions, use: useEcomPrechecks } = list;
