import { formatDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import type { DataTableColumn } from './data-table';
import { RowLink } from './row-link';

/** When a row was made, as lists show it (spec §9: MMM d, yyyy), on one line; on a phone on the muted line. */
export function dateColumn<T extends { createdAt: string }>(header: string): DataTableColumn<T> {
  return {
    id: 'createdAt',
    header,
    noWrap: true,
    card: 'meta',
    cell: (row) => formatDate(row.createdAt, currentLanguage()),
  };
}

/** The row's one action, a link button such as View or Edit; `link` names the row for its aria-label. */
export function linkColumn<T>(
  header: string,
  text: string,
  link: (row: T) => { to: string; label: string },
): DataTableColumn<T> {
  return {
    id: 'actions',
    header,
    card: 'actions',
    cell: (row) => <RowLink {...link(row)}>{text}</RowLink>,
  };
}
