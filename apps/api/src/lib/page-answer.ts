/** A row's timestamp as the API sends it: ISO 8601 text, whatever the driver handed back. */
export function withIsoDate<Row extends { createdAt: Date | string }>(
  row: Row,
): Omit<Row, 'createdAt'> & { createdAt: string } {
  return { ...row, createdAt: new Date(row.createdAt).toISOString() };
}

/** A repository's page of rows as a list answers it: dates as ISO text, the paging echoed back. */
export function pageAnswer<Row extends { createdAt: Date | string }>(
  { items, total }: { items: Row[]; total: number },
  page: number,
  pageSize: number,
) {
  return { items: items.map(withIsoDate), total, page, pageSize };
}
