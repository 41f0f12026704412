/**
 * The rows of a statement that selects one more value beside each of them (a total, the counters), so
 * that one statement answers both: the rows without that column, and the value. With no row (a page
 * past the end, an empty table) nothing carries it: `carried` is undefined and the caller asks for the
 * value on its own.
 */
export function splitCarried<Row extends Record<string, unknown>, K extends keyof Row>(
  rows: Row[],
  key: K,
): { rows: Omit<Row, K>[]; carried: Row[K] | undefined } {
  return {
    rows: rows.map(({ [key]: _carried, ...row }) => row),
    carried: rows[0]?.[key],
  };
}
