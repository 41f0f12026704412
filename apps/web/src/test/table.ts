import { type ByRoleMatcher, screen, waitFor, within } from '@testing-library/react';

type Name = string | RegExp;

/** The one row of `scope` with an element of `role` named `name`; fails, like a `getBy` query, on none or several. */
function rowHaving(role: ByRoleMatcher, name: Name, scope?: HTMLElement): HTMLElement {
  const rows = (scope ? within(scope) : screen).getAllByRole('row');
  const matching = rows.filter((row) => within(row).queryAllByRole(role, { name }).length > 0);
  if (matching.length !== 1) {
    throw new Error(
      `Expected one row with a ${String(role)} named ${String(name)}, found ${matching.length}.`,
    );
  }
  return matching[0]!;
}

/** The row whose row header is named `label`, as a screen reader finds a field of a detail table. */
export function rowByHeader(label: Name, scope?: HTMLElement): HTMLElement {
  return rowHaving('rowheader', label, scope);
}

/** The row that has a cell named `name`, e.g. a list's row by its company. */
export function rowByCell(name: Name, scope?: HTMLElement): HTMLElement {
  return rowHaving('cell', name, scope);
}

/** Waits for the row that has a cell named `name`, e.g. until a list has loaded. */
export function findRowByCell(name: Name, scope?: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => rowByCell(name, scope));
}

/** The value cell of the row whose row header is named `label`. */
export function valueOf(label: Name, scope?: HTMLElement): HTMLElement {
  return within(rowByHeader(label, scope)).getByRole('cell');
}
