import { MERCHANTS_PAGE_SIZE, merchantPageSchema } from '@portal/shared';
import { type ListParams, listQuery } from '@/lib/query-factories';

/** Prefix of every merchant query: a delete invalidates the lists under it. */
export const merchantsQueryKey = ['merchants'] as const;

export type MerchantsListParams = ListParams;

/** Newest first, 10 a page (spec §9); the API's path is singular (spec §7). */
const list = listQuery(merchantsQueryKey, '/merchant', MERCHANTS_PAGE_SIZE, merchantPageSchema);

export const {
  request: getMerchants,
  options: merchantsQueryOptions,
  use: useMerchants,
  exportPath: merchantsExportPath,
} = list;
