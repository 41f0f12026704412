import { ECOM_PAGE_SIZE, ecomPrecheckPageSchema } from '@portal/shared';
import { type ListParams, listQuery } from '@/lib/query-factories';
import { ecomPrechecksQueryKey } from './create-ecom-precheck';

export type EcomPrechecksListParams = ListParams;

const list = listQuery(ecomPrechecksQueryKey, '/precheck', ECOM_PAGE_SIZE, ecomPrecheckPageSchema);

export const {
  request: getEcomPrechecks,
  options: ecomPrechecksQueryOptions,
  use: useEcomPrechecks,
  exportPath: ecomPrechecksExportPath,
} = list;
