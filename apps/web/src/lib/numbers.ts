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

const DURATION_UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
] as const;

/** A length of time in its largest whole unit, e.g. "6 hours", "90 minutes", "180 Tage". */
export function formatDuration(seconds: number, language: string): string {
  const [unit, size] = DURATION_UNITS.find(([, size]) => seconds % size === 0) ?? ['second', 1];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(seconds / size);
}
