/** How many numbered pages the control shows around the current one (spec §9). */
export const MAX_VISIBLE_PAGES = 5;

export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

export function totalPagesOf(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}

/**
 * The buttons between "previous" and "next": a window of up to five pages around the current one,
 * plus the first and last page, each separated from the window by an ellipsis unless adjacent.
 * Empty when there is nothing to page through.
 */
export function pageWindow(page: number, totalPages: number): PageItem[] {
  if (totalPages <= 1) return [];
  const current = Math.min(Math.max(page, 1), totalPages);
  const half = Math.floor(MAX_VISIBLE_PAGES / 2);
  const start = Math.max(1, Math.min(current - half, totalPages - MAX_VISIBLE_PAGES + 1));
  const end = Math.min(totalPages, start + MAX_VISIBLE_PAGES - 1);

  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('start-ellipsis');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < totalPages - 1) items.push('end-ellipsis');
  if (end < totalPages) items.push(totalPages);
  return items;
}

/** First and last result shown on `page`, for "x - y out of N results". */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  return { from: (page - 1) * pageSize + 1, to: Math.min(page * pageSize, total) };
}
