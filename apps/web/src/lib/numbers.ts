import type { Language } from '@portal/shared';

/** Written once in the shared package: the detail pages, the PDFs and the merchant screens agree. */
export { formatAmount, formatNumber } from '@portal/shared';

const BYTE_UNITS = [
  ['gigabyte', 1e9],
  ['megabyte', 1e6],
  ['kilobyte', 1e3],
] as const;

/** A file's size in its largest decimal unit, one decimal at most, e.g. "5.2 MB", "5,2 MB". */
export function formatBytes(bytes: number, language: Language): string {
  const [unit, size] = BYTE_UNITS.find(([, size]) => bytes >= size) ?? ['byte', 1];
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(
    bytes / size,
  );
}
