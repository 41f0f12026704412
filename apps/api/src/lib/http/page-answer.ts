import type { PageQuery } from '@portal/shared';

/** A row's timestamp as the API sends it: ISO 8601 text, whatever the driver handed back. */
export function withIsoDate<Row extends { createdAt: Date | string }>(
  row: Row,
): Omit<Row, 'createdAt'> & { createdAt: string } {
  return { ...row, createdAt: new Date(row.createdAt).toISOString() };
}

/**
 * A repository's page of rows as every list answers it: each row as its list shows it (by default the
 * row with its date as ISO text) and the paging asked for echoed back.
 */
export function pageAnswer<Row, Item>(
  { items, total, totalCapped = false }: { items: Row[]; total: number; totalCapped?: boolean },
  { page, pageSize }: PageQuery,
  toItem: (row: Row) => Item,
) {
  return { items: items.map(toItem), total, totalCapped, page, pageSize };
}
