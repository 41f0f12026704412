import { POS_PAGE_SIZE, posPrecheckPageSchema } from '@portal/shared';
import { type ListParams, listQuery } from '@/lib/query-factories';
import { posPrechecksQueryKey } from './create-pos-precheck';

export type PosPrechecksListParams = ListParams;

const list = listQuery(posPrechecksQueryKey, '/precheck-pos', POS_PAGE_SIZE, posPrecheckPageSchema);

export const {
  request: getPosPrechecks,
  options: posPrechecksQueryOptions,
  use: usePosPrechecks,
  exportPath: posPrechecksExportPath,
} = list;
