import { MERCHANTS_PAGE_SIZE } from '@portal/shared';

/**
 * The merchant list shows previous/next and 'Page x of y' only above 10 rows (spec §2, §9): with
 * ten merchants or fewer there is a single page and nothing to move between.
 */
export function showsMerchantsPager(total: number, pageSize: number = MERCHANTS_PAGE_SIZE): boolean {
  return total > pageSize;
}

/** How many pages `total` merchants fill, at least one (the empty list is still "Page 1 of 1"). */
export function merchantsPageCount(total: number, pageSize: number = MERCHANTS_PAGE_SIZE): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}
